/** The customer sign-in flow (spec §3, §4): phone → code → (new customers) registration; reset all at once. */
import { useReducer } from "react";

export type RegistrationData = { name: string; email: string; dateOfBirth: string };

export type SignInFlow = {
  step: "phone" | "code" | "register";
  phone: string;
  /** When (ms since epoch) a new code may be requested. */
  resendAvailableAt: number;
  otpToken: string | null;
  isPhoneVerified: boolean;
  registrationData: RegistrationData | null;
};

type Action =
  | { type: "codeSent"; phone: string; resendAfterSeconds: number }
  | { type: "phoneVerified"; otpToken: string; isRegistered: boolean }
  | { type: "registrationSubmitted"; data: RegistrationData }
  | { type: "reset" };

export const initialSignInFlow: SignInFlow = {
  step: "phone",
  phone: "",
  resendAvailableAt: 0,
  otpToken: null,
  isPhoneVerified: false,
  registrationData: null,
};

function reducer(state: SignInFlow, action: Action): SignInFlow {
  switch (action.type) {
    case "codeSent":
      return {
        ...state,
        step: "code",
        phone: action.phone,
        resendAvailableAt: Date.now() + action.resendAfterSeconds * 1000,
      };
    case "phoneVerified":
      return {
        ...state,
        otpToken: action.otpToken,
        isPhoneVerified: true,
        step: action.isRegistered ? state.step : "register",
      };
    case "registrationSubmitted":
      return { ...state, registrationData: action.data };
    case "reset":
      return initialSignInFlow;
  }
}

export function useSignInFlow() {
  return useReducer(reducer, initialSignInFlow);
}
