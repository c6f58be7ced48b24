/** POST /auth/logout: the server revokes the refresh cookie, then this device forgets the session (spec §4). */
import { MESSAGES } from "@zaika/contract/messages";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client";
import { endSession } from "../../../lib/session";

export async function logout(): Promise<void> {
  try {
    await api.post("/auth/logout", undefined, { toast: false });
  } catch (error) {
    // Signing out on this device must work even when the server cannot be reached.
    console.error(error);
  } finally {
    endSession();
  }
  toast.success(MESSAGES.loggedOut);
}
