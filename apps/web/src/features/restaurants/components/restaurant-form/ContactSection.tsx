/** The restaurant form's "Contact": phone numbers, e-mail and website. */
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../../components/ui/TextField";
import { t } from "../../../../lib/i18n";
import type { RestaurantFormValues } from "../../lib/restaurant-form";
import { FormSection } from "../FormSection";
import { PhoneListField } from "../PhoneListField";

export function ContactSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();

  return (
    <FormSection title={t("restaurants:contact")}>
      <PhoneListField control={control} register={register} errors={errors} />
      <TextField
        label={t("restaurants:email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.contactInfo?.email?.message}
        {...register("contactInfo.email")}
      />
      <TextField
        label={t("restaurants:websiteOptional")}
        type="url"
        autoComplete="url"
        inputMode="url"
        // i18n-ignore: a web address prefix
        placeholder="https://"
        error={errors.contactInfo?.website?.message}
        {...register("contactInfo.website")}
      />
    </FormSection>
  );
}
