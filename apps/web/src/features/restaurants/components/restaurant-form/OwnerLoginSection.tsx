/** The restaurant form's "Owner login" (create mode only): the account the owner signs in with. */
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../../components/ui/TextField";
import { t } from "../../../../lib/i18n";
import type { RestaurantFormValues } from "../../lib/restaurant-form";
import { FormSection } from "../FormSection";

export function OwnerLoginSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();

  return (
    <FormSection title={t("restaurants:ownerLogin")} description={t("restaurants:ownerLoginHint")}>
      <TextField
        label={t("restaurants:ownerName")}
        autoComplete="off"
        error={errors.ownerName?.message}
        {...register("ownerName")}
      />
      <TextField
        label={t("restaurants:ownerEmail")}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.ownerEmail?.message}
        {...register("ownerEmail")}
      />
      <TextField
        label={t("restaurants:password")}
        type="password"
        autoComplete="new-password"
        hint={t("restaurants:passwordHint")}
        error={errors.password?.message}
        {...register("password")}
      />
    </FormSection>
  );
}
