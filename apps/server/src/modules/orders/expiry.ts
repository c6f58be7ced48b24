/** Unpaid online orders expire when their payment window closes: cancelled by the system, never shown to restaurants. */
import { cancellationPostings } from "@zaika/contract/ledger";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client";
import { SWEEP_LOCKS, withSweepLock } from "../../db/sweep-lock";
import type { ModuleDeps } from "../../deps";
import { billOf, orderRefs, recordPostings } from "../ledger/service";
import { recordOrderEvent } from "./events";
import { cancelUnpaidOrder, dueUnpaidOrderIds } from "./queries";

export const EXPIRY_REASON = "Payment not completed in time";
const SWEEP_EVERY_MS = 30_000;
const BATCH = 200;

type ExpiryDeps = Pick<ModuleDeps, "db" | "clock">;

/**
 * Cancels every PENDING, unpaid ONLINE order past its payableUntil; returns how many. Runs on every instance, acts on
 * one at a time: each batch holds the expiry sweep's advisory lock (another node's pass skips it).
 */
export async function expireUnpaidOrders(deps: ExpiryDeps): Promise<number> {
  const now = deps.clock.now();
  let expired = 0;
  for (;;) {
    const pass = await withSweepLock(deps.db, SWEEP_LOCKS.expiry, async (lock) => {
      const due = await dueUnpaidOrderIds(lock, now, BATCH);
      let done = 0;
      for (const id of due) if (await expireOne(lock, id, now)) done++;
      return { due: due.length, done };
    });
    if (!pass.ran) return expired;
    expired += pass.value.done;
    if (pass.value.due < BATCH) return expired;
  }
}

/** Expires one order, in a savepoint of its own. */
function expireOne(lock: Tx, id: string, now: Date): Promise<boolean> {
  return lock.transaction(async (tx) => {
    // The conditions again, atomically: a payment that landed since the select wins.
    const cancelled = await cancelUnpaidOrder(tx, id, { reason: EXPIRY_REASON, at: now });
    if (!cancelled) return false;
    // Never paid, so only the sale is undone.
    const postings = cancellationPostings({ bill: billOf(cancelled.order), feePaise: 0, paidPaise: 0 });
    await recordPostings(tx, postings, orderRefs(cancelled.order, now));
    await recordOrderEvent(tx, cancelled.order, cancelled.restaurantOwnerId, {
      kind: "status",
      from: "PENDING",
      to: "CANCELLED",
      actor: { id: null, role: "system" },
      reason: EXPIRY_REASON,
      at: now,
    });
    return true;
  });
}

/** Runs the sweep every 30 s until the returned function is called; failures are logged and retried next time. */
export function startOrderExpiry(deps: ExpiryDeps, log: FastifyBaseLogger): () => void {
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
