/** Sign-in rules: OTP issue and check, registration, password login, refresh-token rotation. */
import { randomUUID } from "node:crypto";
import { verify as argonVerify } from "@node-rs/argon2";
import { AUTH_LIMIT_MESSAGES } from "@zaika/contract/auth";
import {
  LOGIN_BACKOFF,
  OTP,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  type Role,
} from "@zaika/contract/constants";
import type { Language } from "@zaika/contract/language";
import { MESSAGES } from "@zaika/contract/messages";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { otpSms } from "@zaika/contract/sms";
import type { AuthLimits } from "../../config";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { Clock } from "../../lib/clock";
import { hashPassword, hmac, randomDigits, randomToken, safeEqualHex, sha256 } from "../../lib/crypto";
import {
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  RateLimited,
  ServiceUnavailable,
  Unauthenticated,
} from "../../lib/errors";
import type { RateLimiter } from "../../providers/rate-limit/types";
import type { SmsProvider } from "../../providers/sms/types";
import { addressKey } from "./client-address";
import * as q from "./queries";
import type { AccessTokens } from "./tokens";

export interface AuthDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  limiter: RateLimiter;
  tokens: AccessTokens;
  /** Server-held key for hashing one-time codes and deriving refresh successors. */
  secret: string;
  /** Password logins allowed per minute per IP address (config; LOGIN_ATTEMPTS_PER_MINUTE by default). */
  loginAttemptsPerMinute: number;
  /** The other sign-in limits (config; contract defaults). */
  limits: AuthLimits;
  /** Waits out the per-account login backoff; tests hand in one that records instead of sleeping. */
  sleep(ms: number): Promise<void>;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Roles that sign in by phone OTP; the others use e-mail and password. */
const OTP_ROLES: readonly Role[] = ["user", "rider"];
const HOUR_MS = 60 * 60 * 1000;

const codeHash = (deps: AuthDeps, phone: string, code: string) => hmac(deps.secret, `${phone}:${code}`);

/** Counts one hit on a limiter key (shared by every node with Redis); a 429 saying when to retry once over. */
async function limit(
  deps: AuthDeps,
  key: string,
  max: number,
  windowMs: number,
  message: (retryAfterSeconds: number) => string,
) {
  const { allowed, retryAfterSeconds } = await deps.limiter.hit(key, max, windowMs);
  if (!allowed) throw new RateLimited(message(retryAfterSeconds), retryAfterSeconds);
}

/**
 * Sends a code, limited per IP address (checked first: a flood is refused before touching the database), per phone
 * (in SQL, as the sends are rows anyway) and for the whole platform (counted last, so only sends that pass every
 * other check use up the ceiling).
 */
