/** Where an order stands: a progress stepper over the delivery steps and the recorded history (who, when, why). */
import { type Order, type OrderTimelineEntry, orderTimelineTitle } from "@zaika/contract/order";
import { ORDER_STATUS_LABELS, PROGRESS_STEPS } from "@zaika/contract/order-status";
import { Check } from "lucide-react";
import { formatDateTime } from "../../../lib/india-time";

const ROLE_LABELS: Record<string, string> = {
  user: "Customer",
  restaurant: "Restaurant",
  admin: "Zaika support",
  rider: "Delivery partner",
  system: "Zaika",
};

function actor(entry: OrderTimelineEntry): string {
  const role = ROLE_LABELS[entry.by.role] ?? entry.by.role;
  return entry.by.name ? `${entry.by.name} (${role})` : role;
}

export function OrderProgress({ status }: { status: Order["status"] }) {
  const current = PROGRESS_STEPS.indexOf(status);
  if (current === -1) return null;
  return (
    <ol aria-label="Order progress" className="grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-6">
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
              {ORDER_STATUS_LABELS[step]}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function OrderTimeline({ order }: { order: Pick<Order, "status" | "timeline"> }) {
  const entries = [...order.timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="space-y-6">
      <OrderProgress status={order.status} />
      {entries.length > 0 && (
        <ol aria-label="Order history" className="relative space-y-4 border-l-2 border-gray-200 pl-5">
          {entries.map((entry) => (
            <li key={entry._id} className="relative">
              <span aria-hidden="true" className="absolute -left-[27px] top-1.5 size-3 rounded-full bg-brand-700" />
              <p className="font-medium text-gray-900">{orderTimelineTitle(entry)}</p>
              <p className="text-sm text-gray-700">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · by {actor(entry)}
              </p>
              {entry.reason && <p className="mt-1 text-sm text-gray-800">Reason: {entry.reason}</p>}
              {entry.note && <p className="mt-1 text-sm text-gray-800">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
