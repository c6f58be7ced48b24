/**
 * POST /auth/logout from the rider area. The rider app has its own top bar (no site header), and features do not
 * import each other, so this repeats the auth feature's few lines: revoke on the server, then forget on this device.
 */
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
