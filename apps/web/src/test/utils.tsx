/** Helpers for component tests: signed-in sessions, JSON responses and rendering inside a router. */

import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { AccessClaims } from "@zaika/contract/auth";
import type { Role } from "@zaika/contract/constants";
import { type AuthUser, authStore } from "../lib/auth-store";
import { createQueryClient } from "../lib/query-client";
import { createMemoryRouter, type RouteObject, RouterProvider } from "../lib/router";

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** An unsigned JWT carrying the given claims (the client never checks signatures). */
export function makeAccessToken(claims: Partial<AccessClaims> = {}): string {
  const payload: AccessClaims = {
    sub: "user-1",
    role: "user",
    name: "Asha Verma",
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export function signInAs(role: Role, name = "Asha Verma", sub = "user-1"): AuthUser {
  return authStore.setSession(makeAccessToken({ role, name, sub }), { sub, role, name, exp: 0 });
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}

/** Renders the routes in a memory router at `path`, inside a fresh query client. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
