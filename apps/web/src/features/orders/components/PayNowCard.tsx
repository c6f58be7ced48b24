/** "Pay now" for an unpaid online order, with the time left in its payment window (it expires after that). */
import type { Order } from "@zaika/contract/order";
import { Trans } from "../../../components/i18n/Trans";
import { Button } from "../../../components/ui/Button";
import { formatRupees, t } from "../../../lib/i18n";
import { formatCountdown, formatTime } from "../../../lib/india-time";
import { usePayOrder } from "../api/pay-order";
import { useNow } from "../lib/use-now";

export function PayNowCard({ order }: { order: Pick<Order, "_id" | "amountPayable" | "payableUntil"> }) {
  const pay = usePayOrder(order._id);
  const deadline = order.payableUntil ? new Date(order.payableUntil).getTime() : null;
  const now = useNow(1000, deadline !== null);
  if (deadline === null) return null;
  const left = deadline - now;
  const expired = left <= 0;

  return (
    <section aria-labelledby="pay-now-title" className="rounded-2xl bg-yellow-50 p-5 ring-1 ring-yellow-300">
      <h2 id="pay-now-title" className="font-semibold text-gray-900">
        {t("orders:paymentPending")}
      </h2>
      {expired ? (
        <p className="mt-1 text-gray-900">{t("orders:payWindowPassed")}</p>
      ) : (
        <>
          <p className="mt-1 text-gray-900">
            <Trans
              i18nKey="orders:payBy"
              values={{
                amount: formatRupees(order.amountPayable),
                time: formatTime(order.payableUntil ?? ""),
                left: formatCountdown(left),
              }}
              components={{ countdown: <span className="font-semibold" aria-hidden="true" /> }}
            />
          </p>
          <Button className="mt-3" loading={pay.isPending} onClick={() => pay.mutate()}>
            {t("cart:payNow")}
          </Button>
        </>
      )}
    </section>
  );
}
