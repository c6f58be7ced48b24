/** Starts and ends the session on this device. */
import { type AuthUser, authStore } from "./auth-store";
import { queryClient } from "./query-client";

/**
 * Signs in with a fresh access token. Rejects with Error("Invalid token") when the token does not decode.
 * The decoder (and zod with it) is loaded on demand so that signed-out visitors never download it.
 */
export async function startSession(accessToken: string): Promise<AuthUser> {
  const { decodeAccessToken } = await import("./jwt");
  return authStore.setSession(accessToken, decodeAccessToken(accessToken));
}

/** Forgets the user and token and drops every cached query. */
export function endSession(): void {
  authStore.signOut();
  queryClient.clear();
}
