/**
 * "Record deposit": the cash a rider handed in (prefilled with all they hold) and a reference, checked with the
 * contract's schema; the server's refusal (a 422 when it is more than the rider holds) lands on its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { type RiderCash, type RiderDepositBody, RiderDepositBodySchema } from "@zaika/contract/settlements";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Trans } from "../../../components/i18n/Trans";
import { formatRupees, t } from "../../../lib/i18n";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useRecordDeposit } from "../api/record-deposit";
import { asAmount } from "./amount-field";
import { MoneyEntryDialog } from "./MoneyEntryDialog";

type DepositForm = z.output<typeof RiderDepositBodySchema>;
const FIELDS = ["amount", "reference"] as const;

type RecordDepositDialogProps = { rider: RiderCash; onClose: () => void };

export function RecordDepositDialog({ rider, onClose }: RecordDepositDialogProps) {
  const recordDeposit = useRecordDeposit();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RiderDepositBody, unknown, DepositForm>({
    resolver: zodResolver(RiderDepositBodySchema),
    defaultValues: { amount: Math.max(0, rider.held), reference: "" },
  });

  const onSubmit = handleSubmit((values) => {
    if (recordDeposit.isPending) return;
    recordDeposit.mutate(
      { riderId: rider.riderId, ...values },
      {
        onSuccess: onClose,
        // The API client has already toasted the message; a field's issue is also shown beside the field.
        onError: (error) => applyServerFieldErrors(error, setError, { fields: FIELDS }),
      },
    );
  });

  return (
    <MoneyEntryDialog
      title={t("settlements:depositTitle", { name: rider.name })}
      submitLabel={t("settlements:recordDeposit")}
      pending={recordDeposit.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      intro={
        <Trans
          i18nKey="settlements:depositIntro"
          values={{ name: rider.name, amount: formatRupees(rider.held) }}
          components={{ bold: <span className="font-semibold" /> }}
        />
      }
      amount={{ field: register("amount", asAmount), error: errors.amount }}
      reference={{
        field: register("reference"),
        error: errors.reference,
        label: t("settlements:reference"),
        hint: t("settlements:depositReferenceHint"),
      }}
    />
  );
}
