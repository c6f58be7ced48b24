/** The restaurant form's "Address": street to country, and the map position (typed, or the map's centre). */
import { MAP } from "@zaika/contract/constants";
import { LocateFixed } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { Button } from "../../../../components/ui/Button";
import { TextField } from "../../../../components/ui/TextField";
import type { RestaurantFormValues } from "../../lib/restaurant-form";
import { FormSection } from "../FormSection";
import { asNumber } from "./number-fields";

export function AddressSection() {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();

  function applyMapCentre() {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue("address.coordinates.lat", MAP.centre.lat, options);
    setValue("address.coordinates.lng", MAP.centre.lng, options);
  }

  return (
    <FormSection title="Address">
      <TextField
        label="Street"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.street?.message}
        {...register("address.street")}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.address?.city?.message}
        {...register("address.city")}
      />
      <TextField
        label="State"
        autoComplete="address-level1"
        error={errors.address?.state?.message}
        {...register("address.state")}
      />
      <TextField
        label="PIN code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        error={errors.address?.zipCode?.message}
        {...register("address.zipCode")}
      />
      <TextField
        label="Country"
        autoComplete="country-name"
        error={errors.address?.country?.message}
        {...register("address.country")}
      />
      <TextField
        label="Latitude"
        type="number"
        inputMode="decimal"
        step="any"
        hint="Decimal degrees, e.g. 22.719568"
        error={errors.address?.coordinates?.lat?.message}
        {...register("address.coordinates.lat", asNumber)}
      />
      <TextField
        label="Longitude"
        type="number"
        inputMode="decimal"
        step="any"
        hint="Decimal degrees, e.g. 75.857727"
        error={errors.address?.coordinates?.lng?.message}
        {...register("address.coordinates.lng", asNumber)}
      />
      <div className="sm:col-span-2">
        <Button variant="secondary" size="sm" onClick={applyMapCentre}>
          <LocateFixed className="size-4" aria-hidden="true" />
          Use map centre
        </Button>
      </div>
    </FormSection>
  );
}
