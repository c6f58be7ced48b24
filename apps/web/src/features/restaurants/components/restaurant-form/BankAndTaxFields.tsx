/** The bank details (for payouts) and tax information of the restaurant form, inside "Additional settings". */
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../../components/ui/TextField";
import type { RestaurantFormValues } from "../../lib/restaurant-form";

export function BankAndTaxFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const bank = errors.additionalSettings?.bankDetails;
  const tax = errors.additionalSettings?.taxInfo;

  return (
    <>
      <h3 className="pt-2 font-semibold text-gray-900 sm:col-span-2">Bank details</h3>
      <TextField
        label="Account holder name"
        autoComplete="off"
        error={bank?.accountName?.message}
        {...register("additionalSettings.bankDetails.accountName")}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        error={bank?.accountNumber?.message}
        {...register("additionalSettings.bankDetails.accountNumber")}
      />
      <TextField
        label="IFSC code"
        autoComplete="off"
        className="[&_input]:uppercase"
        error={bank?.ifscCode?.message}
        {...register("additionalSettings.bankDetails.ifscCode")}
      />
      <TextField
        label="Bank name"
        autoComplete="off"
        error={bank?.bankName?.message}
        {...register("additionalSettings.bankDetails.bankName")}
      />

      <h3 className="pt-2 font-semibold text-gray-900 sm:col-span-2">Tax information</h3>
      <TextField
        label="GSTIN (optional)"
        autoComplete="off"
        maxLength={15}
        className="[&_input]:uppercase"
        error={tax?.gstin?.message}
        {...register("additionalSettings.taxInfo.gstin")}
      />
      <TextField
        label="PAN (optional)"
        autoComplete="off"
        maxLength={10}
        className="[&_input]:uppercase"
        error={tax?.panNumber?.message}
        {...register("additionalSettings.taxInfo.panNumber")}
      />
      <TextField
        label="VAT number (optional)"
        autoComplete="off"
        error={tax?.vatNumber?.message}
        {...register("additionalSettings.taxInfo.vatNumber")}
      />
    </>
  );
}
