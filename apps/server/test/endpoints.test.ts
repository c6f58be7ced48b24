/**
 * Every endpoint declared in the contract is served, and every /api route is registered from a declaration
 * (decision 012): the access plugin refuses to start with a route that has none.
 */
import { ALL_ENDPOINTS } from "@zaika/contract/endpoints/index";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessTokens } from "../src/modules/auth/tokens";
import { registerAccessControl } from "../src/plugins/access";
import { createTestApp, type TestContext } from "./helpers/app";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("endpoints declared once", () => {
  it("declares each method and path once", () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("serves every declared endpoint", () => {
    const missing = ALL_ENDPOINTS.filter((e) => !t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it("lists every declared endpoint in the OpenAPI document", () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;
    const unlisted = ALL_ENDPOINTS.filter((e) => !listed.has(`${e.method} ${openApiPath(e.path)}`));
    expect(unlisted.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it("refuses to register an /api route that is not registered from a declaration", async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, { verify: async () => null } as unknown as AccessTokens);
    expect(() => app.get("/api/handwritten", { config: { access: "public" } }, async () => ({ ok: true }))).toThrow(
      "GET /api/handwritten is not registered from a contract declaration",
    );
    await app.close();
  });
});
