/** Offline SMS: logs `OTP for <phone>: <code>` and keeps the message in the database outbox (dev only). */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { smsOutbox } from "../../db/schema/auth";
import type { SmsProvider } from "./types";

export function consoleSms(db: Db, log: Pick<FastifyBaseLogger, "info">): SmsProvider {
  return {
    name: "console",
    async sendOtp({ phone, code, text }) {
      log.info(`OTP for ${phone}: ${code}`);
      await db.insert(smsOutbox).values({ phone, code, text });
    },
  };
}
