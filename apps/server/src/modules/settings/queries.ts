/** SQL of the platform settings: one row (id 1) holding the GST percentage. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema/settings";

const ROW_ID = 1;

/** The stored GST percentage, or null when the row is missing. */
export async function readGstPercent(db: Db): Promise<number | null> {
  const [row] = await db.select({ gstPercent: settings.gstPercent }).from(settings).where(eq(settings.id, ROW_ID));
  return row ? Number(row.gstPercent) : null;
}

/** Saves the GST percentage and who set it; returns the stored value. */
export async function saveGstPercent(db: Db, gstPercent: number, adminId: string, at: Date): Promise<number | null> {
  const [row] = await db
    .insert(settings)
    .values({ id: ROW_ID, gstPercent, updatedBy: adminId, updatedAt: at })
    .onConflictDoUpdate({ target: settings.id, set: { gstPercent, updatedBy: adminId, updatedAt: at } })
    .returning({ gstPercent: settings.gstPercent });
  return row ? Number(row.gstPercent) : null;
}
