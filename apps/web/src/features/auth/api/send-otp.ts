/** GET /auth/otp?phone=: texts a one-time code to the phone (spec §7). */

import { useMutation } from "@tanstack/react-query";
import type { SendOtpResponse } from "@zaika/contract/auth";
import { sendOtp as sendOtpEndpoint } from "@zaika/contract/endpoints/auth";
import { MESSAGES } from "@zaika/contract/messages";
import { call } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/api-error";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export function sendOtp(phone: string): Promise<SendOtpResponse> {
  return call(sendOtpEndpoint, { query: { phone }, toast: false });
}

/** Spec §8: a failure shows the server's message, else "Failed to send OTP". */
export function useSendOtp() {
  return useMutation({
    mutationFn: sendOtp,
    onSuccess: (response) => toast.success(messageText(response.message)),
    onError: (error) => toast.error(messageText(serverMessage(error) ?? MESSAGES.failedToSendOtp)),
  });
}
