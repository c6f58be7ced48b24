/** SQL of the auth module. */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { otpChallenges, otpSends, otpTokens, refreshTokens } from "../../db/schema/auth";
import { riders } from "../../db/schema/riders";
import { users } from "../../db/schema/users";

type Conn = Db | Tx;

/** Serialises work on one phone number across transactions (and server instances). */
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

export async function sendStats(conn: Conn, phone: string, since: Date) {
  const [row] = await conn
    .select({
      count: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${otpSends.sentAt})`,
      last: sql<string | null>`max(${otpSends.sentAt})`,
    })
    .from(otpSends)
    .where(and(eq(otpSends.phone, phone), gt(otpSends.sentAt, since)));
  return {
    count: row?.count ?? 0,
    first: row?.first ? new Date(row.first) : null,
    last: row?.last ? new Date(row.last) : null,
  };
}

export async function saveChallenge(tx: Tx, phone: string, codeHash: string, now: Date, expiresAt: Date) {
  await tx
    .insert(otpChallenges)
    .values({ phone, codeHash, expiresAt, wrongAttempts: 0, createdAt: now })
    .onConflictDoUpdate({
      target: otpChallenges.phone,
      set: { codeHash, expiresAt, wrongAttempts: 0, createdAt: now },
    });
  await tx.insert(otpSends).values({ phone, sentAt: now });
}

export async function findChallenge(conn: Conn, phone: string) {
  const [row] = await conn.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
  return row ?? null;
}

export async function recordWrongAttempt(conn: Conn, phone: string): Promise<number> {
  const [row] = await conn
    .update(otpChallenges)
    .set({ wrongAttempts: sql`${otpChallenges.wrongAttempts} + 1` })
    .where(eq(otpChallenges.phone, phone))
    .returning({ wrongAttempts: otpChallenges.wrongAttempts });
  return row?.wrongAttempts ?? 0;
}

export async function deleteChallenge(conn: Conn, phone: string) {
  await conn.delete(otpChallenges).where(eq(otpChallenges.phone, phone));
}

export async function insertOtpToken(conn: Conn, tokenHash: string, phone: string, expiresAt: Date) {
  await conn.insert(otpTokens).values({ tokenHash, phone, expiresAt });
}

/** Marks an otpToken used and returns its phone, or null when it is unknown, used or expired. */
export async function consumeOtpToken(tx: Tx, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(otpTokens)
    .set({ usedAt: now })
    .where(and(eq(otpTokens.tokenHash, tokenHash), isNull(otpTokens.usedAt), gt(otpTokens.expiresAt, now)))
    .returning({ phone: otpTokens.phone });
  return row?.phone ?? null;
}

const sessionUserColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  isBlocked: users.isBlocked,
  passwordHash: users.passwordHash,
  deletedAt: users.deletedAt,
};

export async function findUserByPhone(conn: Conn, phone: string) {
  const [row] = await conn.select(sessionUserColumns).from(users).where(eq(users.phone, phone));
  return row ?? null;
}

export async function findUserByEmail(conn: Conn, email: string) {
  const [row] = await conn.select(sessionUserColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(conn: Conn, id: string) {
  const [row] = await conn.select(sessionUserColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findProfile(conn: Conn, id: string) {
  const [row] = await conn
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      createdAt: users.createdAt,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function insertCustomer(
  tx: Tx,
  values: { phone: string; name: string; email: string; dateOfBirth: string },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, role: "user", phoneVerified: true })
    .returning(sessionUserColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function insertRefreshToken(
  conn: Conn,
  values: { familyId: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await conn.insert(refreshTokens).values(values);
}

/** Inserts a refresh successor unless a concurrent rotation of the same parent already did. */
export async function insertRefreshTokenOnce(
  conn: Conn,
  values: { familyId: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await conn.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
}

export async function findRefreshToken(conn: Conn, tokenHash: string) {
  const [row] = await conn.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a live token rotated; false when another request rotated or revoked it first. */
export async function markRotated(conn: Conn, id: string, now: Date): Promise<boolean> {
  const rows = await conn
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(conn: Conn, familyId: string, now: Date) {
  await conn
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Whether a rider account may work (and so sign in): false when deactivated or without a rider profile. */
export async function riderIsActive(conn: Conn, userId: string): Promise<boolean> {
  const [row] = await conn.select({ isActive: riders.isActive }).from(riders).where(eq(riders.userId, userId));
  return row?.isActive ?? false;
}

export async function updateProfile(
  conn: Conn,
  id: string,
  changes: { name?: string; email?: string; updatedAt: Date },
): Promise<void> {
  await conn.update(users).set(changes).where(eq(users.id, id));
}
