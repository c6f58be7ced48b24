/**
 * "Record payout": the amount (prefilled with what the restaurant is owed), the bank's reference and the day it was
 * paid (not after today, India time), checked with the contract's schema; the server's refusal (a 422 when the
 * amount is more than the outstanding, e.g. after another admin's payout) lands on its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { formatRupees } from "@zaika/contract/pricing";
import {
  isAfterToday,
  type RestaurantPayoutBody,
  RestaurantPayoutBodySchema,
  SETTLEMENT_MESSAGES,
  type Settlement,
} from "@zaika/contract/settlements";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "../../../components/ui/TextField";
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
      title={`Record payout to ${settlement.name}`}
      submitLabel="Record payout"
      pending={recordPayout.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      intro={
        <>
          Outstanding now: <span className="font-semibold">{formatRupees(settlement.outstanding)}</span>. Record the
          money once it has been sent; the restaurant's outstanding amount drops by it.
        </>
      }
      amount={{ field: register("amount", asAmount), error: errors.amount }}
      reference={{
        field: register("reference"),
        error: errors.reference,
        label: "Reference (UTR)",
        hint: "The bank's transfer reference, a cheque number or a cash slip.",
      }}
    >
      <TextField
        label="Paid on"
        type="date"
        max={today}
        hint="The day the money was sent (India time); not after today."
        error={errors.paidOn?.message}
        {...register("paidOn")}
      />
    </MoneyEntryDialog>
  );
}
