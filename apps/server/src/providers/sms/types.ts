/**
 * Sends SMS: one-time sign-in codes, and plain texts such as the alert to a restaurant that has not answered an order
 * (orders/escalation.ts). The offline default keeps them in an outbox instead.
 */
export interface SmsProvider {
  readonly name: string;
  sendOtp(message: { phone: string; code: string; text: string }): Promise<void>;
  /** A message without a code. Throws when the gateway refused it, so the caller can try again later. */
  sendText(message: { phone: string; text: string }): Promise<void>;
}
