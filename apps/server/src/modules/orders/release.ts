/**
 * Scheduled orders go to the kitchen at their release time, slot − (preparation + ride) (issue 12): the sweep gives
 * each due order its kitchen arrival (which starts the escalation clock) and a "released" event, on which the
 * restaurant's new-order alert rings as for an order placed just then. An online order that is still unpaid at its
 * release time waits (the expiry sweep cancels it when its payment window closes). One node at a time (advisory lock).
 */

import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { SWEEP_LOCKS, withSweepLock } from "../../db/sweep-lock";
import type { ModuleDeps } from "../../deps";
import { kitchenArrival } from "./escalation";
import { recordOrderEvent } from "./events";
import type { OrderRow } from "./queries";

type ReleaseDeps = Pick<ModuleDeps, "db" | "clock" | "config">;

const BATCH = 100;
const SWEEP_EVERY_MS = 5_000;
export const RELEASE_NOTE = "Sent to the kitchen for its delivery slot";

/** Scheduled orders due at `now` that the kitchen may see once released (cash, or paid online), oldest first. */
async function dueReleases(tx: Tx, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    // Matches the orders_release_idx partial index.
    .where(
      and(
        isNotNull(orders.releaseAt),
        isNull(orders.kitchenAt),
        eq(orders.status, "PENDING"),
        lte(orders.releaseAt, now),
        or(eq(orders.paymentMode, "COD"), eq(orders.paymentStatus, "PAID")),
      ),
    )
    .orderBy(orders.releaseAt)
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** Releases one order (conditions checked again in the update); its row and restaurant owner, or null. */
async function release(tx: Tx, deps: ReleaseDeps, orderId: string, now: Date) {
  const [order] = await tx
    .update(orders)
    .set({ ...kitchenArrival(now, deps.config), updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.kitchenAt), eq(orders.status, "PENDING")))
    .returning();
  if (!order) return null;
  const [restaurant] = await tx
    .select({ ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  await recordOrderEvent(tx, order, restaurant?.ownerId ?? "", {
    kind: "released",
    from: "PENDING",
    to: "PENDING",
    actor: { id: null, role: "system" },
    note: RELEASE_NOTE,
    at: now,
  });
  return order satisfies OrderRow;
}

/** Releases every scheduled order due at the clock's `now`; how many. */
export async function releaseScheduledOrders(deps: ReleaseDeps): Promise<number> {
  const now = deps.clock.now();
  let released = 0;
  for (;;) {
    const pass = await withSweepLock(deps.db, SWEEP_LOCKS.release, async (tx) => {
      const due = await dueReleases(tx, now);
      let done = 0;
      for (const id of due) if (await release(tx, deps, id, now)) done++;
      return { due: due.length, done };
    });
    if (!pass.ran) return released;
    released += pass.value.done;
    if (pass.value.due < BATCH) return released;
  }
}

/** Sweeps every 5 s of real time until the returned function is called; a failed sweep is tried again. */
export function startReleaseSweeper(deps: ReleaseDeps, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseScheduledOrders(deps)
      .then((count) => {
        if (count > 0) log.info({ count }, "released scheduled orders to their kitchens");
      })
      .catch((error: unknown) => log.error({ err: error }, "scheduled-order release sweep failed"))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
