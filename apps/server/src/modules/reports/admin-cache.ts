/**
 * The admins' figures at most a minute old (decision 015): the overview and the platform revenue sum every order of
 * the platform, so each is computed once per key at a time, concurrent callers share that computation, and its result
 * is kept for `ttlMs`. Stale by design, unlike the caches of decision 011; a failed computation is not kept. An
 * owner's figures never come from here.
 */
import type { Clock } from "../../lib/clock";

/** How long the admins' figures are kept by default. */
export const ADMIN_REPORT_TTL_MS = 60_000;

export interface AdminReportCache {
  /** The value kept for `key` if younger than the cache's lifetime, else `compute()`'s, shared by concurrent callers. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export function adminReportCache(clock: Clock, ttlMs: number = ADMIN_REPORT_TTL_MS): AdminReportCache {
  const kept = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const entry = kept.get(key);
      if (entry && now - entry.at < ttlMs) return entry.value as Promise<T>;
      // While it is computed the entry never expires (at = ∞), so callers arriving meanwhile share it.
      const value = compute();
      const pending = { at: Number.POSITIVE_INFINITY, value: value as Promise<unknown> };
      kept.set(key, pending);
      value.then(
        () => {
          if (kept.get(key) === pending) pending.at = clock.now().getTime();
        },
        () => {
          if (kept.get(key) === pending) kept.delete(key);
        },
      );
      return value;
    },
  };
}
