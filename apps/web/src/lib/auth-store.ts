/** The signed-in user and access token, kept in memory only and readable outside React (by the API client). */
import type { AccessClaims } from "@zaika/contract/auth";
import type { Role } from "@zaika/contract/constants";
import { useSyncExternalStore } from "react";

export type AuthUser = { id: string; role: Role; name: string };

export type AuthState =
  | { status: "loading"; user: null; accessToken: null }
  | { status: "signedOut"; user: null; accessToken: null }
  | { status: "signedIn"; user: AuthUser; accessToken: string };

let state: AuthState = { status: "loading", user: null, accessToken: null };
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Signs in with a fresh access token and its decoded claims (see startSession in ./session). */
  setSession(accessToken: string, claims: AccessClaims): AuthUser {
    const user: AuthUser = { id: claims.sub, role: claims.role, name: claims.name };
    setState({ status: "signedIn", user, accessToken });
    return user;
  },

  signOut(): void {
    setState({ status: "signedOut", user: null, accessToken: null });
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
