/** The restaurant form's "Address": street to country, and the map position (typed, or the map's centre). */
import { MAP } from "@zaika/contract/constants";
import { LocateFixed } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { Button } from "../../../../components/ui/Button";
import { TextField } from "../../../../components/ui/TextField";
import { t } from "../../../../lib/i18n";
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
    <FormSection title={t("restaurants:address")}>
      <TextField
        label={t("restaurants:street")}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.street?.message}
        {...register("address.street")}
      />
      <TextField
        label={t("restaurants:city")}
        autoComplete="address-level2"
        error={errors.address?.city?.message}
        {...register("address.city")}
      />
      <TextField
        label={t("restaurants:state")}
        autoComplete="address-level1"
        error={errors.address?.state?.message}
        {...register("address.state")}
      />
      <TextField
        label={t("restaurants:pinCode")}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        error={errors.address?.zipCode?.message}
        {...register("address.zipCode")}
      />
      <TextField
        label={t("restaurants:country")}
        autoComplete="country-name"
        error={errors.address?.country?.message}
        {...register("address.country")}
      />
      <TextField
        label={t("restaurants:latitude")}
        type="number"
        inputMode="decimal"
        step="any"
        hint={t("restaurants:latitudeHint")}
        error={errors.address?.coordinates?.lat?.message}
        {...register("address.coordinates.lat", asNumber)}
      />
      <TextField
        label={t("restaurants:longitude")}
        type="number"
        inputMode="decimal"
        step="any"
        hint={t("restaurants:longitudeHint")}
        error={errors.address?.coordinates?.lng?.message}
        {...register("address.coordinates.lng", asNumber)}
      />
      <div className="sm:col-span-2">
        <Button variant="secondary" size="sm" onClick={applyMapCentre}>
          <LocateFixed className="size-4" aria-hidden="true" />
          {t("restaurants:useMapCentre")}
        </Button>
      </div>
    </FormSection>
  );
}