export async function sendOtp(deps: AuthDeps, phone: string, ip: string, language: Language) {
  await limit(
    deps,
    `otp:send:ip:${addressKey(ip)}`,
    deps.limits.otpSendsPerIpPerHour,
    HOUR_MS,
    AUTH_LIMIT_MESSAGES.otpFromAddress,
  );
  const now = deps.clock.now();
  const code = randomDigits(OTP.length);
  await deps.db.transaction(async (tx) => {
    await q.lockPhone(tx, phone);
    const stats = await q.sendStats(tx, phone, new Date(now.getTime() - HOUR_MS));
    if (stats.last) {
      const wait = Math.ceil((stats.last.getTime() + deps.limits.otpResendAfterSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw new RateLimited(AUTH_LIMIT_MESSAGES.otpResendWait(wait), wait);
    }
    if (stats.count >= OTP.maxSendsPerHour && stats.first) {
      const wait = Math.ceil((stats.first.getTime() + HOUR_MS - now.getTime()) / 1000);
      throw new RateLimited(AUTH_LIMIT_MESSAGES.otpPhoneHourly(wait), wait);
    }
    await limit(deps, "otp:send:all", deps.limits.otpSendsPerMinute, 60_000, AUTH_LIMIT_MESSAGES.otpBusy);
    await q.saveChallenge(tx, phone, codeHash(deps, phone, code), now, new Date(now.getTime() + OTP.ttlSeconds * 1000));
  });
  try {
    // In the language of the request (there may be no account yet to have one).
    await deps.sms.sendOtp({ phone, code, text: otpSms(code, language) });
  } catch (error) {
    throw new ServiceUnavailable(MESSAGES.failedToSendOtp, error);
  }
  return {
    success: true as const,
    message: MESSAGES.otpSent,
    resendAfterSeconds: deps.limits.otpResendAfterSeconds,
    expiresInSeconds: OTP.ttlSeconds,
  };
}

export async function verifyOtp(deps: AuthDeps, phone: string, otp: string, ip: string) {
  // Per phone a code allows OTP.maxWrongAttempts; per address this stops guessing spread over many phones.
  await limit(
    deps,
    `otp:verify:ip:${addressKey(ip)}`,
    deps.limits.otpVerifiesPerIpPerHour,
    HOUR_MS,
    AUTH_LIMIT_MESSAGES.otpChecksFromAddress,
  );
  const now = deps.clock.now();
  // The wrong-attempt count must be committed even though the call fails, so the verdict leaves the transaction.
  const verdict = await deps.db.transaction(async (tx) => {
    await q.lockPhone(tx, phone);
    const challenge = await q.findChallenge(tx, phone);
    if (!challenge) return { ok: false as const, error: new BadRequest(MESSAGES.otpNotRequested, "otp") };
    if (challenge.expiresAt.getTime() <= now.getTime()) {
      await q.deleteChallenge(tx, phone);
      return { ok: false as const, error: new BadRequest(MESSAGES.otpExpired, "otp") };
    }
    if (challenge.wrongAttempts >= OTP.maxWrongAttempts) {
      return { ok: false as const, error: new BadRequest(MESSAGES.otpTooManyAttempts, "otp") };
    }
    if (!safeEqualHex(challenge.codeHash, codeHash(deps, phone, otp))) {
      const attempts = await q.recordWrongAttempt(tx, phone);
      const left = OTP.maxWrongAttempts - attempts;
      const message =
        left > 0 ? `${MESSAGES.otpInvalid} ${left} attempt${left === 1 ? "" : "s"} left.` : MESSAGES.otpTooManyAttempts;
      return { ok: false as const, error: new BadRequest(message, "otp") };
    }
    await q.deleteChallenge(tx, phone);
    const otpToken = randomToken();
    await q.insertOtpToken(tx, sha256(otpToken), phone, new Date(now.getTime() + OTP.tokenTtlSeconds * 1000));
    const user = await q.findUserByPhone(tx, phone);
    return { ok: true as const, otpToken, isRegistered: user !== null };
  });
  if (!verdict.ok) throw verdict.error;
  return { otpToken: verdict.otpToken, isRegistered: verdict.isRegistered };
}

const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * HOUR_MS;

/** A new session: a new refresh-token family. */
async function startSession(deps: AuthDeps, user: { id: string; role: Role; name: string }) {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TTL_MS);
  await q.insertRefreshToken(deps.db, {
    familyId: randomUUID(),
    userId: user.id,
    tokenHash: sha256(refreshToken),
    expiresAt: refreshExpiresAt,
    createdAt: now,
  });
  return { accessToken: await deps.tokens.sign(user), refreshToken, refreshExpiresAt } satisfies Session;
}

export async function register(
  deps: AuthDeps,
  input: { otpToken: string; name: string; email: string; dateOfBirth: string },
): Promise<Session> {
  const now = deps.clock.now();
  let user: Awaited<ReturnType<typeof q.insertCustomer>>;
  try {
    user = await deps.db.transaction(async (tx) => {
      const phone = await q.consumeOtpToken(tx, sha256(input.otpToken), now);
      if (!phone) throw new Unauthenticated(MESSAGES.otpTokenInvalid);
      if (await q.findUserByPhone(tx, phone)) throw new Conflict(MESSAGES.phoneTaken, "phone");
      if (await q.findUserByEmail(tx, input.email)) throw new Conflict(MESSAGES.emailTaken, "email");
      return q.insertCustomer(tx, { phone, name: input.name, email: input.email, dateOfBirth: input.dateOfBirth });
    });
  } catch (error) {
    // Two registrations racing past the checks above: the unique index decides.
    if (isUniqueViolation(error, "email")) throw new Conflict(MESSAGES.emailTaken, "email");
    if (isUniqueViolation(error, "phone")) throw new Conflict(MESSAGES.phoneTaken, "phone");
    throw error;
  }
  return startSession(deps, user);
}

export async function loginWithOtp(deps: AuthDeps, otpToken: string): Promise<Session> {
  const now = deps.clock.now();
  const user = await deps.db.transaction(async (tx) => {
    const phone = await q.consumeOtpToken(tx, sha256(otpToken), now);
    if (!phone) throw new Unauthenticated(MESSAGES.otpTokenInvalid);
    const found = await q.findUserByPhone(tx, phone);
    if (!found || !OTP_ROLES.includes(found.role)) throw new NotFound(MESSAGES.notRegistered);
    if (found.isBlocked) throw new Forbidden(MESSAGES.accountBlocked);
    if (found.role === "rider" && !(await q.riderIsActive(tx, found.id))) throw new Forbidden(RIDER_MESSAGES.inactive);
    return found;
  });
  return startSession(deps, user);
}

// Verified against when the account does not exist, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** The wait before checking an account's password: none for the first few recent failures, then doubling, capped. */
export function loginBackoffMs(recentFailures: number): number {
  const over = recentFailures - LOGIN_BACKOFF.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_BACKOFF.maxMs, LOGIN_BACKOFF.baseMs * 2 ** (over - 1));
}

