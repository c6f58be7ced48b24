/** Redis rate limiter shared by every server instance (REDIS_URL). */
import { Redis } from "ioredis";
import type { RateLimiter } from "./types";

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, limit, windowMs) {
      const fullKey = `ratelimit:${key}`;
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
    async close() {
      await redis.quit();
    },
  };
}
