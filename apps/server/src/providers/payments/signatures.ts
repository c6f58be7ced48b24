/** Razorpay's signatures, checked in constant time: checkout (order_id|payment_id) and webhooks (raw body). */
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The razorpay_signature Checkout returns: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${providerOrderId}|${paymentId}`);
}

export function verifyCheckoutSignature(
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(checkoutSignature(keySecret, providerOrderId, paymentId), signature);
}

/** X-Razorpay-Signature: hex HMAC-SHA256 of the raw request body with the webhook secret. */
export function verifyWebhookSignature(webhookSecret: string, rawBody: string | Buffer, signature: string): boolean {
  return sameHex(hmacHex(webhookSecret, rawBody), signature);
}
