/**
 * Offline SMS. In development and test it logs `OTP for <phone>: <code>` and keeps the message in the database
 * outbox (read by GET /api/dev/outbox and the tests); a text without a code is kept with an empty code. In production
 * it keeps and logs no code: it only logs a masked line, so a deployment left on the default provider never holds
 * sign-in codes in plain text. (Refusing to start was the alternative; the benches and drills run
 * NODE_ENV=production without an SMS gateway and never sign in by phone.)
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { smsOutbox } from "../../db/schema/auth";
import type { SmsProvider } from "./types";

/** "98xxxxxx10": enough to tell messages apart in a log, not enough to act on. */
export function maskPhone(phone: string): string {
  return phone.length <= 4
    ? "x".repeat(phone.length)
    : `${phone.slice(0, 2)}${"x".repeat(phone.length - 4)}${phone.slice(-2)}`;
}

export function consoleSms(
  db: Db,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  options: { revealCodes: boolean },
): SmsProvider {
  if (!options.revealCodes) {
    log.warn("SMS_PROVIDER=console in production: codes are neither sent, kept nor logged; set SMS_PROVIDER=http");
    return {
      name: "console",
      async sendOtp({ phone }) {
        log.info(`OTP for ${maskPhone(phone)} withheld (no SMS gateway configured)`);
      },
      // Nothing secret in it, but nobody receives it either: loud enough to be noticed.
      async sendText({ phone, text }) {
        log.warn(`SMS to ${maskPhone(phone)} not sent (no SMS gateway configured): ${text}`);
      },
    };
  }
  return {
    name: "console",
    async sendOtp({ phone, code, text }) {
      log.info(`OTP for ${phone}: ${code}`);
      await db.insert(smsOutbox).values({ phone, code, text });
    },
    async sendText({ phone, text }) {
      log.info(`SMS to ${phone}: ${text}`);
      await db.insert(smsOutbox).values({ phone, code: "", text });
    },
  };
}
