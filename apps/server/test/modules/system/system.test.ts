import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("system routes", () => {
  it("reports health with the database reachable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "ok", events: "ok" });
  });

  it("answers an unknown /api path with a 404 JSON body", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/x" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("serves the support contacts from configuration, and no map tiles unless configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/public" });
    expect(res.json()).toEqual({
      appName: "Zaika",
      supportPhone: "+91 22 4890 1234",
      supportEmail: "support@zaika.example",
      map: { tileUrl: null, attribution: null },
    });
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/auth/otp", "/api/auth/login", "/api/health"]));
    expect(doc.paths["/api/auth/verifyOtp"].post.requestBody).toBeDefined();
  });

  it("sets security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/verifyOtp",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });

  it("answers 503 when the database is unreachable", async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.close();
    try {
      const res = await broken.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "error", db: "error", events: "error" });
    } finally {
      await broken.close();
    }
  });
});
