/** POST /auth/login with an otpToken (customers) or e-mail and password (restaurant, admin): signs the user in. */

import { useMutation } from "@tanstack/react-query";
import type { LoginBody } from "@zaika/contract/auth";
import { login as loginEndpoint } from "@zaika/contract/endpoints/auth";
import { MESSAGES } from "@zaika/contract/messages";
import { call } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/api-error";
import type { AuthUser } from "../../../lib/auth-store";
import { messageText } from "../../../lib/i18n";
import { startSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

export async function login(body: LoginBody): Promise<AuthUser> {
  const { accessToken } = await call(loginEndpoint, { body, toast: false });
  return startSession(accessToken);
}

/** Spec §8: a failure shows the server's message, else "Login failed". */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onError: (error) => toast.error(messageText(serverMessage(error) ?? MESSAGES.loginFailed)),
  });
}
