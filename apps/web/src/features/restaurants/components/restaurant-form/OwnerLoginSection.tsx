/** The restaurant form's "Owner login" (create mode only): the account the owner signs in with. */
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../../components/ui/TextField";
import type { RestaurantFormValues } from "../../lib/restaurant-form";
import { FormSection } from "../FormSection";

export function OwnerLoginSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();

  return (
    <FormSection title="Owner login" description="The restaurant's owner signs in with this e-mail and password.">
      <TextField label="Owner name" autoComplete="off" error={errors.ownerName?.message} {...register("ownerName")} />
      <TextField
        label="Owner e-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.ownerEmail?.message}
        {...register("ownerEmail")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a digit."
        error={errors.password?.message}
        {...register("password")}
      />
    </FormSection>
  );
}
