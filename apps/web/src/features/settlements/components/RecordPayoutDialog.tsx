/**
 * "Record payout": the amount (prefilled with what the restaurant is owed), the bank's reference and the day it was
 * paid (not after today, India time), checked with the contract's schema; the server's refusal (a 422 when the
 * amount is more than the outstanding, e.g. after another admin's payout) lands on its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  isAfterToday,
  type RestaurantPayoutBody,
  RestaurantPayoutBodySchema,
  SETTLEMENT_MESSAGES,
  type Settlement,
} from "@zaika/contract/settlements";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Trans } from "../../../components/i18n/Trans";
import { TextField } from "../../../components/ui/TextField";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { todayInIndia } from "../../../lib/india-time";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useRecordPayout } from "../api/record-payout";
import { asAmount } from "./amount-field";
import { MoneyEntryDialog } from "./MoneyEntryDialog";

// The server refuses a day after today with a 400 on paidOn; the form says so before sending.
const schema = RestaurantPayoutBodySchema.extend({
  paidOn: RestaurantPayoutBodySchema.shape.paidOn.refine(
    (day) => !isAfterToday(day, new Date()),
    SETTLEMENT_MESSAGES.paidOnFuture,
  ),
});
type PayoutForm = z.output<typeof schema>;
const FIELDS = ["amount", "reference", "paidOn"] as const;

type RecordPayoutDialogProps = { settlement: Settlement; onClose: () => void };

export function RecordPayoutDialog({ settlement, onClose }: RecordPayoutDialogProps) {
  const recordPayout = useRecordPayout();
  const today = todayInIndia();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RestaurantPayoutBody, unknown, PayoutForm>({
    resolver: zodResolver(schema),
    defaultValues: { amount: Math.max(0, settlement.outstanding), reference: "", paidOn: today },
  });

  const onSubmit = handleSubmit((values) => {
    if (recordPayout.isPending) return;
    recordPayout.mutate(
      { restaurantId: settlement.restaurantId, ...values },
      {
        onSuccess: onClose,
        // The API client has already toasted the message; a field's issue is also shown beside the field.
        onError: (error) => applyServerFieldErrors(error, setError, { fields: FIELDS }),
      },
    );
  });

  return (
    <MoneyEntryDialog
      title={t("settlements:payoutTitle", { name: settlement.name })}
      submitLabel={t("settlements:recordPayout")}
      pending={recordPayout.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      intro={
        <Trans
          i18nKey="settlements:payoutIntro"
          values={{ amount: formatRupees(settlement.outstanding) }}
          components={{ bold: <span className="font-semibold" /> }}
        />
      }
      amount={{ field: register("amount", asAmount), error: errors.amount }}
      reference={{
        field: register("reference"),
        error: errors.reference,
        label: t("settlements:referenceUtr"),
        hint: t("settlements:payoutReferenceHint"),
      }}
    >
      <TextField
        label={t("settlements:paidOn")}
        type="date"
        max={today}
        hint={t("settlements:paidOnHint")}
        error={messageText(errors.paidOn?.message)}
        {...register("paidOn")}
      />
    </MoneyEntryDialog>
  );
}
