/** Sign-in step 2: the 6-digit code, with the resend countdown; a known phone is then logged in. */
import { zodResolver } from "@hookform/resolvers/zod";
import { VerifyOtpBodySchema } from "@zaika/contract/auth";
import { OTP } from "@zaika/contract/constants";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { useLogin } from "../api/login";
import { useSendOtp } from "../api/send-otp";
import { useVerifyOtp } from "../api/verify-otp";
import { useCountdown } from "../hooks/use-countdown";

const CodeFormSchema = VerifyOtpBodySchema.pick({ otp: true });

export function formatIndianPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

type CodeStepProps = {
  phone: string;
  resendAvailableAt: number;
  onResent: (resendAfterSeconds: number) => void;
  onVerified: (otpToken: string, isRegistered: boolean) => void;
  onChangeNumber: () => void;
};

export function CodeStep({ phone, resendAvailableAt, onResent, onVerified, onChangeNumber }: CodeStepProps) {
  const verifyOtp = useVerifyOtp();
  const resendOtp = useSendOtp();
  const login = useLogin();
  const secondsLeft = useCountdown(resendAvailableAt);
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<typeof CodeFormSchema>, unknown, z.output<typeof CodeFormSchema>>({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: { otp: "" },
  });

  useEffect(() => {
    setFocus("otp");
  }, [setFocus]);

  const onSubmit = handleSubmit(({ otp }) => {
    verifyOtp.mutate(
      { phone, otp },
      {
        onSuccess: ({ otpToken, isRegistered }) => {
          onVerified(otpToken, isRegistered);
          if (isRegistered) login.mutate({ otpToken });
        },
        // Spec §8 only logs the error (useVerifyOtp does); the message also goes under the field.
        onError: (error) => setError("otp", { message: errorMessage(error) }, { shouldFocus: true }),
      },
    );
  });

  function resend() {
    clearErrors("otp");
    resendOtp.mutate(phone, { onSuccess: (response) => onResent(response.resendAfterSeconds) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t("auth:enterCode", { length: OTP.length })}
        hint={t("auth:sentBySms", { phone: formatIndianPhone(phone) })}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP.length}
        className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
        error={errors.otp?.message && messageText(errors.otp.message)}
        {...register("otp")}
      />
      <Button type="submit" className="w-full" loading={verifyOtp.isPending || login.isPending}>
        {t("auth:verifyAndContinue")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {secondsLeft > 0 ? (
          <p className="text-gray-700">{t("auth:resendIn", { seconds: secondsLeft })}</p>
        ) : (
          <Button variant="link" className="text-sm" onClick={resend} loading={resendOtp.isPending}>
            {t("auth:resendOtp")}
          </Button>
        )}
        <Button variant="link" className="text-sm" onClick={onChangeNumber}>
          {t("auth:changeNumber")}
        </Button>
      </div>
    </form>
  );
}
