/** SQL of the operational endpoints: the dev SMS outbox. */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { smsOutbox } from "../../db/schema/auth";

/** The newest 50 messages the offline SMS provider kept, for one phone or all. */
export function latestOutboxMessages(db: Db, phone: string | undefined) {
  return db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(50);
}
