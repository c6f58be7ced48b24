/**
 * The chances behind the history: how many orders a day, how they spread over the hours of an India day and the days
 * of the week, and the two draws everything else is made of (a weighted pick, a moment a random while later). Kept
 * together so the shape of a day can be read, and tuned, in one place; all of it from a seeded generator, so the same
 * `now` gives the same history.
 */
import type { Random } from "@zaika/seed-artwork/random";

/** About this many orders over the default 90 days (fewer for a shorter history). */
export const ORDERS_PER_DAY = 33;

/** Orders by hour of the India day: breakfast, a lunch peak 12–15, an evening peak 19–23, little at night. */
export const HOUR_WEIGHTS = [
  1.2, 0.6, 0.35, 0.2, 0.12, 0.12, 0.25, 0.8, 1.5, 2, 2.2, 3.5, 7, 9, 7, 3.5, 2.8, 3, 4, 7, 9.5, 9, 6, 3,
] as const;
/** Monday first: weekends are busier. */
export const WEEKDAY_WEIGHTS = {
  monday: 0.85,
  tuesday: 0.85,
  wednesday: 0.9,
  thursday: 0.95,
  friday: 1.1,
  saturday: 1.3,
  sunday: 1.35,
} as const;

export function weighted<T>(rng: Random, items: readonly T[], weightOf: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += weightOf(item);
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= weightOf(item);
    if (roll < 0) return item;
  }
  const last = items.at(-1);
  if (last === undefined) throw new Error("history: nothing to pick from");
  return last;
}

export const later = (at: Date, minMs: number, maxMs: number, rng: Random) =>
  new Date(at.getTime() + Math.round(rng.range(minMs, maxMs)));
