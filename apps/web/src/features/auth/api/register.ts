/** POST /auth/register: creates the customer account for a verified phone and signs them in. */

import { useMutation } from "@tanstack/react-query";
import type { RegisterBody } from "@zaika/contract/auth";
import { register as registerEndpoint } from "@zaika/contract/endpoints/auth";
import { call } from "../../../lib/api-client";
import type { AuthUser } from "../../../lib/auth-store";
import { startSession } from "../../../lib/session";

export async function register(body: RegisterBody): Promise<AuthUser> {
  const { accessToken } = await call(registerEndpoint, { body, toast: false });
  return startSession(accessToken);
}

/** Spec §8: registration errors are only logged (the form shows them inline). */
export function useRegister() {
  return useMutation({ mutationFn: register, onError: (error) => console.error(error) });
}
