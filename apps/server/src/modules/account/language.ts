/**
 * The account's language (issue 15): kept on the user row by PUT /user/me/language and read when the server texts the
 * account (SMS). The request's own language (Accept-Language) decides the messages of each answer; see
 * plugins/errors.ts.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_MESSAGES, type Language } from "@zaika/contract/language";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/users";
import { NotFound } from "../../lib/errors";
import { ACCOUNT_NOT_FOUND } from "./export";

type Conn = Db | Tx;

export async function setAccountLanguage(db: Db, userId: string, language: Language, now: Date) {
  const updated = await db
    .update(users)
    .set({ language, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new NotFound(ACCOUNT_NOT_FOUND);
  return { success: true as const, message: LANGUAGE_MESSAGES.saved, language };
}

/** The language texts to the account are written in: its choice, else English. */
export async function accountLanguage(conn: Conn, userId: string): Promise<Language> {
  const [row] = await conn.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}
