/**
 * Phone codes under abuse: sends limited per address and for the whole platform, checks limited per address, all
 * shared by every node through Redis; in production the offline SMS provider keeps and logs no code.
 */
import { Writable } from "node:stream";
import { OTP } from "@zaika/contract/constants";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { otpChallenges, smsOutbox } from "../../../src/db/schema/auth";
import { redisRateLimiter } from "../../../src/providers/rate-limit/redis";
import { createTestApp, type TestContext, testConfig } from "../../helpers/app";

/** The contract's default limits (the shared test config raises them for the other test files). */
const DEFAULT_LIMITS = {
  ...testConfig().authLimits,
  otpSendsPerIpPerHour: OTP.maxSendsPerIpPerHour,
  otpSendsPerMinute: OTP.maxSendsPerMinute,
  otpVerifiesPerIpPerHour: OTP.maxVerifiesPerIpPerHour,
};
const HOUR_MS = 60 * 60 * 1000;

type Inject = TestContext["app"]["inject"];
const sendFrom = (inject: Inject, phone: string, ip: string) =>
  inject({ method: "GET", url: `/api/auth/otp?phone=${phone}`, remoteAddress: ip });
const verifyFrom = (inject: Inject, phone: string, otp: string, ip: string) =>
  inject({ method: "POST", url: "/api/auth/verifyOtp", payload: { phone, otp }, remoteAddress: ip });
/** The n-th test phone: 10 digits starting 9. */
const phoneNo = (n: number) => `9${String(700_000_000 + n)}`;

describe("OTP limits with the default numbers", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { authLimits: DEFAULT_LIMITS } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR_MS + 1000));

  it("throttles 100 phones from one address with a 429, Retry-After and when to try again", async () => {
    const inject = t.app.inject.bind(t.app);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<Inject>> | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await sendFrom(inject, phoneNo(i), "10.9.0.1");
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(OTP.maxSendsPerIpPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - OTP.maxSendsPerIpPerHour);
    // Only the codes actually allowed were sent.
    const [sent] = await t.database.db.select({ n: count() }).from(smsOutbox);
    expect(sent?.n).toBe(OTP.maxSendsPerIpPerHour);

    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused?.json()).toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: retryAfter } });
    expect(refused?.json().message).toBe(
      `Too many OTP requests from your network. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
    // Another address is unaffected; the flooding one may send again after the hour.
    expect((await sendFrom(inject, phoneNo(200), "10.9.0.2")).statusCode).toBe(200);
    t.clock.advance(HOUR_MS);
    expect((await sendFrom(inject, phoneNo(201), "10.9.0.1")).statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64, so hopping addresses inside it does not help", async () => {
    const inject = t.app.inject.bind(t.app);
    for (let i = 0; i < OTP.maxSendsPerIpPerHour; i++) {
      expect((await sendFrom(inject, phoneNo(600 + i), `2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await sendFrom(inject, phoneNo(699), "2001:db8:5:6:ffff::1")).statusCode).toBe(429);
    expect((await sendFrom(inject, phoneNo(698), "2001:db8:5:7::1")).statusCode).toBe(200);
  });

  it("limits code checks per address, even spread over many phones", async () => {
    const inject = t.app.inject.bind(t.app);
    for (let i = 0; i < OTP.maxVerifiesPerIpPerHour; i++) {
      // No code was requested for these phones: each check still counts.
      expect((await verifyFrom(inject, phoneNo(300 + i), "000000", "10.9.1.1")).statusCode).toBe(400);
    }
    expect((await sendFrom(inject, phoneNo(299), "10.9.1.1")).statusCode).toBe(200);
    const code = await t.lastCode(phoneNo(299));
    const refused = await verifyFrom(inject, phoneNo(299), code, "10.9.1.1");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many OTP checks from your network\. Please try again in \d+ minutes\.$/,
    );
    // The right code from another address still works: the limit is per address, not per phone.
    expect((await verifyFrom(inject, phoneNo(299), code, "10.9.1.2")).statusCode).toBe(200);
  });
});

