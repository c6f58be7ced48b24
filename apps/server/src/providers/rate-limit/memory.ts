/** In-process rate limiter: enough for one server; use Redis when running several. */
import type { Clock } from "../../lib/clock";
import type { RateLimiter } from "./types";

export function memoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now().getTime();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      return { allowed: window.count <= limit, retryAfterSeconds };
    },
    async peek(key) {
      const window = windows.get(key);
      return window && window.resetAt > clock.now().getTime() ? window.count : 0;
    },
    async close() {
      windows.clear();
    },
  };
}
