/** POST /auth/verifyOtp: trades the phone and code for an otpToken (spec §7). */

import { useMutation } from "@tanstack/react-query";
import { type VerifyOtpBody, type VerifyOtpResponse, VerifyOtpResponseSchema } from "@zaika/contract/auth";
import { api } from "../../../lib/api-client";

export async function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResponse> {
  return VerifyOtpResponseSchema.parse(await api.post("/auth/verifyOtp", body, { toast: false }));
}

/** Spec §8: verification errors are only logged (the form shows them next to the code field). */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp, onError: (error) => console.error(error) });
}
