/**
 * Route-level access control. Every /api route declares `config.access`: "public" or the roles allowed.
 * No or bad token → 401; a role not listed → 403; a blocked account's token → 403 at once, not when it expires (on a
 * public route it counts as no token). A route without a declaration fails at start-up.
 */
import type { AccessClaims } from "@zaika/contract/auth";
import type { Access, EndpointDefinition } from "@zaika/contract/endpoint";
import { MESSAGES } from "@zaika/contract/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BlockedAccounts } from "../deps";
import { Forbidden, Unauthenticated } from "../lib/errors";
import type { AccessTokens } from "../modules/auth/tokens";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** The contract declaration the route was registered from (lib/route.ts). */
    endpoint?: EndpointDefinition;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null on a public route called anonymously. */
    user: AccessClaims | null;
  }
}

/** Routes the framework's own plugins add (OpenAPI UI, static files) need no declaration. */
const UNDECLARED_OK = [/^\/api\/docs/, /^\/(?!api\/)/];

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  return header.slice("Bearer ".length).trim() || null;
}

/** The signed-in caller of a route whose access lists roles. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new Unauthenticated(MESSAGES.unauthenticated);
  return request.user;
}

export function registerAccessControl(
  app: FastifyInstance,
  tokens: AccessTokens,
  // Optional only for tests that build a bare app around one plugin; app.ts always hands in the real set.
  blockedAccounts: Pick<BlockedAccounts, "has"> = { has: () => false },
) {
  app.decorateRequest("user", null);

  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (access === undefined && !UNDECLARED_OK.some((pattern) => pattern.test(route.url))) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    if (Array.isArray(access) && access.length === 0) throw new Error(`Route ${route.url} allows no role`);
    // Decision 012: an API route is registered from its contract declaration (lib/route.ts), never by hand.
    const method = Array.isArray(route.method) ? route.method.join(",") : route.method;
    if (route.url.startsWith("/api/") && !UNDECLARED_OK.some((p) => p.test(route.url)) && !route.config?.endpoint) {
      throw new Error(`${method} ${route.url} is not registered from a contract declaration`);
    }
  });

  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const token = bearer(request);
    const claims = token ? await tokens.verify(token) : null;
    // An in-memory set (no query per request): blocking takes effect on the very next request, on every node.
    const blocked = claims !== null && blockedAccounts.has(claims.sub);
    if (access === "public") {
      request.user = blocked ? null : claims;
      return;
    }
    if (!claims) throw new Unauthenticated(token ? MESSAGES.sessionExpired : MESSAGES.unauthenticated);
    if (blocked) throw new Forbidden(MESSAGES.accountBlocked);
    if (!access.includes(claims.role)) throw new Forbidden(MESSAGES.forbidden);
    request.user = claims;
  });
}
