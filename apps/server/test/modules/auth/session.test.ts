import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_REUSE_GRACE_SECONDS } from "@zaika/contract/constants";
import { endpoint } from "@zaika/contract/endpoint";
import { MESSAGES } from "@zaika/contract/messages";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEMO } from "../../../src/db/seed/seed";
import { route } from "../../../src/lib/route";
import { caller } from "../../../src/plugins/access";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens, loginWithPassword, refreshCookie } from "../../helpers/auth";

const adminOnly = endpoint({
  method: "GET",
  path: "/test/admin-only",
  access: ["admin"],
  tags: ["test"],
  summary: "Probe: admins only",
  responses: { 200: z.object({ sub: z.string() }) },
});
const staffOnly = endpoint({
  method: "GET",
  path: "/test/staff",
  access: ["admin", "restaurant"],
  tags: ["test"],
  summary: "Probe: admins and restaurant owners",
  responses: { 200: z.object({ ok: z.boolean() }) },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    // Probe routes, declared like every API route (decision 012).
    extend(app) {
      app.register(
        async (api) => {
          route(api, adminOnly, (request) => ({ sub: caller(request).sub }));
          route(api, staffOnly, () => ({ ok: true }));
        },
        { prefix: "/api" },
      );
    },
  });
});
afterAll(() => t.close());

const refresh = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/refresh", headers: cookie ? { cookie } : {} });

describe("GET /api/auth/refresh", () => {
  it("issues a new access token and rotates the cookie", async () => {
    const login = await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password);
    const first = refreshCookie(login);
    t.clock.advance(1000);
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().accessToken)).toMatchObject({ role: "admin", name: DEMO.admin.name });
    const second = refreshCookie(res);
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it("answers 204 without a cookie (signed out) and 401 with an unknown one", async () => {
    const anonymous = await refresh();
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe("");
    const res = await refresh("zaika_rt=made-up");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.sessionExpired);
  });

  it("revokes the whole family when a rotated token is presented again after the grace window", async () => {
    const login = await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password);
    const stolen = refreshCookie(login);
    const rotated = await refresh(stolen);
    const current = refreshCookie(rotated);

    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MESSAGES.sessionExpired);
    // The legitimate holder's newer token is dead too: both must sign in again.
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it("keeps the user signed in when three refreshes with one cookie race (two tabs): one successor for all", async () => {
    const cookie = refreshCookie(await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password));
    t.clock.advance(1000);
    const answers = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(answers.map((res) => refreshCookie(res)));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    expect(successor).not.toBe(cookie);
    for (const res of answers) expect(decodeClaims(res.json().accessToken)).toMatchObject({ role: "admin" });

    // The shared successor works, and rotates on as usual.
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    expect(refreshCookie(next)).not.toBe(successor);
    expect((await refresh(refreshCookie(next))).statusCode).toBe(200);
  });

  it("answers a late tab within the grace window with the same successor", async () => {
    const cookie = refreshCookie(await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password));
    const first = refreshCookie(await refresh(cookie));
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 1) * 1000);
    const late = await refresh(cookie);
    expect(late.statusCode).toBe(200);
    expect(refreshCookie(late)).toBe(first);
    expect((await refresh(first)).statusCode).toBe(200);
  });

  it("leaves other sessions of the same account alone", async () => {
    const phone = refreshCookie(await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password));
    const laptop = refreshCookie(await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password));
    await refresh(phone);
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    expect((await refresh(phone)).statusCode).toBe(401); // replay kills the phone's family only
    expect((await refresh(laptop)).statusCode).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the refresh token and clears the cookie", async () => {
    const cookie = refreshCookie(await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password));
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.loggedOut });
    const cleared = res.cookies.find((c) => c.name === "zaika_rt");
    expect(cleared?.value).toBe("");
    expect(cleared?.path).toBe("/api/auth");
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it("succeeds without a cookie", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
  });
});

describe("route guard", () => {
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("answers 401 without a token and 403 for a role the route does not list", async () => {
    const tokens = await demoTokens(t);
    expect((await get("/api/test/admin-only")).statusCode).toBe(401);
    const forbidden = await get("/api/test/admin-only", tokens.user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: "FORBIDDEN", message: MESSAGES.forbidden });
    expect((await get("/api/test/admin-only", tokens.restaurant)).statusCode).toBe(403);
    const allowed = await get("/api/test/admin-only", tokens.admin);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().sub).toBe(decodeClaims(tokens.admin).sub);
    expect((await get("/api/test/staff", tokens.restaurant)).statusCode).toBe(200);
    expect((await get("/api/test/staff", tokens.user)).statusCode).toBe(403);
  });

  it("answers 401 for a token that is expired, forged or signed with another key", async () => {
    const { admin } = await demoTokens(t);
    const [header, payload, signature] = admin.split(".");
    const claims = decodeClaims(admin);
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: "admin", sub: "someone-else" })).toString(
      "base64url",
    );
    expect((await get("/api/test/admin-only", `${header}.${elevated}.${signature}`)).statusCode).toBe(401);
    expect((await get("/api/test/admin-only", `${header}.${payload}`)).statusCode).toBe(401);
    const otherKey = await new SignJWT({ role: "admin", name: "Mallory" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("x")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("a-completely-different-secret-of-enough-length"));
    expect((await get("/api/test/admin-only", otherKey)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    expect((await get("/api/test/admin-only", none)).statusCode).toBe(401);

    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const expired = await get("/api/test/admin-only", admin);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MESSAGES.sessionExpired);
  });

  it("GET /api/auth/me returns the caller's own account", async () => {
    const { user } = await demoTokens(t);
    const res = await get("/api/auth/me", user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: "user",
      name: DEMO.customer.name,
      phone: DEMO.customer.phone,
      email: DEMO.customer.email,
    });
    expect((await get("/api/auth/me")).statusCode).toBe(401);
  });

  it("refuses to start when a route declares no access", async () => {
    const ctx = createTestApp({
      seed: false,
      extend(app) {
        app.get("/api/test/undeclared", () => ({}));
      },
    });
    await expect(ctx).rejects.toThrow(/does not declare config.access/);
  });
});
