/** Unpaid online orders expire when their payment window closes: cancelled by the system, never shown to restaurants. */

import { and, eq, lt, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import type { ModuleDeps } from "../../deps";
import { recordOrderEvent } from "./events";

export const EXPIRY_REASON = "Payment not completed in time";
const SWEEP_EVERY_MS = 30_000;
const BATCH = 200;

/** Cancels every PENDING, unpaid ONLINE order past its payableUntil; returns how many. Safe to run on every instance. */
export async function expireUnpaidOrders(deps: Pick<ModuleDeps, "db" | "clock">): Promise<number> {
  const now = deps.clock.now();
  let expired = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: orders.id })
      .from(orders)
      // Matches the orders_unpaid_idx partial index.
      .where(
        and(
          eq(orders.paymentMode, "ONLINE"),
          ne(orders.paymentStatus, "PAID"),
          ne(orders.paymentStatus, "REFUNDED"),
          eq(orders.status, "PENDING"),
          lt(orders.payableUntil, now),
        ),
      )
      .limit(BATCH);
    for (const { id } of due) {
      const done = await deps.db.transaction(async (tx) => {
        // The conditions again, atomically: a payment that landed since the select wins.
        const [order] = await tx
          .update(orders)
          .set({
            status: "CANCELLED",
            cancelledBy: "system",
            cancelReason: EXPIRY_REASON,
            cancelledAt: now,
            updatedAt: now,
          })
          .where(
            and(
              eq(orders.id, id),
              eq(orders.status, "PENDING"),
              ne(orders.paymentStatus, "PAID"),
              ne(orders.paymentStatus, "REFUNDED"),
            ),
          )
          .returning();
        if (!order) return false;
        const [restaurant] = await tx
          .select({ ownerId: restaurants.ownerId })
          .from(restaurants)
          .where(eq(restaurants.id, order.restaurantId));
        await recordOrderEvent(tx, order, restaurant?.ownerId ?? "", {
          kind: "status",
          from: "PENDING",
          to: "CANCELLED",
          actor: { id: null, role: "system" },
          reason: EXPIRY_REASON,
          at: now,
        });
        return true;
      });
      if (done) expired++;
    }
    if (due.length < BATCH) return expired;
  }
}

/** Runs the sweep every 30 s until the returned function is called; failures are logged and retried next time. */
export function startOrderExpiry(deps: ModuleDeps, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidOrders(deps)
      .then((count) => {
        if (count > 0) log.info({ count }, "expired unpaid online orders");
      })
      .catch((error: unknown) => log.error({ err: error }, "order expiry sweep failed"))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
