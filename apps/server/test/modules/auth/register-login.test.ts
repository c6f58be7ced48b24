import { ACCESS_TOKEN_TTL_SECONDS, LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE, OTP } from "@zaika/contract/constants";
import { MESSAGES } from "@zaika/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext, testConfig } from "../../helpers/app";
import { decodeClaims, loginWithPassword, verifiedToken } from "../../helpers/auth";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      authLimits: {
        ...testConfig().authLimits,
        loginAttemptsPerIpAccountPerMinute: LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE,
      },
    },
    sleep: async () => {},
  });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload });
const otpLogin = (otpToken: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { otpToken } });

function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
}

describe("POST /api/auth/register", () => {
  it("creates a customer for a verified phone and signs them in", async () => {
    const { otpToken, isRegistered } = await verifiedToken(t, "9000000001");
    expect(isRegistered).toBe(false);
    const res = await register({ otpToken, name: "Asha Verma", email: "Asha@Example.com", dateOfBirth: "1990-04-12" });
    expect(res.statusCode).toBe(200);
    const claims = decodeClaims(res.json().accessToken);
    expect(claims).toMatchObject({ role: "user", name: "Asha Verma", sub: expect.any(String) });
    expect((claims.exp as number) - (claims.iat as number)).toBe(ACCESS_TOKEN_TTL_SECONDS);

    const cookie = res.cookies.find((c) => c.name === "zaika_rt");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });
    expect(cookie?.secure).toBeFalsy();

    const [row] = await t.database.db.select().from(users).where(eq(users.phone, "9000000001"));
    expect(row).toMatchObject({
      email: "asha@example.com",
      role: "user",
      phoneVerified: true,
      dateOfBirth: "1990-04-12",
    });
  });

  it("refuses anyone under 18 with a clear message", async () => {
    const { otpToken } = await verifiedToken(t, "9000000002");
    const res = await register({
      otpToken,
      name: "Young One",
      email: "young@example.com",
      dateOfBirth: yearsAgo(18, 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `dateOfBirth: ${MESSAGES.underage}`,
      details: [{ field: "dateOfBirth", message: MESSAGES.underage }],
    });
    // Turning 18 today is old enough, and the otpToken was not used up by the refusal.
    const ok = await register({ otpToken, name: "Young One", email: "young@example.com", dateOfBirth: yearsAgo(18) });
    expect(ok.statusCode).toBe(200);
  });

  it("names each invalid field", async () => {
    const res = await register({ otpToken: "x", name: "A", email: "not-an-email", dateOfBirth: "1990-02-30" });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "dateOfBirth"]));
  });

  it("answers 409 when the phone is already registered", async () => {
    const { otpToken, isRegistered } = await verifiedToken(t, DEMO.customer.phone);
    expect(isRegistered).toBe(true);
    const res = await register({ otpToken, name: "Someone", email: "other@example.com", dateOfBirth: "1990-01-01" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", message: MESSAGES.phoneTaken });
  });

  it("answers 409 when the e-mail belongs to another account", async () => {
    const { otpToken } = await verifiedToken(t, "9000000003");
    const res = await register({ otpToken, name: "Copy Cat", email: DEMO.customer.email, dateOfBirth: "1990-01-01" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.emailTaken, details: [{ field: "email" }] });
  });

  it("accepts an otpToken only once, and not after it expires", async () => {
    const first = await verifiedToken(t, "9000000004");
    expect(
      (
        await register({
          otpToken: first.otpToken,
          name: "Ravi K",
          email: "ravi@example.com",
          dateOfBirth: "1988-03-03",
        })
      ).statusCode,
    ).toBe(200);
    const reuse = await register({
      otpToken: first.otpToken,
      name: "Ravi K",
      email: "ravi2@example.com",
      dateOfBirth: "1988-03-03",
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(MESSAGES.otpTokenInvalid);

    const late = await verifiedToken(t, "9000000005");
    t.clock.advance(OTP.tokenTtlSeconds * 1000 + 1000);
    const expired = await register({
      otpToken: late.otpToken,
      name: "Late Comer",
      email: "late@example.com",
      dateOfBirth: "1988-03-03",
    });
    expect(expired.statusCode).toBe(401);
  });
});

describe("POST /api/auth/login with an otpToken", () => {
  it("signs in a registered customer", async () => {
    const { otpToken } = await verifiedToken(t, DEMO.customer.phone);
    const res = await otpLogin(otpToken);
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().accessToken)).toMatchObject({ role: "user", name: DEMO.customer.name });
    // Single use.
    expect((await otpLogin(otpToken)).statusCode).toBe(401);
  });

  it("tells an unregistered phone to sign up", async () => {
    const { otpToken } = await verifiedToken(t, "9000000006");
    const res = await otpLogin(otpToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notRegistered);
  });

  it("refuses a blocked customer and says why", async () => {
    const { otpToken } = await verifiedToken(t, "9000000007");
    await register({ otpToken, name: "Blocked Person", email: "blocked@example.com", dateOfBirth: "1980-01-01" });
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.phone, "9000000007"));
    t.clock.advance(OTP.resendAfterSeconds * 1000);
    const again = await verifiedToken(t, "9000000007");
    const res = await otpLogin(again.otpToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accountBlocked);
  });

  it("refuses a made-up otpToken", async () => {
    expect((await otpLogin("forged-token")).statusCode).toBe(401);
  });
});

describe("POST /api/auth/login with e-mail and password", () => {
  it("signs in the admin and the restaurant owner with their roles", async () => {
    const admin = await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password);
    expect(admin.statusCode).toBe(200);
    expect(decodeClaims(admin.json().accessToken)).toMatchObject({ role: "admin", name: DEMO.admin.name });
    const owner = await loginWithPassword(t, "RESTAURANT@demo.test", DEMO.restaurant.password, "10.0.0.2");
    expect(decodeClaims(owner.json().accessToken)).toMatchObject({ role: "restaurant" });
  });

  it.each([
    ["a wrong password", DEMO.admin.email, "Admin@1234"],
    ["an unknown e-mail", "nobody@demo.test", "Admin@12345"],
    ["a customer account, which has no password", DEMO.customer.email, "anything"],
  ])("gives the same 401 for %s", async (_case, email, password) => {
    const res = await loginWithPassword(t, email, password, "10.0.1.1");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED", message: MESSAGES.invalidCredentials });
  });

  it("refuses an ambiguous body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: DEMO.admin.email } });
    expect(res.statusCode).toBe(400);
  });

  it("allows 10 tries a minute per IP", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await loginWithPassword(t, `guess${i}@demo.test`, "x", "10.0.2.1")).statusCode).toBe(401);
    }
    const blocked = await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password, "10.0.2.1");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another IP is unaffected.
    expect((await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password, "10.0.2.2")).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password, "10.0.2.1")).statusCode).toBe(200);
  });

  it(`allows ${LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE} tries a minute per IP and account; the same address may still try another account`, async () => {
    t.clock.advance(61_000);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE; i++) {
      expect((await loginWithPassword(t, DEMO.restaurant.email, "wrong", "10.0.3.1")).statusCode).toBe(401);
    }
    const refused = await loginWithPassword(t, DEMO.restaurant.email, DEMO.restaurant.password, "10.0.3.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect((await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password, "10.0.3.1")).statusCode).toBe(200);
    // Another address signs in to the very account at once: per account there is no lock-out.
    expect((await loginWithPassword(t, DEMO.restaurant.email, DEMO.restaurant.password, "10.0.3.2")).statusCode).toBe(
      200,
    );
  });
});
