/**
 * Background sweeps run on every node but act on one at a time (ARCHITECTURE §2): each pass is a transaction that
 * first tries a PostgreSQL advisory lock, and a node that cannot get it skips the pass. The lock belongs to the
 * transaction, so it is gone the moment the pass commits, fails, or its node dies: another node takes over at its
 * next tick. PGlite has a single connection that runs one transaction at a time, so there passes simply queue.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client";

/**
 * The two-key form of the advisory lock, with this first key for every sweep: that key space never overlaps the
 * one-key locks (the migration lock, hashtext() locks of sign-in codes), so a sweep's lock collides with nothing else.
 */
const SWEEP_LOCK_SPACE = 7243;

/** One second key per sweep. */
export const SWEEP_LOCKS = {
  /** Unanswered orders: the SMS to the restaurant and the auto-cancel (orders/escalation.ts). */
  escalation: 1,
  /** Scheduled orders sent to the kitchen at their release time (orders/release.ts). */
  release: 2,
  /** Unpaid online orders cancelled when their payment window closes (orders/expiry.ts). */
  expiry: 3,
  /** Offers to riders: expiring them and making new ones (dispatch/engine.ts, issue 13). */
  dispatch: 4,
  /** Track points deleted some days after their order's delivery (tracking, issue 13). */
  trackRetention: 5,
} as const;

export type SweepLockResult<T> = { ran: true; value: T } | { ran: false };

/** Runs `work` in a transaction holding the sweep's lock; `{ ran: false }` without running it when another has it. */
export async function withSweepLock<T>(
  db: Db,
  sweep: number,
  work: (tx: Tx) => Promise<T>,
): Promise<SweepLockResult<T>> {
  return db.transaction(async (tx): Promise<SweepLockResult<T>> => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_SPACE}::int4, ${sweep}::int4) as locked`,
    );
    const locked = (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked === true;
    if (!locked) return { ran: false };
    return { ran: true, value: await work(tx) };
  });
}