describe("the platform-wide cap on codes sent", () => {
  const CAP = 5;
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { authLimits: { ...DEFAULT_LIMITS, otpSendsPerMinute: CAP } } });
  });
  afterAll(() => t.close());

  it("refuses sends past the cap from any address until the minute is over", async () => {
    const inject = t.app.inject.bind(t.app);
    for (let i = 0; i < CAP; i++)
      expect((await sendFrom(inject, phoneNo(400 + i), `10.8.0.${i}`)).statusCode).toBe(200);
    // A per-phone refusal does not use up the cap.
    expect((await sendFrom(inject, phoneNo(400), "10.8.1.1")).statusCode).toBe(429);
    const refused = await sendFrom(inject, phoneNo(450), "10.8.2.1");
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(
      `We are sending too many codes right now. Please try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
    );
    const [sent] = await t.database.db.select({ n: count() }).from(smsOutbox);
    expect(sent?.n).toBe(CAP);
    t.clock.advance(61_000);
    expect((await sendFrom(inject, phoneNo(450), "10.8.2.1")).statusCode).toBe(200);
  });
});

describe("codes in production", () => {
  it("the offline SMS provider keeps no code in the outbox and logs none", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const prod = await createTestApp({ seed: false, config: { env: "production" }, logger: { level: "info", stream } });
    try {
      const res = await sendFrom(prod.app.inject.bind(prod.app), "9123456789", "10.7.0.1");
      expect(res.statusCode).toBe(200);
      const [kept] = await prod.database.db.select({ n: count() }).from(smsOutbox);
      expect(kept?.n).toBe(0);
      const [challenge] = await prod.database.db.select().from(otpChallenges);
      expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/); // a code was issued, kept only as a hash
      const log = lines.join("");
      expect(log).toContain("OTP for 91xxxxxx89 withheld");
      // No six-digit run in anything logged (bar the timing fields): no code. The phone in the URL has ten.
      for (const line of lines) {
        const { time: _time, pid: _pid, hostname: _host, responseTime: _rt, ...rest } = JSON.parse(line);
        expect(JSON.stringify(rest)).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
      }
    } finally {
      await prod.close();
    }
  });
});

// Two server instances with their own Redis connections, as two nodes would have (skips without REDIS_URL).
describe.runIf(process.env.REDIS_URL)("OTP limits across instances (Redis)", () => {
  it("two instances share the per-address send limit", async () => {
    const url = process.env.REDIS_URL as string;
    // A prefix of this run's own, so reruns within the hour (and other suites on this Redis) never collide.
    const prefix = `test:otp-limits:${Date.now()}:${Math.random()}:`;
    const limits = { ...DEFAULT_LIMITS, otpSendsPerIpPerHour: 4 };
    const a = await createTestApp({
      seed: false,
      config: { authLimits: limits },
      limiter: redisRateLimiter(url, { prefix }),
    });
    const b = await createTestApp({
      seed: false,
      config: { authLimits: limits },
      limiter: redisRateLimiter(url, { prefix }),
    });
    try {
      const onA = a.app.inject.bind(a.app);
      const onB = b.app.inject.bind(b.app);
      expect((await sendFrom(onA, phoneNo(500), "10.6.0.1")).statusCode).toBe(200);
      expect((await sendFrom(onB, phoneNo(501), "10.6.0.1")).statusCode).toBe(200);
      expect((await sendFrom(onA, phoneNo(502), "10.6.0.1")).statusCode).toBe(200);
      expect((await sendFrom(onB, phoneNo(503), "10.6.0.1")).statusCode).toBe(200);
      // Each instance has seen only two: the fifth is refused on either because the count lives in Redis.
      const refusedOnA = await sendFrom(onA, phoneNo(504), "10.6.0.1");
      const refusedOnB = await sendFrom(onB, phoneNo(505), "10.6.0.1");
      expect([refusedOnA.statusCode, refusedOnB.statusCode]).toEqual([429, 429]);
      expect(Number(refusedOnB.headers["retry-after"])).toBeGreaterThan(0);
      expect((await sendFrom(onB, phoneNo(506), "10.6.0.2")).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
