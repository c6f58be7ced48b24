/** SQL of the support inbox. */
import type { Db } from "../../db/client";
import { supportMessages } from "../../db/schema/support";

export async function insertMessage(
  db: Db,
  message: { name: string; email: string; subject: string; message: string },
  userId: string | null,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(supportMessages)
    .values({ ...message, userId })
    .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
  if (!row) throw new Error("insert returned no row");
  return row;
}
