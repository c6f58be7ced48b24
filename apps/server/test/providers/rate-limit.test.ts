import { afterAll, describe, expect, it } from "vitest";
import { manualClock } from "../../src/lib/clock";
import { memoryRateLimiter } from "../../src/providers/rate-limit/memory";
import { redisRateLimiter } from "../../src/providers/rate-limit/redis";
import type { RateLimiter } from "../../src/providers/rate-limit/types";

describe("memory rate limiter", () => {
  it("allows the limit within a window, then refuses with the time left, then resets", async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter(clock);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", 3, 60_000)).allowed).toBe(true);
    clock.advance(15_000);
    expect(await limiter.hit("k", 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit("other", 3, 60_000)).allowed).toBe(true);
    clock.advance(45_000);
    expect((await limiter.hit("k", 3, 60_000)).allowed).toBe(true);
  });

  it("peeks at a window's count without adding to it, and reads 0 once the window is over", async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter(clock);
    expect(await limiter.peek("k")).toBe(0);
    await limiter.hit("k", 10, 60_000);
    await limiter.hit("k", 10, 60_000);
    expect(await limiter.peek("k")).toBe(2);
    expect(await limiter.peek("k")).toBe(2);
    clock.advance(60_000);
    expect(await limiter.peek("k")).toBe(0);
  });
});

// Runs where a Redis server is configured (the CI pass on this machine's services).
describe.runIf(process.env.REDIS_URL)("redis rate limiter", () => {
  let limiter: RateLimiter | undefined;
  afterAll(() => limiter?.close());

  it("shares counts between limiter instances", async () => {
    const url = process.env.REDIS_URL as string;
    limiter = redisRateLimiter(url);
    const second = redisRateLimiter(url);
    const key = `test:${Date.now()}:${Math.random()}`;
    expect((await limiter.hit(key, 2, 10_000)).allowed).toBe(true);
    expect((await second.hit(key, 2, 10_000)).allowed).toBe(true);
    const third = await limiter.hit(key, 2, 10_000);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(await second.peek(key)).toBe(3);
    expect(await second.peek(`${key}:none`)).toBe(0);
    await second.close();
  });

  it("keeps limiters with different prefixes apart", async () => {
    const url = process.env.REDIS_URL as string;
    const key = `test:${Date.now()}:${Math.random()}`;
    const one = redisRateLimiter(url, { prefix: `${key}:one:` });
    const two = redisRateLimiter(url, { prefix: `${key}:two:` });
    try {
      expect((await one.hit("k", 1, 10_000)).allowed).toBe(true);
      expect((await one.hit("k", 1, 10_000)).allowed).toBe(false);
      expect((await two.hit("k", 1, 10_000)).allowed).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
