/** The bank details (for payouts) and tax information of the restaurant form, inside "Additional settings". */
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../../components/ui/TextField";
import { t } from "../../../../lib/i18n";
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
      <h3 className="pt-2 font-semibold text-gray-900 sm:col-span-2">{t("restaurants:bankDetails")}</h3>
      <TextField
        label={t("restaurants:accountHolder")}
        autoComplete="off"
        error={bank?.accountName?.message}
        {...register("additionalSettings.bankDetails.accountName")}
      />
      <TextField
        label={t("restaurants:accountNumber")}
        inputMode="numeric"
        autoComplete="off"
        error={bank?.accountNumber?.message}
        {...register("additionalSettings.bankDetails.accountNumber")}
      />
      <TextField
        label={t("restaurants:ifscCode")}
        autoComplete="off"
        className="[&_input]:uppercase"
        error={bank?.ifscCode?.message}
        {...register("additionalSettings.bankDetails.ifscCode")}
      />
      <TextField
        label={t("restaurants:bankName")}
        autoComplete="off"
        error={bank?.bankName?.message}
        {...register("additionalSettings.bankDetails.bankName")}
      />

      <h3 className="pt-2 font-semibold text-gray-900 sm:col-span-2">{t("restaurants:taxInformation")}</h3>
      <TextField
        label={t("restaurants:gstinOptional")}
        autoComplete="off"
        maxLength={15}
        className="[&_input]:uppercase"
        error={tax?.gstin?.message}
        {...register("additionalSettings.taxInfo.gstin")}
      />
      <TextField
        label={t("restaurants:panOptional")}
        autoComplete="off"
        maxLength={10}
        className="[&_input]:uppercase"
        error={tax?.panNumber?.message}
        {...register("additionalSettings.taxInfo.panNumber")}
      />
      <TextField
        label={t("restaurants:vatOptional")}
        autoComplete="off"
        error={tax?.vatNumber?.message}
        {...register("additionalSettings.taxInfo.vatNumber")}
      />
    </>
  );
}
