/**
 * The session on this device: started by sign-in, kept fresh by trading the refresh cookie (GET /auth/refresh) for a
 * new access token shortly before the old one expires, ended by sign-out or by a refresh the server refuses. The tabs
 * of the browser refresh one at a time and hand each other the new token and sign-outs (see ./session-channel).
 */
import type { AccessClaims } from "@zaika/contract/auth";
import { ACCESS_TOKEN_REFRESH } from "@zaika/contract/constants";
import { refreshSession as refreshEndpoint } from "@zaika/contract/endpoints/auth";
import { ApiError, readApiError } from "./api-error";
import { type AuthUser, authStore } from "./auth-store";
import { decodeAccessToken } from "./jwt";
import { queryClient } from "./query-client";
import { listenToOtherTabs, type SessionMessage, tellOtherTabs, withRefreshLock } from "./session-channel";
import { rememberSignedIn } from "./session-hint";

/**
 * The refresh is sent here, not through the API client: the client's 401 handling calls this module, and a refresh
 * must see the server's raw answer (204, 5xx) rather than a toast or a retry.
 */
const REFRESH_URL = `/api${refreshEndpoint.path}`;

/**
 * How a refresh ended: with a new token; with no valid session (the user is now signed out); or failed because the
 * server could not answer (down, overloaded, offline), in which case the session is kept and the refresh retried.
 */
export type RefreshOutcome = { status: "signedIn" } | { status: "signedOut" } | { status: "failed"; error: unknown };

type Expiry = { expiresAt: number; refreshAt: number };

/** The token this module started or adopted, with its expiry on this machine's clock (null: none, or unknown). */
let current: ({ accessToken: string } & Expiry) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let failedRefreshes = 0;
let refreshing: Promise<RefreshOutcome> | null = null;
let wired = false;

/**
 * Measured from `iat` on this machine's clock, so a clock set wrong does not make a fresh token look expired (and
 * refresh in a loop). The margin is a minute, or a tenth of the token's life when that is shorter.
 */
function expiryOf(claims: AccessClaims, now = Date.now()): Expiry {
  const lifeMs = Math.max(0, claims.iat === undefined ? claims.exp * 1000 - now : (claims.exp - claims.iat) * 1000);
  const marginMs = Math.min(ACCESS_TOKEN_REFRESH.marginSeconds * 1000, lifeMs * ACCESS_TOKEN_REFRESH.lifeShare);
  return { expiresAt: now + lifeMs, refreshAt: now + lifeMs - marginMs };
}

/** The token in the store is the one whose expiry we know (a test or another path may have set another). */
function known(): ({ accessToken: string } & Expiry) | null {
  return current && authStore.getState().accessToken === current.accessToken ? current : null;
}

function schedule(delayMs: number): void {
  clearTimeout(timer);
  timer = setTimeout(refreshOnTime, Math.max(0, delayMs));
}

function stopRefreshing(): void {
  clearTimeout(timer);
  timer = undefined;
  current = null;
  failedRefreshes = 0;
}

/** A refresh the server could not answer is retried with backoff, or after its Retry-After when that is longer. */
function retryDelayMs(failures: number, error: unknown): number {
  const { retryBaseSeconds, retryMaxSeconds } = ACCESS_TOKEN_REFRESH;
  const backoff = Math.min(retryBaseSeconds * 2 ** (failures - 1), retryMaxSeconds);
  const asked = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) : 0;
  return Math.max(backoff, Math.min(asked, retryMaxSeconds)) * 1000;
}

async function refreshOnTime(): Promise<void> {
  if (!known()) return;
  const outcome = await refreshAccessToken();
  // A new token rescheduled the timer already; a signed-out user needs none.
  if (outcome.status !== "failed" || authStore.getState().status !== "signedIn") return;
  failedRefreshes += 1;
  schedule(retryDelayMs(failedRefreshes, outcome.error));
}

/** After sleep or a lost connection the timer may have fired late, or not at all: check on waking. */
function refreshIfDue(): void {
  if (document.visibilityState !== "visible") return;
  const token = known();
  if (token && Date.now() >= token.refreshAt) void refreshOnTime();
}

function hearOtherTab(message: SessionMessage): void {
  const state = authStore.getState();
  if (message.type === "signedOut") {
    if (state.status !== "signedOut") signOutHere();
    return;
  }
  // A tab that signed out stays signed out; one signed in, or still starting up, takes the token instead of refreshing.
  if (state.status === "signedOut" || state.accessToken === message.accessToken) return;
  adopt(message.accessToken, message.claims, message);
}

