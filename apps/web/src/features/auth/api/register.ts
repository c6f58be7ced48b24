/** POST /auth/register: creates the customer account for a verified phone and signs them in. */

import { useMutation } from "@tanstack/react-query";
import { AccessTokenResponseSchema, type RegisterBody } from "@zaika/contract/auth";
import { api } from "../../../lib/api-client";
import type { AuthUser } from "../../../lib/auth-store";
import { startSession } from "../../../lib/session";

export async function register(body: RegisterBody): Promise<AuthUser> {
  const { accessToken } = AccessTokenResponseSchema.parse(await api.post("/auth/register", body, { toast: false }));
  return startSession(accessToken);
}

/** Spec §8: registration errors are only logged (the form shows them inline). */
export function useRegister() {
  return useMutation({ mutationFn: register, onError: (error) => console.error(error) });
}
