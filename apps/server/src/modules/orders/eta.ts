/**
 * Learned ETAs on orders (issue 12; the rules are the contract's eta.ts): the range promised when an order is placed
 * and again at each status change, when the kitchen accepted it and when the food was ready, and the restaurant's
 * learned preparation time, learned again from its latest orders whenever one is ready.
 */
import {
  type EtaModel,
  kitchenPreparationMinutes,
  learnedPreparationMinutes,
  type OrderEta,
  orderEta,
} from "@zaika/contract/eta";
import { type OrderStatus, TERMINAL_STATUSES } from "@zaika/contract/order-status";
import type { Db, Tx } from "../../db/client";
import { type KitchenTimes, kitchenTimes, recentPreparationMinutes, storeLearnedPreparation } from "./eta-queries";
import type { OrderRow, OrderUpdate } from "./queries";

type Conn = Db | Tx;

/** A kitchen's preparation time now: learned (else configured), plus the minutes it is busy. */
export function preparationOf(kitchen: KitchenTimes): number {
  return kitchenPreparationMinutes({
    learnedMinutes: kitchen.learnedPreparationMinutes,
    configuredMinutes: kitchen.preparationMinutes,
    busyMinutes: kitchen.busyMinutes,
  });
}

/** The kitchen's preparation time now, read from the database; undefined when the restaurant is gone. */
export async function currentPreparation(conn: Conn, restaurantId: string): Promise<number | undefined> {
  const kitchen = await kitchenTimes(conn, restaurantId);
  return kitchen && preparationOf(kitchen);
}

/** The range a new order is promised: waiting for the kitchen, from now. */
export function placementEta(
  model: EtaModel,
  kitchen: KitchenTimes,
  distanceMetres: number,
  now: Date,
): Pick<OrderRow, "etaFrom" | "etaTo"> {
  const promised = orderEta(model, {
    status: "PENDING",
    now,
    preparationMinutes: preparationOf(kitchen),
    acceptedAt: null,
    distanceMetres,
  });
  return { etaFrom: promised?.from ?? null, etaTo: promised?.to ?? null };
}

/**
 * What a move to `to` sets besides its effect (`set`): when the kitchen accepted it or finished it, and the range
 * worked out again for the new status; once accepted, the estimated delivery time is the range's end. A move to an
 * end (delivered, rejected, cancelled) keeps the last promise as it was.
 */
export async function etaAfterMove(
  tx: Tx,
  model: EtaModel,
  order: OrderRow,
  to: OrderStatus,
  set: OrderUpdate,
  now: Date,
): Promise<OrderUpdate> {
  const marks: OrderUpdate = {};
  if (to === "ACCEPTED") marks.acceptedAt = now;
  if (to === "READY_FOR_PICKUP") marks.readyAt = now;
  if (TERMINAL_STATUSES.includes(to)) return marks;
  const preparationMinutes =
    set.preparationMinutes ?? order.preparationMinutes ?? (await currentPreparation(tx, order.restaurantId));
  if (preparationMinutes === undefined) return marks;
  const promised = orderEta(model, {
    status: to,
    now,
    preparationMinutes,
    acceptedAt: marks.acceptedAt ?? order.acceptedAt,
    distanceMetres: order.distanceMetres,
  });
  if (!promised) return marks;
  return {
    ...marks,
    etaFrom: promised.from,
    etaTo: promised.to,
    ...(to === "PENDING" ? {} : { estimatedDeliveryAt: promised.to }),
  };
}

/** After a move: an order that became ready teaches its restaurant's preparation time (the median of its latest). */
export async function learnFromMove(tx: Tx, order: Pick<OrderRow, "status" | "restaurantId">): Promise<void> {
  if (order.status !== "READY_FOR_PICKUP") return;
  const samples = await recentPreparationMinutes(tx, order.restaurantId);
  await storeLearnedPreparation(tx, order.restaurantId, learnedPreparationMinutes(samples));
}

/** The promised window on the wire: null once the order is over, or for an order from before ETAs were promised. */
export function wireEta(order: Pick<OrderRow, "status" | "etaFrom" | "etaTo">): OrderEta | null {
  if (TERMINAL_STATUSES.includes(order.status) || !order.etaFrom || !order.etaTo) return null;
  return { from: order.etaFrom.toISOString(), to: order.etaTo.toISOString() };
}
