/**
 * The restaurant form's "Additional settings": commission and active state (platform only), packaging charge,
 * preparation time, verification (admin only), then the bank and tax details.
 */
import { useFormContext } from "react-hook-form";
import { Checkbox } from "../../../../components/ui/Checkbox";
import { TextField } from "../../../../components/ui/TextField";
import { t } from "../../../../lib/i18n";
import type { RestaurantFormMode, RestaurantFormValues } from "../../lib/restaurant-form";
import { FormSection } from "../FormSection";
import { BankAndTaxFields } from "./BankAndTaxFields";
import { asNumber } from "./number-fields";

export function AdditionalSettingsSection({ mode }: { mode: RestaurantFormMode }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const settings = errors.additionalSettings;
  const isPlatform = mode !== "owner";

  return (
    <FormSection title={t("restaurants:additionalSettings")}>
      {isPlatform && (
        <TextField
          label={t("restaurants:commissionRatePercent")}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          max={100}
          error={settings?.commissionRate?.message}
          {...register("additionalSettings.commissionRate", asNumber)}
        />
      )}
      <TextField
        label={t("restaurants:packagingChargeRupees")}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        error={settings?.packagingCharge?.message}
        {...register("additionalSettings.packagingCharge", asNumber)}
      />
      <TextField
        label={t("restaurants:preparationTimeMinutes")}
        type="number"
        inputMode="numeric"
        step={1}
        min={1}
        error={settings?.preparationTime?.message}
        {...register("additionalSettings.preparationTime", asNumber)}
      />
      {isPlatform && (
        <Checkbox
          label={t("restaurants:active")}
          description={t("restaurants:activeHint")}
          {...register("additionalSettings.isActive")}
        />
      )}
      {mode === "admin" && (
        <Checkbox
          label={t("restaurants:verifiedPartner")}
          description={t("restaurants:verifiedHint")}
          {...register("isVerified")}
        />
      )}
      <BankAndTaxFields />
    </FormSection>
  );
}
