/** The restaurant form's "Delivery settings" (radius, time, minimum, fees) and "Payment options". */
import { useFormContext } from "react-hook-form";
import { Checkbox } from "../../../../components/ui/Checkbox";
import { TextField } from "../../../../components/ui/TextField";
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
      <FormSection title="Delivery settings">
        <Checkbox
          label="Delivery available"
          className="sm:col-span-2"
          {...register("deliverySettings.isDeliveryAvailable")}
        />
        <TextField
          label="Delivery radius (km)"
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          error={delivery?.deliveryRadius?.message}
          {...register("deliverySettings.deliveryRadius", asNumber)}
        />
        <TextField
          label="Estimated delivery time (minutes)"
          type="number"
          inputMode="numeric"
          step={1}
          min={1}
          error={delivery?.estimatedDeliveryTime?.message}
          {...register("deliverySettings.estimatedDeliveryTime", asNumber)}
        />
        <TextField
          label="Minimum order amount (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={delivery?.minimumOrderAmount?.message}
          {...register("deliverySettings.minimumOrderAmount", asNumber)}
        />
        <TextField
          label="Delivery fee (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={delivery?.deliveryFee?.message}
          {...register("deliverySettings.deliveryFee", asNumber)}
        />
        <TextField
          label="Free delivery from (₹, optional)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          hint="Orders of this amount or more pay no delivery fee. Leave empty if delivery is never free."
          error={delivery?.freeDeliveryThreshold?.message}
          {...register("deliverySettings.freeDeliveryThreshold", asOptionalNumber)}
        />
      </FormSection>

      <FormSection title="Payment options">
        <Checkbox label="Cash on delivery" {...register("paymentOptions.acceptsCash")} />
        <Checkbox label="Online payment" {...register("paymentOptions.acceptsOnlinePayment")} />
        <Checkbox label="Wallet payment" {...register("paymentOptions.acceptsWalletPayment")} />
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden sm:col-span-2">
          {errors.paymentOptions?.message ?? errors.paymentOptions?.root?.message}
        </p>
      </FormSection>
    </>
  );
}
