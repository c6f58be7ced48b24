/** The restaurant form's "Delivery settings" (radius, time, minimum, fees) and "Payment options". */
import { useFormContext } from "react-hook-form";
import { Checkbox } from "../../../../components/ui/Checkbox";
import { TextField } from "../../../../components/ui/TextField";
import { messageText, t } from "../../../../lib/i18n";
import type { RestaurantFormValues } from "../../lib/restaurant-form";
import { FormSection } from "../FormSection";
import { asNumber, asOptionalNumber } from "./number-fields";

export function DeliveryAndPaymentSections() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const delivery = errors.deliverySettings;

  return (
    <>
      <FormSection title={t("restaurants:deliverySettings")}>
        <Checkbox
          label={t("restaurants:deliveryAvailable")}
          className="sm:col-span-2"
          {...register("deliverySettings.isDeliveryAvailable")}
        />
        <TextField
          label={t("restaurants:deliveryRadiusKm")}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          error={delivery?.deliveryRadius?.message}
          {...register("deliverySettings.deliveryRadius", asNumber)}
        />
        <TextField
          label={t("restaurants:estimatedDeliveryMinutes")}
          type="number"
          inputMode="numeric"
          step={1}
          min={1}
          error={delivery?.estimatedDeliveryTime?.message}
          {...register("deliverySettings.estimatedDeliveryTime", asNumber)}
        />
        <TextField
          label={t("restaurants:minimumOrderRupees")}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={delivery?.minimumOrderAmount?.message}
          {...register("deliverySettings.minimumOrderAmount", asNumber)}
        />
        <TextField
          label={t("restaurants:deliveryFeeRupees")}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={delivery?.deliveryFee?.message}
          {...register("deliverySettings.deliveryFee", asNumber)}
        />
        <TextField
          label={t("restaurants:freeDeliveryFromOptional")}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          hint={t("restaurants:freeDeliveryHint")}
          error={delivery?.freeDeliveryThreshold?.message}
          {...register("deliverySettings.freeDeliveryThreshold", asOptionalNumber)}
        />
      </FormSection>

      <FormSection title={t("restaurants:paymentOptions")}>
        <Checkbox label={t("restaurants:cashOnDelivery")} {...register("paymentOptions.acceptsCash")} />
        <Checkbox label={t("restaurants:onlinePayment")} {...register("paymentOptions.acceptsOnlinePayment")} />
        <Checkbox label={t("restaurants:walletPayment")} {...register("paymentOptions.acceptsWalletPayment")} />
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden sm:col-span-2">
          {messageText(errors.paymentOptions?.message ?? errors.paymentOptions?.root?.message)}
        </p>
      </FormSection>
    </>
  );
}
