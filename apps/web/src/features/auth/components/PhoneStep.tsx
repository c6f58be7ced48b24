/** Sign-in step 1: the customer's mobile number; "Send OTP" texts a code to it. */
import { zodResolver } from "@hookform/resolvers/zod";
import { SendOtpQuerySchema } from "@zaika/contract/auth";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import { useSendOtp } from "../api/send-otp";

type PhoneStepProps = {
  focusOnMount: boolean;
  onCodeSent: (phone: string, resendAfterSeconds: number) => void;
};

export function PhoneStep({ focusOnMount, onCodeSent }: PhoneStepProps) {
  const sendOtp = useSendOtp();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof SendOtpQuerySchema>, unknown, z.output<typeof SendOtpQuerySchema>>({
    resolver: zodResolver(SendOtpQuerySchema),
    defaultValues: { phone: "" },
  });

  useEffect(() => {
    if (focusOnMount) setFocus("phone");
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(({ phone }) => {
    sendOtp.mutate(phone, { onSuccess: (response) => onCodeSent(phone, response.resendAfterSeconds) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t("auth:mobileNumber")}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        // i18n-ignore: a phone number's format
        placeholder="98765 43210"
        prefix="+91"
        hint={t("auth:phoneHint")}
        error={errors.phone?.message && messageText(errors.phone.message)}
        {...register("phone")}
      />
      <Button type="submit" className="w-full" loading={sendOtp.isPending}>
        {t("auth:sendOtp")}
      </Button>
    </form>
  );
}
