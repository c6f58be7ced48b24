/** Redis rate limiter shared by every server instance (REDIS_URL). */
import { Redis } from "ioredis";
import type { RateLimiter } from "./types";

/** `prefix` namespaces the keys: every node of one deployment must use the same one (tests use their own). */
export function redisRateLimiter(url: string, options: { prefix?: string } = {}): RateLimiter {
  const prefix = options.prefix ?? "ratelimit:";
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, limit, windowMs) {
      const fullKey = `${prefix}${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(fullKey)
        .pexpire(fullKey, windowMs, "NX")
        .pttl(fullKey)
        .exec()
        .then((rows) => [rows?.[0], rows?.[2]])) as [[unknown, number], [unknown, number]];
      const retryAfterSeconds = Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000));
      return { allowed: count <= limit, retryAfterSeconds };
    },
    async peek(key) {
      return Number((await redis.get(`${prefix}${key}`)) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}
