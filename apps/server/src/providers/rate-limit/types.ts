/** Counts hits per key in fixed windows: in memory on one instance, in Redis across many. */
export interface RateLimiter {
  /** Records one hit; `allowed` is false once the key has had `limit` hits in the current window. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** The hits of the key's current window, without adding one (0 when none). */
  peek(key: string): Promise<number>;
  close(): Promise<void>;
}
