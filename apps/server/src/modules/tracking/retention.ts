/**
 * Track points are personal data kept only as long as a complaint about the delivery may need them: they are deleted
 * TRACK_RETENTION_DAYS (default 7, contract DISPATCH.trackRetentionDays) after their order was delivered, cancelled
 * or rejected (decision 021). One node at a time (advisory lock), in batches so that no pass holds locks for long.
 */
import { DISPATCH } from "@zaika/contract/dispatch";
import type { FastifyBaseLogger } from "fastify";
import { SWEEP_LOCKS, withSweepLock } from "../../db/sweep-lock";
import type { ModuleDeps } from "../../deps";
import { deleteEndedTrackPoints } from "./queries";

type RetentionDeps = Pick<ModuleDeps, "db" | "clock" | "config">;

const BATCH = 5_000;
const SWEEP_EVERY_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** Deletes the track points of every order that ended more than the retention period before the clock's now; how many. */
export async function deleteExpiredTracks(deps: RetentionDeps): Promise<number> {
  const days = deps.config.trackRetentionDays ?? DISPATCH.trackRetentionDays;
  const cutoff = new Date(deps.clock.now().getTime() - days * DAY_MS);
  let deleted = 0;
  for (;;) {
    const pass = await withSweepLock(deps.db, SWEEP_LOCKS.trackRetention, (tx) =>
      deleteEndedTrackPoints(tx, cutoff, BATCH),
    );
    if (!pass.ran) return deleted;
    deleted += pass.value;
    if (pass.value < BATCH) return deleted;
  }
}

/** Sweeps every 5 minutes of real time until the returned function is called; a failed sweep is tried again. */
export function startTrackRetentionSweeper(deps: RetentionDeps, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deleteExpiredTracks(deps)
      .then((count) => {
        if (count > 0) log.info({ count }, "deleted track points past their retention");
      })
      .catch((error: unknown) => log.error({ err: error }, "track retention sweep failed"))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
