/** SQL of saved addresses: one customer's rows, the per-customer write lock and the default flag. */
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { addresses } from "../../db/schema/addresses";

type Conn = Db | Tx;

export type AddressRow = typeof addresses.$inferSelect;
export type AddressInsert = typeof addresses.$inferInsert;

/** Serialises one customer's address writes, so the limit and the single default hold under concurrent requests. */
export async function lockAddresses(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}

/** The default first, then the newest. */
export function listAddresses(conn: Conn, userId: string): Promise<AddressRow[]> {
  return conn
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
}

export async function countAddresses(conn: Conn, userId: string): Promise<number> {
  const [row] = await conn.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return Number(row?.n ?? 0);
}

/** One of the customer's addresses; another customer's id reads as missing. */
export async function findAddress(conn: Conn, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await conn
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

export async function hasDefault(conn: Conn, userId: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

/** Clears the current default (before another takes it: the partial unique index allows one per customer). */
export async function clearDefault(conn: Conn, userId: string, except?: string): Promise<void> {
  await conn
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except ? ne(addresses.id, except) : undefined),
    );
}

export async function markDefault(conn: Conn, userId: string, id: string, at: Date): Promise<void> {
  await conn
    .update(addresses)
    .set({ isDefault: true, updatedAt: at })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

export async function insertAddress(conn: Conn, row: AddressInsert): Promise<AddressRow> {
  const [inserted] = await conn.insert(addresses).values(row).returning();
  if (!inserted) throw new Error("address insert returned no row");
  return inserted;
}

export async function updateAddress(
  conn: Conn,
  userId: string,
  id: string,
  values: Partial<AddressInsert>,
): Promise<AddressRow | null> {
  const [row] = await conn
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes and tells whether the row was the default. */
export async function deleteAddress(conn: Conn, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await conn
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** The customer's most recently added address, the successor when the default is deleted. */
export async function newestAddress(conn: Conn, userId: string): Promise<AddressRow | null> {
  const [row] = await conn
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row ?? null;
}
