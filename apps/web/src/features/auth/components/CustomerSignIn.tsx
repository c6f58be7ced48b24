/** The customer's phone sign-in: phone → code → (new phone) registration, one step at a time. */
import { useState } from "react";
import { t } from "../../../lib/i18n";
import { useSignInFlow } from "../hooks/use-sign-in-flow";
import { CodeStep } from "./CodeStep";
import { PhoneStep } from "./PhoneStep";
import { RegisterStep } from "./RegisterStep";

const STEP_TITLE_KEYS = {
  phone: "auth:stepPhoneTitle",
  code: "auth:stepCodeTitle",
  register: "auth:stepRegisterTitle",
} as const;

export function CustomerSignIn() {
  const [flow, dispatch] = useSignInFlow();
  // Focus follows the user into each new step, but the page does not grab focus when it first opens.
  const [moved, setMoved] = useState(false);

  function reset() {
    setMoved(true);
    dispatch({ type: "reset" });
  }

  return (
    <section aria-labelledby="sign-in-step-title" className="space-y-5">
      <h2 id="sign-in-step-title" className="text-lg font-semibold text-gray-900">
        {t(STEP_TITLE_KEYS[flow.step])}
      </h2>
      {flow.step === "phone" && (
        <PhoneStep
          focusOnMount={moved}
          onCodeSent={(phone, resendAfterSeconds) => {
            setMoved(true);
            dispatch({ type: "codeSent", phone, resendAfterSeconds });
          }}
        />
      )}
      {flow.step === "code" && (
        <CodeStep
          phone={flow.phone}
          resendAvailableAt={flow.resendAvailableAt}
          onResent={(resendAfterSeconds) => dispatch({ type: "codeSent", phone: flow.phone, resendAfterSeconds })}
          onVerified={(otpToken, isRegistered) => dispatch({ type: "phoneVerified", otpToken, isRegistered })}
          onChangeNumber={reset}
        />
      )}
      {flow.step === "register" && flow.otpToken && (
        <RegisterStep
          otpToken={flow.otpToken}
          onSubmitted={(data) => dispatch({ type: "registrationSubmitted", data })}
          onStartOver={reset}
        />
      )}
    </section>
  );
}
