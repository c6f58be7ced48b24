/** POST /auth/verifyOtp: trades the phone and code for an otpToken (spec §7). */

import { useMutation } from "@tanstack/react-query";
import type { VerifyOtpBody, VerifyOtpResponse } from "@zaika/contract/auth";
import { verifyOtp as verifyOtpEndpoint } from "@zaika/contract/endpoints/auth";
import { call } from "../../../lib/api-client";

export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResponse> {
  return call(verifyOtpEndpoint, { body, toast: false });
}

/** Spec §8: verification errors are only logged (the form shows them next to the code field). */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp, onError: (error) => console.error(error) });
}
