/** Restaurant and admin sign-in with e-mail and password. */
import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordLoginBodySchema } from "@zaika/contract/auth";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import { useLogin } from "../api/login";

export function PasswordLoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof PasswordLoginBodySchema>, unknown, z.output<typeof PasswordLoginBodySchema>>({
    resolver: zodResolver(PasswordLoginBodySchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t("auth:email")}
        type="email"
        inputMode="email"
        autoComplete="username"
        error={errors.email?.message && messageText(errors.email.message)}
        {...register("email")}
      />
      <TextField
        label={t("auth:password")}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message && messageText(errors.password.message)}
        {...register("password")}
      />
      <Button type="submit" className="w-full" loading={login.isPending}>
        {t("auth:login")}
      </Button>
    </form>
  );
}
