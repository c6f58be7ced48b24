/** The restaurant form's "Contact": phone numbers, e-mail and website. */
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../../components/ui/TextField";
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
    <FormSection title="Contact">
      <PhoneListField control={control} register={register} errors={errors} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.contactInfo?.email?.message}
        {...register("contactInfo.email")}
      />
      <TextField
        label="Website (optional)"
        type="url"
        autoComplete="url"
        inputMode="url"
        placeholder="https://"
        error={errors.contactInfo?.website?.message}
        {...register("contactInfo.website")}
      />
    </FormSection>
  );
}
