/** Sign-in step 3 for a new phone: name, e-mail and date of birth (18 or over), then the account is created. */
import { zodResolver } from "@hookform/resolvers/zod";
import { RegisterBodySchema } from "@zaika/contract/auth";
import { ADULT_AGE_YEARS } from "@zaika/contract/constants";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useRegister } from "../api/register";
import type { RegistrationData } from "../hooks/use-sign-in-flow";

const RegistrationFormSchema = RegisterBodySchema.omit({ otpToken: true });
type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;
const FIELDS = ["name", "email", "dateOfBirth"] as const;

/** The latest birth date (YYYY-MM-DD, local calendar) of someone who is an adult today. */
export function latestAdultBirthDate(today: Date = new Date()): string {
  const date = new Date(today.getFullYear() - ADULT_AGE_YEARS, today.getMonth(), today.getDate());
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

type RegisterStepProps = {
  otpToken: string;
  onSubmitted: (data: RegistrationData) => void;
  onStartOver: () => void;
};

export function RegisterStep({ otpToken, onSubmitted, onStartOver }: RegisterStepProps) {
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<RegistrationFormInput, unknown, z.output<typeof RegistrationFormSchema>>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: { name: "", email: "", dateOfBirth: "" },
  });

  useEffect(() => {
    setFocus("name");
  }, [setFocus]);

  function showServerError(error: unknown) {
    // A validation error names its fields: show each under its input, anything else above the button.
    if (!applyServerFieldErrors(error, setError, { fields: FIELDS })) {
      setError("root.server", { message: errorMessage(error) });
    }
  }

  const onSubmit = handleSubmit((values) => {
    onSubmitted(values);
    registerAccount.mutate({ otpToken, ...values }, { onError: showServerError });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t("auth:fullName")}
        autoComplete="name"
        error={errors.name?.message && messageText(errors.name.message)}
        {...register("name")}
      />
      <TextField
        label={t("auth:email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message && messageText(errors.email.message)}
        {...register("email")}
      />
      <TextField
        label={t("auth:dateOfBirth")}
        type="date"
        autoComplete="bday"
        max={latestAdultBirthDate()}
        min="1900-01-01"
        hint={t("auth:adultHint", { age: ADULT_AGE_YEARS })}
        error={errors.dateOfBirth?.message && messageText(errors.dateOfBirth.message)}
        {...register("dateOfBirth")}
      />
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {messageText(errors.root?.server?.message)}
      </p>
      <Button type="submit" className="w-full" loading={registerAccount.isPending}>
        {t("auth:createAccount")}
      </Button>
      <Button variant="link" className="w-full text-sm" onClick={onStartOver}>
        {t("auth:useDifferentNumber")}
      </Button>
    </form>
  );
}
