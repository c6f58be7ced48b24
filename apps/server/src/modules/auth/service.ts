/** Sign-in rules: OTP issue and check, registration, password login, refresh-token rotation. */
import { randomUUID } from "node:crypto";
import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import { OTP, REFRESH_TOKEN_TTL_DAYS, type Role } from "@zaika/contract/constants";
import { MESSAGES } from "@zaika/contract/messages";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { Clock } from "../../lib/clock";
import { hmac, randomDigits, randomToken, safeEqualHex, sha256 } from "../../lib/crypto";
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
import * as q from "./queries";
import type { AccessTokens } from "./tokens";

export interface AuthDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  limiter: RateLimiter;
  tokens: AccessTokens;
  /** Server-held key for hashing one-time codes. */
  secret: string;
  /** Password logins allowed per minute, per IP and per account (config; LOGIN_ATTEMPTS_PER_MINUTE by default). */
  loginAttemptsPerMinute: number;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Roles that sign in by phone OTP; the others use e-mail and password. */
const OTP_ROLES: readonly Role[] = ["user", "rider"];
const HOUR_MS = 60 * 60 * 1000;

const otpText = (code: string) =>
  `${code} is your Zaika verification code. It expires in ${OTP.ttlSeconds / 60} minutes. Never share it with anyone.`;

const codeHash = (deps: AuthDeps, phone: string, code: string) => hmac(deps.secret, `${phone}:${code}`);

export async function sendOtp(deps: AuthDeps, phone: string) {
  const now = deps.clock.now();
  const code = randomDigits(OTP.length);
  await deps.db.transaction(async (tx) => {
    await q.lockPhone(tx, phone);
    const stats = await q.sendStats(tx, phone, new Date(now.getTime() - HOUR_MS));
    if (stats.last) {
      const wait = Math.ceil((stats.last.getTime() + OTP.resendAfterSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw new RateLimited(`Please wait ${wait} seconds before requesting a new OTP.`, wait);
    }
    if (stats.count >= OTP.maxSendsPerHour && stats.first) {
      const wait = Math.ceil((stats.first.getTime() + HOUR_MS - now.getTime()) / 1000);
      const minutes = Math.ceil(wait / 60);
      throw new RateLimited(
        `Too many OTP requests for this number. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        wait,
      );
    }
    await q.saveChallenge(tx, phone, codeHash(deps, phone, code), now, new Date(now.getTime() + OTP.ttlSeconds * 1000));
  });
  try {
    await deps.sms.sendOtp({ phone, code, text: otpText(code) });
  } catch (error) {
    throw new ServiceUnavailable(MESSAGES.failedToSendOtp, error);
  }
  return {
    success: true as const,
    message: MESSAGES.otpSent,
    resendAfterSeconds: OTP.resendAfterSeconds,
    expiresInSeconds: OTP.ttlSeconds,
  };
}

export async function verifyOtp(deps: AuthDeps, phone: string, otp: string) {
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

async function startSession(
  deps: AuthDeps,
  user: { id: string; role: Role; name: string },
  familyId: string = randomUUID(),
) {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * HOUR_MS);
  await q.insertRefreshToken(deps.db, {
    familyId,
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

export async function loginWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<Session> {
  for (const key of [`login:ip:${input.ip}`, `login:account:${input.email}`]) {
    const { allowed, retryAfterSeconds } = await deps.limiter.hit(key, deps.loginAttemptsPerMinute, 60_000);
    if (!allowed) {
      throw new RateLimited(
        `Too many login attempts. Please try again in ${retryAfterSeconds} seconds.`,
        retryAfterSeconds,
      );
    }
  }
  const user = await q.findUserByEmail(deps.db, input.email);
  dummyHash ??= hashPassword(randomToken());
  const ok = await argonVerify(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.passwordHash || !ok || OTP_ROLES.includes(user.role)) {
    throw new Unauthenticated(MESSAGES.invalidCredentials);
  }
  if (user.isBlocked) throw new Forbidden(MESSAGES.accountBlocked);
  return startSession(deps, user);
}

export function hashPassword(password: string): Promise<string> {
  // argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
  return argonHash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function refresh(deps: AuthDeps, refreshToken: string | undefined): Promise<Session> {
  if (!refreshToken) throw new Unauthenticated(MESSAGES.sessionExpired);
  const now = deps.clock.now();
  const row = await q.findRefreshToken(deps.db, sha256(refreshToken));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new Unauthenticated(MESSAGES.sessionExpired);
  }
  // A rotated token presented again means it was copied: end the whole family.
  if (row.rotatedAt || !(await q.markRotated(deps.db, row.id, now))) {
    await q.revokeFamily(deps.db, row.familyId, now);
    throw new Unauthenticated(MESSAGES.sessionExpired);
  }
  const user = await q.findUserById(deps.db, row.userId);
  if (!user || user.isBlocked) {
    await q.revokeFamily(deps.db, row.familyId, now);
    throw user ? new Forbidden(MESSAGES.accountBlocked) : new Unauthenticated(MESSAGES.sessionExpired);
  }
  // A deactivated rider's sessions end at the next refresh (within the access token's 15 minutes).
  if (user.role === "rider" && !(await q.riderIsActive(deps.db, user.id))) {
    await q.revokeFamily(deps.db, row.familyId, now);
    throw new Forbidden(RIDER_MESSAGES.inactive);
  }
  return startSession(deps, user, row.familyId);
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
