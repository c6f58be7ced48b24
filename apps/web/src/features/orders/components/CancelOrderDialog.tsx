/**
 * The customer's cancellation (spec §4, §9): before confirming they see the server's quote — free until a given
 * second, or the fee (x% = ₹y) — and the refund a paid order gets, and pick a reason.
 */
import type { Order } from "@zaika/contract/order";
import { formatRupees } from "@zaika/contract/pricing";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api-error";
import { formatTimeWithSeconds } from "../../../lib/india-time";
import { useCancellationQuote } from "../api/get-cancellation-quote";
import { useUpdateOrderStatus } from "../api/update-order-status";

export const CANCEL_REASONS = [
  "Ordered by mistake",
  "Want to change items or the address",
  "Delivery is taking too long",
  "Payment issue",
  "Other",
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
      setError("Choose a reason");
      return;
    }
    cancel.mutate({ orderId: order._id, status: "CANCELLED", reason }, { onSuccess: close });
  };
  const allowed = quote.data?.allowed === true;

  return (
    <Dialog open={open} onClose={close} title={`Cancel order ${order.orderNumber}?`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div aria-live="polite" className="text-gray-800">
          {quote.isPending ? (
            <span className="flex items-center gap-2">
              <Spinner className="size-5" label="Checking the cancellation fee" />
              Checking the cancellation fee…
            </span>
          ) : quote.isError ? (
            <p role="alert" className="text-red-800">
              {errorMessage(quote.error)}
            </p>
          ) : !quote.data.allowed ? (
            <p role="alert" className="text-red-800">
              {quote.data.reason ?? "This order can no longer be cancelled."}
            </p>
          ) : (
            <dl className="space-y-2 rounded-xl bg-gray-50 p-4">
              {quote.data.free ? (
                <div>
                  <dt className="font-semibold text-green-900">
                    Free cancellation
                    {quote.data.freeUntil && ` until ${formatTimeWithSeconds(quote.data.freeUntil)}`}
                  </dt>
                  <dd className="text-sm">No cancellation fee is charged.</dd>
                </div>
              ) : (
                <div className="flex justify-between gap-4">
                  <dt>Cancellation fee</dt>
                  <dd className="font-semibold text-gray-900">
                    {quote.data.feePercent}% = {formatRupees(quote.data.fee)}
                  </dd>
                </div>
              )}
              {paid ? (
                <div className="flex justify-between gap-4">
                  <dt>Refund to your payment method</dt>
                  <dd className="font-semibold text-gray-900">{formatRupees(quote.data.refund)}</dd>
                </div>
              ) : (
                <p className="text-sm">Nothing has been paid online for this order, so there is no refund.</p>
              )}
            </dl>
          )}
        </div>
        {allowed && (
          <Select
            label="Why are you cancelling?"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={error}
            required
          >
            <option value="">Select a reason</option>
            {CANCEL_REASONS.map((text) => (
              <option key={text} value={text}>
                {text}
              </option>
            ))}
          </Select>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} data-autofocus>
            Keep order
          </Button>
          {allowed && (
            <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={cancel.isPending}>
              Cancel order
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
