/** Where an order stands: a progress stepper over the delivery steps and the recorded history (who, when, why). */
import type { Order, OrderTimelineEntry } from "@zaika/contract/order";
import { PROGRESS_STEPS } from "@zaika/contract/order-status";
import { Check } from "lucide-react";
import { messageText, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { orderStatusText } from "../../../lib/order-status-text";

const ROLE_KEYS: Record<string, string> = {
  user: "orders:roleCustomer",
  restaurant: "orders:roleRestaurant",
  admin: "orders:roleSupport",
  rider: "orders:roleRider",
  system: "orders:roleSystem",
};

/** The contract's ORDER_TIMELINE_TITLES, in the app's language. */
const TIMELINE_TITLE_KEYS = {
  placed: "orders:timelinePlaced",
  payment: "orders:timelinePayment",
  payment_failed: "orders:timelinePaymentFailed",
  rider: "orders:timelineRider",
  refund: "orders:timelineRefund",
  released: "orders:timelineReleased",
  updated: "orders:timelineUpdated",
} as const;

/** The contract's orderTimelineTitle: what happened, never "Payment received" for a payment that was declined. */
export function timelineTitle(entry: Pick<OrderTimelineEntry, "type" | "from" | "to">): string {
  if (entry.type !== "status") return t(TIMELINE_TITLE_KEYS[entry.type]);
  if (entry.to === "PENDING" && entry.from === null) return t(TIMELINE_TITLE_KEYS.placed);
  return entry.to ? orderStatusText(entry.to) : t(TIMELINE_TITLE_KEYS.updated);
}

function actor(entry: OrderTimelineEntry): string {
  const key = ROLE_KEYS[entry.by.role];
  const role = key ? t(key) : entry.by.role;
  return entry.by.name ? t("orders:actorWithRole", { name: entry.by.name, role }) : role;
}

/** `firstStep`: the first step's words instead of its status (the customer's "Waiting for the restaurant"). */
export function OrderProgress({ status, firstStep }: { status: Order["status"]; firstStep?: string }) {
  const current = PROGRESS_STEPS.indexOf(status);
  if (current === -1) return null;
  return (
    <ol aria-label={t("orders:orderProgress")} className="grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-6">
      {PROGRESS_STEPS.map((step, index) => {
        const done = index < current || status === "DELIVERED";
        const active = index === current && status !== "DELIVERED";
        return (
          <li
            key={step}
            aria-current={index === current ? "step" : undefined}
            className="flex flex-col items-center text-center"
          >
            <span
              className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold ${
                done
                  ? "bg-green-700 text-white"
                  : active
                    ? "bg-brand-700 text-white ring-4 ring-brand-100"
                    : "bg-gray-200 text-gray-700"
              }`}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className={`mt-1 text-xs ${index <= current ? "font-semibold text-gray-900" : "text-gray-700"}`}>
              {index === 0 && firstStep ? firstStep : orderStatusText(step)}
              {done && <span className="sr-only"> {t("orders:stepDone")}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function OrderTimeline({ order, firstStep }: { order: Pick<Order, "status" | "timeline">; firstStep?: string }) {
  const entries = [...order.timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="space-y-6">
      <OrderProgress status={order.status} firstStep={firstStep} />
      {entries.length > 0 && (
        <ol aria-label={t("orders:orderHistory")} className="relative space-y-4 border-l-2 border-gray-200 pl-5">
          {entries.map((entry) => (
            <li key={entry._id} className="relative">
              <span aria-hidden="true" className="absolute -left-[27px] top-1.5 size-3 rounded-full bg-brand-700" />
              <p className="font-medium text-gray-900">{timelineTitle(entry)}</p>
              <p className="text-sm text-gray-700">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ·{" "}
                {t("orders:byActor", { actor: actor(entry) })}
              </p>
              {entry.reason && (
                <p className="mt-1 text-sm text-gray-800">
                  {t("orders:reasonLine", { reason: messageText(entry.reason) })}
                </p>
              )}
              {entry.note && <p className="mt-1 text-sm text-gray-800">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
