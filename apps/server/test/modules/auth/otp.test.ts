import { OTP } from "@zaika/contract/constants";
import { MESSAGES } from "@zaika/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpChallenges } from "../../../src/db/schema/auth";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext, testConfig } from "../../helpers/app";
import { requestCode } from "../../helpers/auth";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendCode = (phone: string) =>
  t.app.inject({ method: "GET", url: `/api/auth/otp?phone=${encodeURIComponent(phone)}` });
const verify = (phone: string, otp: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/verifyOtp", payload: { phone, otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** OTP.length).padStart(OTP.length, "0");

describe("GET /api/auth/otp", () => {
  it("sends a 6-digit code through the SMS provider and keeps only its hash", async () => {
    const res = await sendCode("9123450001");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.otpSent,
      resendAfterSeconds: OTP.resendAfterSeconds,
      expiresInSeconds: OTP.ttlSeconds,
    });
    const code = await t.lastCode("9123450001");
    expect(code).toMatch(/^\d{6}$/);
    const [challenge] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phone, "9123450001"));
    expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge?.codeHash).not.toContain(code);
  });

  it.each([
    ["+919123450002", "9123450002"],
    ["09123450003", "9123450003"],
    ["+91 91234 50004", "9123450004"],
  ])("accepts %s as the number %s", async (input, phone) => {
    expect((await sendCode(input)).statusCode).toBe(200);
    expect(await t.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it.each(["12345", "5123456789", "91234500011", "abcdefghij", ""])(
    "refuses %j with a 400 naming the phone field",
    async (phone) => {
      const res = await sendCode(phone);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      expect(body.details[0].field).toBe("phone");
    },
  );

  it("refuses a resend within 30 seconds with a 429 saying when to retry", async () => {
    expect((await sendCode("9123450010")).statusCode).toBe(200);
    t.clock.advance(10_000);
    const res = await sendCode("9123450010");
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("20");
    expect(res.json()).toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: 20 } });
    expect(res.json().message).toContain("20 seconds");
    t.clock.advance(20_000);
    expect((await sendCode("9123450010")).statusCode).toBe(200);
  });

  it("allows at most 5 sends per hour per phone", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode("9123450020")).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const res = await sendCode("9123450020");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/try again in \d+ minutes/);
    // The oldest send leaves the hour window after 60 minutes.
    t.clock.advance(60 * 60 * 1000 - 4 * 31_000);
    expect((await sendCode("9123450020")).statusCode).toBe(200);
  });

  it("reports a failing SMS provider as 'Failed to send OTP' (503), not a 500", async () => {
    const failing = await createTestApp({
      seed: false,
      sms: {
        name: "broken",
        sendOtp: async () => {
          throw new Error("gateway down");
        },
        sendText: async () => {
          throw new Error("gateway down");
        },
      },
    });
    try {
      const res = await failing.app.inject({ method: "GET", url: "/api/auth/otp?phone=9123450030" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: MESSAGES.failedToSendOtp });
    } finally {
      await failing.close();
    }
  });
});

describe("POST /api/auth/verifyOtp", () => {
  it("returns a single-use otpToken and whether the phone is registered", async () => {
    const code = await requestCode(t, "9123450100");
    const res = await verify("9123450100", code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ otpToken: expect.any(String), isRegistered: false });

    const demoCode = await requestCode(t, DEMO.customer.phone);
    expect((await verify(DEMO.customer.phone, demoCode)).json().isRegistered).toBe(true);
  });

  it("refuses a code that is used a second time", async () => {
    const code = await requestCode(t, "9123450101");
    expect((await verify("9123450101", code)).statusCode).toBe(200);
    const again = await verify("9123450101", code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.otpNotRequested);
  });

  it("refuses an expired code", async () => {
    const code = await requestCode(t, "9123450102");
    t.clock.advance(OTP.ttlSeconds * 1000 + 1000);
    const res = await verify("9123450102", code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.otpExpired, details: [{ field: "otp" }] });
  });

  it("counts wrong codes and, after five, refuses even the right one until a new code is sent", async () => {
    const code = await requestCode(t, "9123450103");
    for (let i = 1; i <= 4; i++) {
      const res = await verify("9123450103", wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${MESSAGES.otpInvalid} ${5 - i} attempt${5 - i === 1 ? "" : "s"} left.`);
    }
    expect((await verify("9123450103", wrongCode(code))).json().message).toBe(MESSAGES.otpTooManyAttempts);
    const right = await verify("9123450103", code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MESSAGES.otpTooManyAttempts);

    t.clock.advance(OTP.resendAfterSeconds * 1000);
    const fresh = await requestCode(t, "9123450103");
    expect((await verify("9123450103", fresh)).statusCode).toBe(200);
  });

  it("needs a 6-digit code", async () => {
    const res = await verify("9123450104", "12ab");
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: "otp", message: "OTP must be 6 digits" });
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists the kept messages newest first, filtered by phone", async () => {
    await requestCode(t, "9123450200");
    t.clock.advance(OTP.resendAfterSeconds * 1000);
    const latest = await requestCode(t, "9123450200");
    const res = await t.app.inject({ method: "GET", url: "/api/dev/outbox?phone=9123450200" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ phone: "9123450200", code: latest });
    expect(data[0].text).toContain(latest);
    expect(new Date(data[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(data[1].createdAt).getTime());
  });

  it("does not exist in production", async () => {
    const prod = await createTestApp({ seed: false, config: { env: "production" } });
    try {
      const res = await prod.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe("OTP_RESEND_AFTER_SECONDS", () => {
  it("sets the resend interval the answer announces and the limit enforces (browser tests shorten it)", async () => {
    const quick = await createTestApp({
      seed: false,
      config: { authLimits: { ...testConfig().authLimits, otpResendAfterSeconds: 2 } },
    });
    try {
      const send = () => quick.app.inject({ method: "GET", url: "/api/auth/otp?phone=9123450099" });
      const first = await send();
      expect(first.statusCode).toBe(200);
      expect(first.json().resendAfterSeconds).toBe(2);
      quick.clock.advance(1000);
      const early = await send();
      expect(early.statusCode).toBe(429);
      expect(early.headers["retry-after"]).toBe("1");
      quick.clock.advance(1000);
      expect((await send()).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
  });
});
