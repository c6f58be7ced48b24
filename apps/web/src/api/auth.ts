/**
 * POST /auth/logout: the server revokes the refresh cookie, then this device forgets the session (spec §4). Used by
 * the site header's user menu and the rider app's top bar.
 */
import { logout as logoutEndpoint } from "@zaika/contract/endpoints/auth";
import { MESSAGES } from "@zaika/contract/messages";
import { call } from "../lib/api-client";
import { endSession } from "../lib/session";
import { toast } from "../lib/toast";

export async function logout(): Promise<void> {
  try {
    await call(logoutEndpoint, { toast: false });
  } catch (error) {
    // Signing out on this device must work even when the server cannot be reached.
    console.error(error);
  } finally {
    endSession();
  }
  toast.success(MESSAGES.loggedOut);
}
