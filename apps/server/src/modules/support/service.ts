/** The support inbox: messages from the contact form, kept for the support team. */
import { MESSAGES } from "@zaika/contract/messages";
import type { SupportMessageBodySchema } from "@zaika/contract/support";
import type { z } from "zod";
import type { Db } from "../../db/client";
import * as q from "./queries";

export interface SupportDeps {
  db: Db;
}

export async function sendMessage(
  deps: SupportDeps,
  body: z.output<typeof SupportMessageBodySchema>,
  userId: string | null,
) {
  const row = await q.insertMessage(deps.db, body, userId);
  return {
    success: true as const,
    message: MESSAGES.supportMessageSent,
    data: { _id: row.id, createdAt: row.createdAt.toISOString() },
  };
}
