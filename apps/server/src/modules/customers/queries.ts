/** SQL of the admin's customer list: customers with their order count and spend, blocking, session revocation. */
import { ACCESS_TOKEN_TTL_SECONDS } from "@zaika/contract/constants";
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { refreshTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { containsPattern } from "../../db/sql-helpers";

type Conn = Db | Tx;

/**
 * A customer with their numbers, in the same query (correlated aggregates over orders_user_idx, only for the page's
 * rows). Orders count once they are real (COD, or online once paid); spend sums what was actually paid.
 */
const customerColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
  isBlocked: users.isBlocked,
  blockedReason: users.blockedReason,
  createdAt: users.createdAt,
  // Written with explicit table names: in a single-table select drizzle leaves columns unqualified, and an unqualified
  // "id" inside the subquery would mean the order's id.
  orderCount: sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id"
    and (o.payment_mode = 'COD' or o.payment_status in ('PAID', 'REFUNDED')))`,
  totalSpentPaise: sql<number>`(select coalesce(sum(o.total_paise), 0)::bigint from orders o
    where o.user_id = "users"."id" and o.payment_status = 'PAID')`,
};

export type CustomerRow = Awaited<ReturnType<typeof findCustomer>>;

export async function listCustomers(
  db: Db,
  filter: { search?: string | undefined; blocked?: boolean | undefined; limit: number; offset: number },
) {
  const conditions: Array<SQL | undefined> = [eq(users.role, "user")];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.phone, pattern), ilike(users.email, pattern)));
  }
  if (filter.blocked !== undefined) conditions.push(eq(users.isBlocked, filter.blocked));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCustomer(conn: Conn, id: string) {
  const [row] = await conn
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "user")));
  return row ?? null;
}

export async function setBlocked(
  conn: Conn,
  id: string,
  values: { isBlocked: boolean; blockedReason: string | null; updatedAt: Date },
): Promise<boolean> {
  const rows = await conn
    .update(users)
    .set(values)
    // A deleted account is no one's to block or unblock: unblocking it must not let its last token back in.
    .where(and(eq(users.id, id), eq(users.role, "user"), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Ends every session of the account: its refresh tokens stop working at once. */
export async function revokeSessions(conn: Conn, userId: string, now: Date) {
  await conn
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * The accounts whose access tokens are refused (any role): the blocked ones, and customer accounts deleted within an
 * access token's lifetime (an older deleted account has no live token left, so the set need not grow with them all).
 * Loaded by each node at start and after a lost event listener.
 */
export async function blockedAccountIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.isBlocked, true),
        sql`${users.deletedAt} > now() - make_interval(secs => ${ACCESS_TOKEN_TTL_SECONDS})`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Whether the account's tokens are refused: blocked, or deleted (account/erase.ts). */
export async function isBlocked(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ isBlocked: users.isBlocked, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  return row ? row.isBlocked || row.deletedAt !== null : false;
}
