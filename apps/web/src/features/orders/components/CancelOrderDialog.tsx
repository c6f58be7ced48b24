/**
 * The customer's cancellation (spec §4, §9): before confirming they see the server's quote — free until a given
 * second, or the fee (x% = ₹y) — and the refund a paid order gets, and pick a reason.
 */
import type { Order } from "@zaika/contract/order";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { formatTimeWithSeconds } from "../../../lib/india-time";
import { useCancellationQuote } from "../api/get-cancellation-quote";
import { useUpdateOrderStatus } from "../api/update-order-status";

/** The reasons offered: `value` (English) is what the order records for the restaurant and support; `labelKey` is shown. */
export const CANCEL_REASONS = [
  // i18n-ignore: the reason as the order records it
  { value: "Ordered by mistake", labelKey: "orders:cancelReasonMistake" },
  // i18n-ignore: the reason as the order records it
  { value: "Want to change items or the address", labelKey: "orders:cancelReasonChange" },
  // i18n-ignore: the reason as the order records it
  { value: "Delivery is taking too long", labelKey: "orders:cancelReasonSlow" },
  // i18n-ignore: the reason as the order records it
  { value: "Payment issue", labelKey: "orders:cancelReasonPayment" },
  // i18n-ignore: the reason as the order records it
  { value: "Other", labelKey: "orders:cancelReasonOther" },
] as const;

type CancelOrderDialogProps = {
  order: Pick<Order, "_id" | "orderNumber" | "paymentStatus">;
  open: boolean;
  onClose: () => void;
};

export function CancelOrderDialog({ order, open, onClose }: CancelOrderDialogProps) {
  const quote = useCancellationQuote(order._id, open);
  const cancel = useUpdateOrderStatus();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const paid = order.paymentStatus === "PAID";

  const close = () => {
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError("orders:chooseReason");
      return;
    }
    cancel.mutate({ orderId: order._id, status: "CANCELLED", reason }, { onSuccess: close });
  };
  const allowed = quote.data?.allowed === true;

  return (
    <Dialog open={open} onClose={close} title={t("orders:cancelOrderTitle", { number: order.orderNumber })}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div aria-live="polite" className="text-gray-800">
          {quote.isPending ? (
            <span className="flex items-center gap-2">
              <Spinner className="size-5" label={t("orders:checkingFee")} />
              {t("orders:checkingFeeEllipsis")}
            </span>
          ) : quote.isError ? (
            <p role="alert" className="text-red-800">
              {messageText(errorMessage(quote.error))}
            </p>
          ) : !quote.data.allowed ? (
            <p role="alert" className="text-red-800">
              {quote.data.reason ? messageText(quote.data.reason) : t("orders:cannotCancel")}
            </p>
          ) : (
            <dl className="space-y-2 rounded-xl bg-gray-50 p-4">
              {quote.data.free ? (
                <div>
                  <dt className="font-semibold text-green-900">
                    {quote.data.freeUntil
                      ? t("orders:freeCancellationUntil", { time: formatTimeWithSeconds(quote.data.freeUntil) })
                      : t("orders:freeCancellation")}
                  </dt>
                  <dd className="text-sm">{t("orders:noFeeCharged")}</dd>
                </div>
              ) : (
                <div className="flex justify-between gap-4">
                  <dt>{t("orders:cancellationFee")}</dt>
                  <dd className="font-semibold text-gray-900">
                    {quote.data.feePercent}% = {formatRupees(quote.data.fee)}
                  </dd>
                </div>
              )}
              {paid ? (
                <div className="flex justify-between gap-4">
                  <dt>{t("orders:refundToMethod")}</dt>
                  <dd className="font-semibold text-gray-900">{formatRupees(quote.data.refund)}</dd>
                </div>
              ) : quote.data.feeCollection === "nextOrder" ? (
                <p className="text-sm font-medium text-gray-900">
                  {t("orders:feeOnNextOrder", { amount: formatRupees(quote.data.fee) })}
                </p>
              ) : (
                <p className="text-sm">{t("orders:noRefundUnpaid")}</p>
              )}
            </dl>
          )}
        </div>
        {allowed && (
          <Select
            label={t("orders:whyCancelling")}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={error && messageText(error)}
            required
          >
            <option value="">{t("orders:selectReason")}</option>
            {CANCEL_REASONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey)}
              </option>
            ))}
          </Select>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} data-autofocus>
            {t("orders:keepOrder")}
          </Button>
          {allowed && (
            <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={cancel.isPending}>
              {t("orders:cancelOrder")}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
