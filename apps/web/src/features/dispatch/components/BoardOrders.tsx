/**
 * The board's orders beside the map: each a button that selects it (the panel below then says why it went to whom and
 * offers the reassignment), with its state, restaurant, when the food is expected ready and the rider.
 */
import type { DispatchBoard } from "@zaika/contract/dispatch";
import type { OrderStatus } from "@zaika/contract/order-status";
import { t } from "../../../lib/i18n";
import { formatTime } from "../../../lib/india-time";
import { ORDER_MARKS } from "./board-marks";
import { MarkGlyph } from "./MarkGlyph";

type Order = DispatchBoard["orders"][number];

/** The catalog key of each order status's label (the contract's ORDER_STATUS_LABELS in English). */
const STATUS_KEYS = {
  PENDING: "dispatch:statusPending",
  ACCEPTED: "dispatch:statusAccepted",
  PREPARING: "dispatch:statusPreparing",
  READY_FOR_PICKUP: "dispatch:statusReadyForPickup",
  OUT_FOR_DELIVERY: "dispatch:statusOutForDelivery",
  DELIVERED: "dispatch:statusDelivered",
  REJECTED: "dispatch:statusRejected",
  CANCELLED: "dispatch:statusCancelled",
} as const satisfies Record<OrderStatus, string>;

/** The line under an order: its restaurant, status, when the food is ready and its rider (or who it is offered to). */
function orderFacts(order: Order, rider: string | undefined): string {
  const facts = [order.restaurant.name, t(STATUS_KEYS[order.status])];
  if (order.readyAt) facts.push(t("dispatch:readyAt", { time: formatTime(order.readyAt) }));
  if (rider) facts.push(order.riderId ? rider : t("dispatch:offeredTo", { rider }));
  return facts.join(" · ");
}

export function BoardOrders({
  orders,
  riderNames,
  selectedId,
  onSelect,
}: {
  orders: Order[];
  riderNames: ReadonlyMap<string, string>;
  selectedId: string | null;
  onSelect: (orderId: string) => void;
}) {
  return (
    <section aria-labelledby="board-orders-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 id="board-orders-title" className="font-semibold text-gray-900">
        {t("dispatch:orders")} <span className="font-normal text-gray-700">· {orders.length}</span>
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-gray-800">{t("dispatch:noOrdersWaiting")}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {orders.map((order) => {
            const mark = ORDER_MARKS[order.state];
            const riderId = order.riderId ?? order.offeredTo;
            const rider = riderId ? riderNames.get(riderId) : undefined;
            const selected = order._id === selectedId;
            return (
              <li key={order._id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(order._id)}
                  className={`flex w-full items-start gap-2 rounded-lg px-2 py-2 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${
                    selected ? "bg-brand-50 ring-1 ring-brand-200" : ""
                  }`}
                >
                  <span className="mt-1">
                    <MarkGlyph mark={mark} />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900">
                      #{order.orderNumber} <span className="font-normal text-gray-800">· {t(mark.labelKey)}</span>
                    </span>
                    <span className="block text-sm text-gray-700">{orderFacts(order, rider)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
