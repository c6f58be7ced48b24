/**
 * An admin refunds part or all of a delivered online order (wrong or missing items): the amount, at most the order's
 * total, and a reason for the timeline. The refund is taken from what the restaurant is owed; the server's refusal of
 * the amount (422) lands on its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { toPaise } from "@zaika/contract/money";
import type { Order } from "@zaika/contract/order";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { REFUND_REASON, type RefundDeliveredBody, RefundDeliveredBodySchema } from "@zaika/contract/settlements";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Trans } from "../../../components/i18n/Trans";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useRefundOrder } from "../api/refund-order";

type RefundForm = z.output<typeof RefundDeliveredBodySchema>;
const FIELDS = ["amount", "reason"] as const;

/** The contract's body, and at most the order's total (compared in paise, as the server does). */
function refundSchema(finalTotal: number) {
  return RefundDeliveredBodySchema.extend({
    amount: RefundDeliveredBodySchema.shape.amount.refine(
      (amount) => toPaise(amount) <= toPaise(finalTotal),
      ORDER_MESSAGES.refundAmount,
    ),
  });
}

type RefundOrderDialogProps = {
  order: Pick<Order, "_id" | "orderNumber" | "finalTotal">;
  onClose: () => void;
};

export function RefundOrderDialog({ order, onClose }: RefundOrderDialogProps) {
  const formId = useId();
  const refund = useRefundOrder();
  const schema = useMemo(() => refundSchema(order.finalTotal), [order.finalTotal]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundDeliveredBody, unknown, RefundForm>({
    resolver: zodResolver(schema),
    // No amount prefilled: a refund is usually part of the order (the wrong or missing items).
    defaultValues: { reason: "" },
  });

  const onSubmit = handleSubmit((values) => {
    if (refund.isPending) return;
    refund.mutate(
      { orderId: order._id, ...values },
      {
        onSuccess: onClose,
        // The API client has already toasted the message; a field's issue is also shown beside the field.
        onError: (error) => applyServerFieldErrors(error, setError, { fields: FIELDS }),
      },
    );
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("orders:refundOrderNumber", { number: order.orderNumber })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("orders:cancel")}
          </Button>
          <Button type="submit" form={formId} loading={refund.isPending}>
            {t("orders:refund")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-gray-800">
          <Trans
            i18nKey="orders:refundIntro"
            values={{ amount: formatRupees(order.finalTotal) }}
            components={{ strong: <span className="font-semibold" /> }}
          />
        </p>
        <TextField
          label={t("orders:amountRupees")}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          data-autofocus
          hint={t("orders:refundHint", { amount: formatRupees(order.finalTotal) })}
          error={errors.amount?.message && messageText(errors.amount.message)}
          {...register("amount", {
            setValueAs: (value: unknown) => (value === "" || value == null ? Number.NaN : Number(value)),
          })}
        />
        <Textarea
          label={t("orders:reasonOnTimeline")}
          rows={3}
          maxLength={REFUND_REASON.max}
          error={errors.reason?.message && messageText(errors.reason.message)}
          {...register("reason")}
        />
      </form>
    </Dialog>
  );
}
