/**
 * What admins see of dispatch (decision 021): the live board (every active rider as idle, going to a restaurant,
 * going to a customer or offline, with position, orders and open offer; every order from the kitchen's yes to the
 * door as waiting, offered or assigned) and, for one order, every decision with the candidates weighed.
 */
import type { DispatchBoard, OrderDispatch } from "@zaika/contract/dispatch";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import type { ModuleDeps } from "../../deps";
import { NotFound } from "../../lib/errors";
import { activeRiders, boardOrders, carriedOrders, decisionsOf, orderExists } from "./queries";
import { expectedReadyAt } from "./weigh";

/** Orders the board shows at most (a city's evening peak holds far fewer under way at once). */
const BOARD_ORDERS = 1000;

type RiderBoardState = DispatchBoard["riders"][number]["state"];

export async function dispatchBoard(deps: Pick<ModuleDeps, "db">): Promise<DispatchBoard> {
  const [riders, carried, orders] = await Promise.all([
    activeRiders(deps.db),
    carriedOrders(deps.db),
    boardOrders(deps.db, BOARD_ORDERS),
  ]);
  const carriedBy = new Map<string, typeof carried>();
  for (const row of carried) carriedBy.set(row.riderId, [...(carriedBy.get(row.riderId) ?? []), row]);
  return {
    riders: riders.map((rider) => {
      const theirs = carriedBy.get(rider.id) ?? [];
      const state: RiderBoardState = !rider.isAvailable
        ? "offline"
        : theirs.some((o) => o.status === "OUT_FOR_DELIVERY")
          ? "to-customer"
          : theirs.length > 0
            ? "to-restaurant"
            : "idle";
      return {
        _id: rider.id,
        name: rider.name,
        phone: rider.phone ?? "",
        vehicleType: rider.vehicleType,
        state,
        position:
          rider.lat !== null && rider.lng !== null && rider.positionAt !== null
            ? { lat: rider.lat, lng: rider.lng, at: rider.positionAt.toISOString() }
            : null,
        orderIds: theirs.map((o) => o.orderId),
        offeredOrderId: rider.offeredOrderId,
      };
    }),
    orders: orders.map((order) => ({
      _id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      state: order.riderId !== null ? "assigned" : order.offeredTo !== null ? "offered" : "waiting",
      restaurant: {
        _id: order.restaurantId,
        name: order.restaurantName,
        coordinates: { lat: order.restaurantLat, lng: order.restaurantLng },
      },
      drop: order.deliveryAddress.coordinates,
      riderId: order.riderId,
      offeredTo: order.offeredTo,
      readyAt: (order.readyAt ?? expectedReadyAt(order)).toISOString(),
    })),
  };
}

/** Every decision about the order, oldest first (newest last); 404 for an unknown order. */
export async function orderDispatch(deps: Pick<ModuleDeps, "db">, orderId: string): Promise<OrderDispatch> {
  if (!(await orderExists(deps.db, orderId))) throw new NotFound(ORDER_MESSAGES.notFound);
  const rows = await decisionsOf(deps.db, orderId);
  return {
    decisions: rows.map(({ decision, riderName }) => ({
      _id: decision.id,
      at: decision.at.toISOString(),
      kind: decision.kind,
      riderId: decision.riderId,
      riderName,
      reason: decision.reason,
      candidates: decision.candidates,
    })),
  };
}