/** Listens to the other tabs and to waking up, once, from the first moment this tab has a session to look after. */
function wireUp(): void {
  if (wired) return;
  wired = true;
  listenToOtherTabs(hearOtherTab);
  authStore.subscribe(() => {
    if (authStore.getState().status === "signedOut") stopRefreshing();
  });
  if (typeof document !== "undefined") document.addEventListener("visibilitychange", refreshIfDue);
  if (typeof window !== "undefined") window.addEventListener("online", refreshIfDue);
}

function adopt(accessToken: string, claims: AccessClaims, expiry: Expiry): AuthUser {
  wireUp();
  const user = authStore.setSession(accessToken, claims);
  rememberSignedIn(true);
  current = { accessToken, ...expiry };
  failedRefreshes = 0;
  schedule(expiry.refreshAt - Date.now());
  return user;
}

/**
 * Signs in with a fresh access token (this tab's and the other tabs') and schedules its refresh. Rejects with
 * Error("Invalid token") when the token does not decode (./jwt: small and zod-free, so it is part of the first load and
 * a returning customer's first render waits for no extra download).
 */
export async function startSession(accessToken: string): Promise<AuthUser> {
  const claims = decodeAccessToken(accessToken);
  const expiry = expiryOf(claims);
  const user = adopt(accessToken, claims, expiry);
  tellOtherTabs({ type: "token", accessToken, claims, ...expiry });
  return user;
}

/** `keepHint`: the session may well still be there (the server could not be asked), so the next start waits for it. */
function signOutHere({ keepHint = false } = {}): void {
  authStore.signOut();
  queryClient.clear();
  if (!keepHint) rememberSignedIn(false);
}

/** Forgets the user and token and drops every cached query, in this tab and in the browser's other tabs. */
export function endSession(): void {
  const wasSignedIn = authStore.getState().status === "signedIn";
  signOutHere();
  if (wasSignedIn) tellOtherTabs({ type: "signedOut" });
}

async function tradeRefreshCookie(tokenBefore: string | null): Promise<RefreshOutcome> {
  // Another tab refreshed while this one waited for the lock, and its token has arrived: nothing left to do.
  const token = known();
  if (token && token.accessToken !== tokenBefore && Date.now() < token.refreshAt) return { status: "signedIn" };
  let response: Response;
  try {
    response = await fetch(REFRESH_URL, {
      method: refreshEndpoint.method,
      headers: { Accept: "application/json" },
      credentials: "include",
    });
  } catch (error) {
    return { status: "failed", error };
  }
  // Spec §4: a failed refresh logs the user out (silently: there is nothing the user can do about it). But a server
  // that could not answer (5xx, 429, a proxy timing out) said nothing about the session: it is kept and retried.
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    return { status: "failed", error: await readApiError(response) };
  }
  try {
    if (!response.ok) throw await readApiError(response);
    // 204: no session cookie, so a visitor who never signed in.
    if (response.status === 204) throw new Error("no session");
    // Checked by hand: the production bundle's declarations carry no schemas (plugins/lean-endpoints.ts).
    const { accessToken } = ((await response.json()) ?? {}) as { accessToken?: unknown };
    if (typeof accessToken !== "string" || accessToken === "") throw new Error("no access token");
    await startSession(accessToken);
    return { status: "signedIn" };
  } catch {
    // A visitor who was never signed in keeps their cached public data.
    if (authStore.getState().status !== "signedOut") endSession();
    return { status: "signedOut" };
  }
}

/** Settles a refresh this tab could not complete while it was starting up: the app must not wait forever. */
function settleStartUp(outcome: RefreshOutcome): RefreshOutcome {
  if (outcome.status === "failed" && authStore.getState().status === "loading") signOutHere({ keepHint: true });
  return outcome;
}

/**
 * Trades the refresh cookie for a new access token: one refresh at a time in this tab (spec §4), and one at a time
 * across the browser's tabs; a tab that waited while another refreshed takes that tab's token.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  wireUp();
  if (!refreshing) {
    const tokenBefore = authStore.getState().accessToken;
    refreshing = withRefreshLock(() => tradeRefreshCookie(tokenBefore))
      .then(settleStartUp)
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

/** Resolves true when signed in, false otherwise (no valid session, or the server could not be reached). */
export async function refreshSession(): Promise<boolean> {
  return (await refreshAccessToken()).status === "signedIn";
}

export function isRefreshing(): boolean {
  return refreshing !== null;
}

/**
 * Before a request: a token this tab knows has expired (the machine slept through the timer) is refreshed first
 * instead of earning a 401. Null when the token is not known to have expired.
 */
export function refreshIfExpired(): Promise<RefreshOutcome> | null {
  const token = known();
  return token && Date.now() >= token.expiresAt ? refreshAccessToken() : null;
}
