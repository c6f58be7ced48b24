/** Riders sign in by phone OTP like customers; blocked and inactive accounts are refused; PATCH /auth/me. */
import { OTP } from "@zaika/contract/constants";
import { MESSAGES } from "@zaika/contract/messages";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riders } from "../../../src/db/schema/riders";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens, refreshCookie, verifiedToken } from "../../helpers/auth";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const nextCode = () => t.clock.advance(OTP.resendAfterSeconds * 1000);

async function otpLogin(phone: string) {
  nextCode();
  const { otpToken, isRegistered } = await verifiedToken(t, phone);
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { otpToken } });
  return { res, isRegistered };
}

describe("rider sign-in", () => {
  it("the demo rider signs in by OTP and gets a token with the rider role", async () => {
    const { res, isRegistered } = await otpLogin(DEMO.rider.phone);
    expect(isRegistered).toBe(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeClaims(res.json().accessToken)).toMatchObject({ role: "rider", name: DEMO.rider.name });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: auth(res.json().accessToken) });
    expect(me.json()).toMatchObject({ role: "rider", name: "Ravi Kumar", phone: "9876500001" });
  });

  it("registering with a rider's phone stays a 409", async () => {
    nextCode();
    const { otpToken } = await verifiedToken(t, DEMO.rider.phone);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { otpToken, name: "Someone", email: "someone@example.com", dateOfBirth: "1990-01-01" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.phoneTaken);
  });

  it("a deactivated rider is refused at sign-in and at refresh", async () => {
    const { res } = await otpLogin(DEMO.rider.phone);
    const cookie = refreshCookie(res);
    const [rider] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO.rider.phone));
    await t.database.db
      .update(riders)
      .set({ isActive: false })
      .where(eq(riders.userId, rider?.id ?? ""));
    try {
      const refresh = await t.app.inject({ method: "GET", url: "/api/auth/refresh", headers: { cookie } });
      expect(refresh.statusCode).toBe(403);
      expect(refresh.json().message).toBe(RIDER_MESSAGES.inactive);
      const { res: login } = await otpLogin(DEMO.rider.phone);
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(RIDER_MESSAGES.inactive);
    } finally {
      await t.database.db
        .update(riders)
        .set({ isActive: true })
        .where(eq(riders.userId, rider?.id ?? ""));
    }
  });

  it("riders cannot use the password login", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "rider@example.com", password: "whatever" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("blocked customers", () => {
  it("cannot sign in (403 with the reason) and their refresh is refused", async () => {
    const { res } = await otpLogin(DEMO.customer.phone);
    const cookie = refreshCookie(res);
    await t.database.db
      .update(users)
      .set({ isBlocked: true, blockedReason: "Abuse" })
      .where(eq(users.phone, DEMO.customer.phone));
    try {
      const refresh = await t.app.inject({ method: "GET", url: "/api/auth/refresh", headers: { cookie } });
      expect(refresh.statusCode).toBe(403);
      expect(refresh.json().message).toBe(MESSAGES.accountBlocked);
      const { res: login } = await otpLogin(DEMO.customer.phone);
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(MESSAGES.accountBlocked);
    } finally {
      await t.database.db
        .update(users)
        .set({ isBlocked: false, blockedReason: null })
        .where(eq(users.phone, DEMO.customer.phone));
    }
  });
});

describe("PATCH /auth/me", () => {
  const patchMe = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PATCH", url: "/api/auth/me", headers: auth(token), payload });

  it("a customer changes name and e-mail and gets the /auth/me shape back", async () => {
    const res = await patchMe(tokens.user, { name: "  Priya Sharma ", email: "Priya@Example.com" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      role: "user",
      name: "Priya Sharma",
      email: "priya@example.com",
      phone: "9876543210",
    });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: auth(tokens.user) });
    expect(me.json()).toEqual(res.json());
    // Keeping one's own e-mail is not a conflict.
    expect((await patchMe(tokens.user, { email: "priya@example.com" })).statusCode).toBe(200);
  });

  it("an e-mail of another account is a 409; bad or empty input is a 400 naming the field", async () => {
    const taken = await patchMe(tokens.user, { email: DEMO.admin.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([{ field: "email", message: MESSAGES.emailTaken }]);
    const badEmail = await patchMe(tokens.user, { email: "not-an-email" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details[0].field).toBe("email");
    const badName = await patchMe(tokens.user, { name: "A" });
    expect(badName.json().details[0].field).toBe("name");
    expect((await patchMe(tokens.user, {})).statusCode).toBe(400);
  });

  it("riders may edit theirs; restaurant and admin accounts may not", async () => {
    const { res } = await otpLogin(DEMO.rider.phone);
    const rider = res.json().accessToken;
    const edited = await patchMe(rider, { email: "ravi@example.com" });
    expect(edited.json()).toMatchObject({ role: "rider", name: "Ravi Kumar", email: "ravi@example.com" });
    expect((await patchMe(tokens.restaurant, { name: "New Name" })).statusCode).toBe(403);
    expect((await patchMe(tokens.admin, { name: "New Name" })).statusCode).toBe(403);
  });
});
