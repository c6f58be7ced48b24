/** "Pay now" for an unpaid online order, with the time left in its payment window (it expires after that). */
import type { Order } from "@zaika/contract/order";
import { formatRupees } from "@zaika/contract/pricing";
import { Button } from "../../../components/ui/Button";
import { formatCountdown, formatTime } from "../../../lib/india-time";
import { usePayOrder } from "../api/pay-order";
import { useNow } from "../lib/use-now";

export function PayNowCard({ order }: { order: Pick<Order, "_id" | "finalTotal" | "payableUntil"> }) {
  const pay = usePayOrder(order._id);
  const deadline = order.payableUntil ? new Date(order.payableUntil).getTime() : null;
  const now = useNow(1000, deadline !== null);
  if (deadline === null) return null;
  const left = deadline - now;
  const expired = left <= 0;

  return (
    <section aria-labelledby="pay-now-title" className="rounded-2xl bg-yellow-50 p-5 ring-1 ring-yellow-300">
      <h2 id="pay-now-title" className="font-semibold text-gray-900">
        Payment pending
      </h2>
      {expired ? (
        <p className="mt-1 text-gray-900">
          The time to pay for this order has passed. It will be cancelled; please place a new order.
        </p>
      ) : (
        <>
          <p className="mt-1 text-gray-900">
            The restaurant sees this order once it is paid. Pay {formatRupees(order.finalTotal)} by{" "}
            {formatTime(order.payableUntil ?? "")}{" "}
            <span className="font-semibold" aria-hidden="true">
              ({formatCountdown(left)} left)
            </span>
            .
          </p>
          <Button className="mt-3" loading={pay.isPending} onClick={() => pay.mutate()}>
            Pay now
          </Button>
        </>
      )}
    </section>
  );
}
