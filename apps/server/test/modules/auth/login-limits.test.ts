/**
 * Password sign-in under a flood (behind a proxy, TRUST_PROXY): the flooding address is limited, the account owner
 * signing in from elsewhere is only ever slowed a little, never locked out.
 */
import {
  LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE,
  LOGIN_ATTEMPTS_PER_MINUTE,
  LOGIN_BACKOFF,
} from "@zaika/contract/constants";
import { MESSAGES } from "@zaika/contract/messages";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO } from "../../../src/db/seed/seed";
import { loginBackoffMs } from "../../../src/modules/auth/service";
import { createTestApp, type TestContext, testConfig } from "../../helpers/app";
import { decodeClaims } from "../../helpers/auth";

let t: TestContext;
/** The backoff waits the server asked for, recorded instead of slept. */
let waits: number[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: {
      trustProxy: true,
      loginAttemptsPerMinute: LOGIN_ATTEMPTS_PER_MINUTE,
      authLimits: {
        ...testConfig().authLimits,
        loginAttemptsPerIpAccountPerMinute: LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE,
      },
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  // A fresh minute for the per-address limits and a fresh backoff window for each test.
  t.clock.advance(LOGIN_BACKOFF.windowSeconds * 1000 + 1000);
  waits = [];
});

/** A sign-in arriving through the proxy from `ip`. */
const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: { "x-forwarded-for": ip },
  });

describe("password sign-in under a flood", () => {
  it("lets the owner in from address B after 50 wrong passwords from address A", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 50; i++)
      answers.push((await login(DEMO.restaurant.email, `guess-${i}`, "203.0.113.7")).statusCode);
    // A is cut off by its own limits, long before 50.
    expect(answers.slice(0, LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE)).toEqual(
      Array(LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE).fill(401),
    );
    expect(answers.slice(LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE).every((status) => status === 429)).toBe(true);

    const owner = await login(DEMO.restaurant.email, DEMO.restaurant.password, "198.51.100.20");
    expect(owner.statusCode, owner.body).toBe(200);
    expect(decodeClaims(owner.json().accessToken)).toMatchObject({ role: "restaurant" });
    // A from yet another address is still refused only by A's own counters, not the owner's.
    expect((await login(DEMO.restaurant.email, "again", "203.0.113.7")).statusCode).toBe(429);
  });

  it("when every wrong password is checked (50 addresses), the owner waits at most the backoff cap", async () => {
    for (let i = 0; i < 50; i++) {
      const res = await login(DEMO.restaurant.email, `guess-${i}`, `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.invalidCredentials);
    }
    // The delay grew with the failures, then stopped growing.
    expect(waits.slice(0, 4)).toEqual([250, 500, 1000, 2000]);
    expect(Math.max(...waits)).toBe(LOGIN_BACKOFF.maxMs);
    waits = [];
    const owner = await login(DEMO.restaurant.email, DEMO.restaurant.password, "198.51.100.20");
    expect(owner.statusCode).toBe(200);
    expect(waits).toEqual([LOGIN_BACKOFF.maxMs]);
  });

  it(`holds the per-address limit: ${LOGIN_ATTEMPTS_PER_MINUTE} a minute from one address, whatever the account`, async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      expect((await login(`nobody${i}@demo.test`, "x", "203.0.113.99")).statusCode).toBe(401);
    }
    const refused = await login(DEMO.admin.email, DEMO.admin.password, "203.0.113.99");
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(`Too many login attempts. Please try again in ${retryAfter} seconds.`);
    expect((await login(DEMO.admin.email, DEMO.admin.password, "198.51.100.21")).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await login(DEMO.admin.email, DEMO.admin.password, "203.0.113.99")).statusCode).toBe(200);
  });

  it("ages failures out: after the backoff window there is no wait", async () => {
    for (let i = 0; i < 6; i++) await login(DEMO.admin.email, "wrong", `192.0.2.${i + 1}`);
    t.clock.advance(LOGIN_BACKOFF.windowSeconds * 1000 + 1000);
    waits = [];
    expect((await login(DEMO.admin.email, DEMO.admin.password, "192.0.2.50")).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });
});

describe("loginBackoffMs", () => {
  it("is free for the first few failures, then doubles up to the cap", () => {
    const free = LOGIN_BACKOFF.freeFailures;
    expect(loginBackoffMs(0)).toBe(0);
    expect(loginBackoffMs(free)).toBe(0);
    expect(loginBackoffMs(free + 1)).toBe(LOGIN_BACKOFF.baseMs);
    expect(loginBackoffMs(free + 2)).toBe(LOGIN_BACKOFF.baseMs * 2);
    expect(loginBackoffMs(1000)).toBe(LOGIN_BACKOFF.maxMs);
  });
});