/**
 * Limited per IP address and per IP address + account. Per account alone (where a stranger's flood and the owner
 * meet) there is only a delay, taken before the check so a guesser cannot cut it short: never a lock-out.
 */
export async function loginWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<Session> {
  const address = addressKey(input.ip);
  await limit(deps, `login:ip:${address}`, deps.loginAttemptsPerMinute, 60_000, AUTH_LIMIT_MESSAGES.loginAttempts);
  await limit(
    deps,
    `login:ip-account:${address}:${input.email}`,
    deps.limits.loginAttemptsPerIpAccountPerMinute,
    60_000,
    AUTH_LIMIT_MESSAGES.loginAttempts,
  );
  const failuresKey = `login:failures:${input.email}`;
  const delay = loginBackoffMs(await deps.limiter.peek(failuresKey));
  if (delay > 0) await deps.sleep(delay);
  const user = await q.findUserByEmail(deps.db, input.email);
  dummyHash ??= hashPassword(randomToken());
  const ok = await argonVerify(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.passwordHash || !ok || OTP_ROLES.includes(user.role)) {
    // Counted for unknown e-mails too, so the delay does not tell which accounts exist.
    await deps.limiter.hit(failuresKey, Number.MAX_SAFE_INTEGER, LOGIN_BACKOFF.windowSeconds * 1000);
    throw new Unauthenticated(MESSAGES.invalidCredentials);
  }
  if (user.isBlocked) throw new Forbidden(MESSAGES.accountBlocked);
  return startSession(deps, user);
}

/**
 * The token that replaces a refresh token: derived from the row, not random, so every request rotating the same
 * token (two tabs at once, a retried request) answers with the same successor without waiting for another's answer.
 * Only its hash is stored; without the server key it cannot be guessed from the parent.
 */
const successorToken = (deps: AuthDeps, parentId: string) => hmac(deps.secret, `refresh-successor:${parentId}`);

