/**
 * Whether this device had a session when it last looked: a flag in browser storage, set when a session starts and
 * cleared when it ends. On start-up the app waits for the session check (GET /auth/refresh, one round trip) only when
 * the flag is set; a visitor's page renders at once, signed out, while the check still runs (issue 15: the round
 * trip was on every visitor's way to the first paint). The flag holds nothing about the user; the refresh cookie
 * (httpOnly) stays the session itself, so a device whose flag was lost still signs in when the check answers.
 */
import { useDeferredValue } from "react";
import { type AuthState, useAuth } from "./auth-store";

const HINT_KEY = "zaika:signed-in";

export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === "1";
  } catch {
    // Storage refused (private mode): wait for the check, as before.
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, "1");
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage refused: the app waits for the check on every start.
  }
}

/**
 * Whether the app holds its pages back for the session check: only while it is out on a device that had a session.
 * Deferred, so that mounting the pages (a page load's longest piece of work) is rendered in slices, leaving the main
 * thread free for taps in between (a phone's 4× slower CPU made it one 300 ms task; issue 15).
 */
export function useWaitForSession(): boolean {
  return useDeferredValue(waitsForSession(useAuth().status), true);
}

/** While the session check is out, on a device that had a session. */
export function waitsForSession(status: AuthState["status"]): boolean {
  return status === "loading" && mayBeSignedIn();
}
