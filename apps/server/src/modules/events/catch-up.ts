/**
 * Where to catch up from after the LISTEN connection was lost. Order event ids come from a sequence, so they are
 * handed out in order but may commit out of order: a transaction that took id 10 can commit after one that took 11.
 * "Everything after the last id heard" would then miss 10. Instead this log remembers, over time, the highest id heard
 * so far; the catch-up starts from the highest id already heard STRAGGLER_MS before the connection was lost. Any
 * event committed after that moment took its id later (a transaction holds its id for less than STRAGGLER_MS), so it
 * is above the floor. What the catch-up finds that a stream already sent is dropped by that stream's dedupe.
 */

/** Longer than any transaction that writes an order event takes between taking its id and committing. */
export const STRAGGLER_MS = 30_000;
/** Marks closer together than this are merged (keeping the later time, which only lowers a floor: safe). */
const MARK_GRANULARITY_MS = 100;

export interface HeardLog {
  /** An order event id known to be committed at `at` (heard live, caught up, or the newest at start-up). */
  record(id: number, at?: number): void;
  /** The highest id recorded so far, or null before the first. */
  latest(): number | null;
  /** Catch up with ids above this after a loss at lostAt; null when nothing was recorded yet. */
  floor(lostAt: number): number | null;
}

export function heardLog(stragglerMs = STRAGGLER_MS): HeardLog {
  // Times and ids both ascending. Only the last mark older than stragglerMs before the newest is ever needed (a loss
  // is noticed after everything heard so far), so older ones are dropped.
  // `start` is when a mark was opened: a mark takes in ids for MARK_GRANULARITY_MS at most. `first` is the id it was
  // opened with: the only one of its ids known to have been heard by `start`.
  const marks: Array<{ start: number; at: number; id: number; first: number }> = [];
  return {
    record(id, at = Date.now()) {
      const last = marks[marks.length - 1];
      if (last && id <= last.id) return;
      if (last && at - last.start < MARK_GRANULARITY_MS) {
        last.id = id;
        last.at = Math.max(last.at, at);
      } else {
        marks.push({ start: at, at, id, first: id });
      }
      const newest = marks[marks.length - 1] as { at: number };
      while (marks.length > 1 && (marks[1] as { at: number }).at <= newest.at - stragglerMs) marks.shift();
    },
    latest: () => marks[marks.length - 1]?.id ?? null,
    floor(lostAt) {
      let floor: number | null = null;
      for (const mark of marks) {
        if (mark.at > lostAt - stragglerMs) break;
        floor = mark.id;
      }
      // Everything recorded is recent (the instance started less than stragglerMs before the loss): the first id ever
      // recorded is the best known (not the oldest mark's merged id, which may have been heard just before the loss);
      // only an event whose transaction began before this instance started could be missed.
      return floor ?? marks[0]?.first ?? null;
    },
  };
}

/** A bounded set of the ids a stream sent, oldest forgotten first: enough to cover any catch-up window. */
export function sentIds(capacity: number) {
  const ids = new Set<number>();
  return {
    has: (id: number) => ids.has(id),
    add(id: number) {
      ids.add(id);
      if (ids.size > capacity) {
        const oldest = ids.values().next().value;
        if (oldest !== undefined) ids.delete(oldest);
      }
    },
  };
}