/** When the token was rotated: now by this request, earlier by another; null when it was revoked meanwhile. */
async function rotationTime(deps: AuthDeps, row: { id: string; tokenHash: string; rotatedAt: Date | null }, now: Date) {
  if (row.rotatedAt) return row.rotatedAt;
  if (await q.markRotated(deps.db, row.id, now)) return now;
  // Another request rotated (or revoked) it between our read and our update.
  const again = await q.findRefreshToken(deps.db, row.tokenHash);
  return again && !again.revokedAt ? again.rotatedAt : null;
}

export async function refresh(deps: AuthDeps, refreshToken: string | undefined): Promise<Session> {
  if (!refreshToken) throw new Unauthenticated(MESSAGES.sessionExpired);
  const now = deps.clock.now();
  const row = await q.findRefreshToken(deps.db, sha256(refreshToken));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new Unauthenticated(MESSAGES.sessionExpired);
  }
  // Presented again within the grace window: a concurrent refresh, answered with the same successor. Later, the
  // token was copied: end the whole family.
  const rotatedAt = await rotationTime(deps, row, now);
  if (!rotatedAt || now.getTime() - rotatedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
    await q.revokeFamily(deps.db, row.familyId, now);
    throw new Unauthenticated(MESSAGES.sessionExpired);
  }
  const user = await q.findUserById(deps.db, row.userId);
  // A deleted account's sessions were revoked with it; this also ends one a refresh racing the deletion started.
  if (!user || user.deletedAt || user.isBlocked) {
    await q.revokeFamily(deps.db, row.familyId, now);
    throw user?.isBlocked ? new Forbidden(MESSAGES.accountBlocked) : new Unauthenticated(MESSAGES.sessionExpired);
  }
  // A deactivated rider's sessions end at the next refresh (within the access token's 15 minutes).
  if (user.role === "rider" && !(await q.riderIsActive(deps.db, user.id))) {
    await q.revokeFamily(deps.db, row.familyId, now);
    throw new Forbidden(RIDER_MESSAGES.inactive);
  }
  const successor = successorToken(deps, row.id);
  // Dated from the rotation, so every concurrent answer carries the same expiry; inserted once (unique hash).
  const refreshExpiresAt = new Date(rotatedAt.getTime() + REFRESH_TTL_MS);
  await q.insertRefreshTokenOnce(deps.db, {
    familyId: row.familyId,
    userId: user.id,
    tokenHash: sha256(successor),
    expiresAt: refreshExpiresAt,
    createdAt: rotatedAt,
  });
  return { accessToken: await deps.tokens.sign(user), refreshToken: successor, refreshExpiresAt };
}

export async function getMe(deps: AuthDeps, userId: string) {
  const user = await q.findProfile(deps.db, userId);
  if (!user) throw new NotFound("Account not found");
  return { ...user, _id: user.id, createdAt: user.createdAt.toISOString() };
}

/** A customer or rider edits their name and e-mail; the phone is their sign-in and stays. */
export async function updateMe(deps: AuthDeps, userId: string, changes: { name?: string; email?: string }) {
  try {
    await deps.db.transaction(async (tx) => {
      if (changes.email !== undefined) {
        const owner = await q.findUserByEmail(tx, changes.email);
        if (owner && owner.id !== userId) throw new Conflict(MESSAGES.emailTaken, "email");
      }
      await q.updateProfile(tx, userId, { ...changes, updatedAt: deps.clock.now() });
    });
  } catch (error) {
    if (isUniqueViolation(error, "email")) throw new Conflict(MESSAGES.emailTaken, "email");
    throw error;
  }
  return getMe(deps, userId);
}

export async function logout(deps: AuthDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await q.findRefreshToken(deps.db, sha256(refreshToken));
  if (row) await q.revokeFamily(deps.db, row.familyId, deps.clock.now());
}
