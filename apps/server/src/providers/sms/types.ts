/** Sends one-time codes by SMS; the offline default keeps them in an outbox instead. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(message: { phone: string; code: string; text: string }): Promise<void>;
}
