/** The only reader of process.env: turns the environment into a validated, typed config object. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GSTIN_REGEX } from "@zaika/contract/common";
import { MapTileUrlSchema } from "@zaika/contract/config";
import { LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE, LOGIN_ATTEMPTS_PER_MINUTE, OTP } from "@zaika/contract/constants";
import { DISPATCH } from "@zaika/contract/dispatch";
import {
  ESCALATION_DEFAULTS,
  ESCALATION_LIMITS,
  type EscalationTimings,
  escalationTimingsProblem,
} from "@zaika/contract/escalation";
import { DEFAULT_ETA_MODEL, ETA_LIMITS, type EtaModel, parseSpeedBands } from "@zaika/contract/eta";
import type { MapSettings } from "@zaika/contract/map-tiles";
import { SANDBOX_KEY_ID } from "@zaika/contract/payment";
import { defaultCacheDir } from "@zaika/seed-artwork/cache";
import { z } from "zod";

/**
 * Who issues the GST tax invoices: under section 9(5) of the CGST Act the platform is the supplier of restaurant
 * services sold through it (decision 014), so its legal name, registered address and GSTIN head every invoice.
 */
export interface PlatformIdentity {
  legalName: string;
  address: string;
  gstin: string;
}

/** The demo's identity (a made-up company in Indore with a well-formed Madhya Pradesh GSTIN, state code 23). */
export const DEFAULT_PLATFORM: PlatformIdentity = {
  legalName: "Zaika Foods Private Limited",
  address: "4th Floor, Apollo Premier, Vijay Nagar, Indore, Madhya Pradesh 452010",
  gstin: "23AABCZ4321K1ZF",
};

/** Seconds after the kitchen got an order (the escalation of unanswered orders). */
const escalationSeconds = (fallback: number) =>
  z.coerce.number().int().min(ESCALATION_LIMITS.minSeconds).max(ESCALATION_LIMITS.maxSeconds).default(fallback);

/** ETA_SPEEDS_KMPH: "hour:km/h" bands, e.g. "0:30,7:24,11:20,17:15,21:24" (contract eta.ts). */
const SpeedBandsSchema = z.string().transform((text, ctx) => {
  const parsed = parseSpeedBands(text);
  if ("bands" in parsed) return parsed.bands;
  ctx.addIssue({ code: "custom", message: parsed.problem });
  return z.NEVER;
});

/** An empty or blank variable counts as unset (a template's `MAP_TILE_URL=` line, say). */
const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  SUPPORT_PHONE: z.string().default("+91 22 4890 1234"),
  SUPPORT_EMAIL: z.string().email().default("support@zaika.example"),
  PLATFORM_LEGAL_NAME: z.string().trim().min(1).default(DEFAULT_PLATFORM.legalName),
  PLATFORM_ADDRESS: z.string().trim().min(1).default(DEFAULT_PLATFORM.address),
  PLATFORM_GSTIN: z
    .string()
    .trim()
    .regex(GSTIN_REGEX, "must be a 15-character GSTIN, e.g. 23AABCZ4321K1ZF")
    .default(DEFAULT_PLATFORM.gstin),
  JWT_SECRET: z.string().min(32).optional(),
  SMS_PROVIDER: z.enum(["console", "http"]).default("console"),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_API_KEY: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(10).optional(),
  /** Street map tiles for every map of the web app (decision 020); unset, the offline vector basemap. */
  MAP_TILE_URL: z.preprocess(blankAsUnset, MapTileUrlSchema.optional()),
  MAP_TILE_ATTRIBUTION: z.preprocess(blankAsUnset, z.string().trim().optional()),
  WEB_DIST_DIR: z.preprocess(blankAsUnset, z.string().trim().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Development and browser tests only: an instant (ISO 8601 with its offset) the server's clock starts at. */
  CLOCK_START: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 instant, e.g. 2026-11-24T01:00:00+05:30" })
    .optional(),
  /**
   * Development and simulations only, with CLOCK_START: the server's clock runs this many times faster than real time
   * (bench/dispatch-sim.mjs plays an evening in minutes). The sweeps tick as often in real time.
   */
  CLOCK_SPEED: z.coerce.number().min(1).max(60).optional(),
  /** Who gets an order: the dispatch engine (decision 021) or, to compare against, the nearest idle rider once ready. */
  DISPATCH_STRATEGY: z.enum(["engine", "nearest-when-ready"]).default("engine"),
  /** Days after an order ended that its rider's track points are deleted (decision 021). */
  TRACK_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(DISPATCH.trackRetentionDays),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(LOGIN_ATTEMPTS_PER_MINUTE),
  LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(OTP.maxSendsPerIpPerHour),
  OTP_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(OTP.maxSendsPerMinute),
  OTP_VERIFIES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(OTP.maxVerifiesPerIpPerHour),
  OTP_RESEND_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(OTP.resendAfterSeconds),
  ORDER_SMS_AFTER_SECONDS: escalationSeconds(ESCALATION_DEFAULTS.smsAfterSeconds),
  ORDER_AUTO_CANCEL_AFTER_SECONDS: escalationSeconds(ESCALATION_DEFAULTS.cancelAfterSeconds),
  ETA_DETOUR_FACTOR: z.coerce
    .number()
    .min(ETA_LIMITS.detourFactor.min)
    .max(ETA_LIMITS.detourFactor.max)
    .default(DEFAULT_ETA_MODEL.detourFactor),
  ETA_SPEEDS_KMPH: SpeedBandsSchema.optional(),
  ETA_PICKUP_MINUTES: z.coerce
    .number()
    .int()
    .min(ETA_LIMITS.pickupMinutes.min)
    .max(ETA_LIMITS.pickupMinutes.max)
    .default(DEFAULT_ETA_MODEL.pickupMinutes),
  ETA_HANDOVER_MINUTES: z.coerce
    .number()
    .int()
    .min(ETA_LIMITS.handoverMinutes.min)
    .max(ETA_LIMITS.handoverMinutes.max)
    .default(DEFAULT_ETA_MODEL.handoverMinutes),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  RAZORPAY_KEY_ID: z.string().min(8).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  ARTWORK_CACHE_DIR: z.string().min(1).optional(),
  XDG_CACHE_HOME: z.string().min(1).optional(),
  LOCALAPPDATA: z.string().min(1).optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  supportPhone: string;
  supportEmail: string;
  /**
   * The invoice issuer (PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN). Left out (tests' hand-made configs),
   * DEFAULT_PLATFORM.
   */
  platform?: PlatformIdentity;
  jwtSecret: string;
  sms: { provider: "console" } | { provider: "http"; url: string; apiKey: string };
  /** Google Geocoding when a key is set; the offline gazetteer otherwise. */
  googleMapsApiKey: string | undefined;
  /**
   * The web app's map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), served in the public configuration; the CSP lets
   * pages load images from the template's host. Left out (tests' hand-made configs), none: the offline basemap.
   */
  map?: MapSettings;
  logLevel: string;
  trustProxy: boolean;
  /** Server processes sharing the port (PostgreSQL only; the embedded database is single-process). */
  workers: number;
  /** Password logins allowed per minute per IP address (brute-force protection; per account only a delay). */
  loginAttemptsPerMinute: number;
  /**
   * Abuse limits of sign-in, shared by every node through Redis when REDIS_URL is set. Defaults in the contract; the
   * browser tests raise them because they sign everyone in from 127.0.0.1.
   */
  authLimits: AuthLimits;
  /**
   * Payments: the offline sandbox (default; secrets generated into DATA_DIR/secrets.json) or Razorpay with real keys.
   * Both sign checkouts with keySecret and webhooks with webhookSecret.
   */
  payments: { provider: "sandbox" | "razorpay"; keyId: string; keySecret: string; webhookSecret: string };
  /** Built web app to serve; null serves the API only. */
  webDistDir: string | null;
  /**
   * CLOCK_START: the server's clock starts at this instant and runs on from it (trying a late-night listing in the
   * browser, for instance). Refused in production; left out, the system clock.
   */
  clockStart?: Date;
  /** CLOCK_SPEED: how many times faster than real time the clock runs from clockStart (1 unless set). */
  clockSpeed?: number;
  /**
   * DISPATCH_STRATEGY: "engine" (decision 021) or "nearest-when-ready", the naive baseline the dispatch simulation
   * compares against (offer a ready order to the nearest idle rider). Left out, the engine.
   */
  dispatchStrategy?: "engine" | "nearest-when-ready";
  /**
   * TRACK_RETENTION_DAYS: days after an order was delivered (or cancelled, rejected) that its track points are deleted.
   * Left out (tests' hand-made configs), the contract's DISPATCH.trackRetentionDays (7).
   */
  trackRetentionDays?: number;
  /**
   * The learned ETAs' travel and pickup numbers (ETA_DETOUR_FACTOR, ETA_SPEEDS_KMPH, ETA_PICKUP_MINUTES,
   * ETA_HANDOVER_MINUTES). Left out
   * (tests' hand-made configs), the contract's DEFAULT_ETA_MODEL.
   */
  eta?: EtaModel;
  /**
   * When an unanswered order is sent to the restaurant's phones by SMS and when it is cancelled, in seconds after
   * the kitchen got it (ORDER_SMS_AFTER_SECONDS, ORDER_AUTO_CANCEL_AFTER_SECONDS). Left out (tests' hand-made
   * configs), the contract's ESCALATION_DEFAULTS: 2 and 5 minutes.
   */
  escalation?: EscalationTimings;
  /**
   * Uploaded images: DATA_DIR/uploads (default, one machine) or an S3-compatible bucket shared by every node
   * (S3_BUCKET set). See docs/decisions/009-shared-image-storage.md.
   */
  storage: StorageConfig;
  /**
   * Where the demo seed keeps the pictures it drew, so they are drawn once per machine: ARTWORK_CACHE_DIR, or the
   * user's cache folder. Left out (tests' hand-made configs), every seed draws its pictures.
   */
  artworkCacheDir?: string;
}

/** The S3 settings (S3_* variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, a local test server); AWS itself when left out. */
  endpoint: string | undefined;
  /** Static keys; the SDK's default chain (environment, instance role) when left out. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where browsers fetch objects directly, e.g. "https://img.example.com"; unset serves them through /uploads/. */
  publicUrl: string | undefined;
}

export type StorageConfig = { provider: "local" } | ({ provider: "s3" } & S3Settings);

export interface AuthLimits {
  loginAttemptsPerIpAccountPerMinute: number;
  otpSendsPerIpPerHour: number;
  /** Codes sent by the whole platform a minute: a ceiling on what a distributed flood can cost. */
  otpSendsPerMinute: number;
  otpVerifiesPerIpPerHour: number;
  /** Seconds before a phone may be sent another code (the spec's 30; browser tests shorten it instead of waiting). */
  otpResendAfterSeconds: number;
}

/** Reads a secret from DATA_DIR/secrets.json, generating and keeping it on first use so a fresh start works. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets.json");
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const existing = secrets[name];
  if (existing) return existing;
  secrets[name] = randomBytes(48).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets[name];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.CLOCK_SPEED !== undefined && !e.CLOCK_START) throw new Error("CLOCK_SPEED needs CLOCK_START");
  if (e.CLOCK_START && e.NODE_ENV === "production") {
    throw new Error("CLOCK_START is for development and tests: unset it when NODE_ENV=production");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  let sms: Config["sms"] = { provider: "console" };
  if (e.SMS_PROVIDER === "http") {
    if (!e.SMS_HTTP_URL || !e.SMS_HTTP_API_KEY)
      throw new Error("SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_API_KEY");
    sms = { provider: "http", url: e.SMS_HTTP_URL, apiKey: e.SMS_HTTP_API_KEY };
  }
  let payments: Config["payments"];
  if (e.PAYMENTS_PROVIDER === "razorpay") {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET || !e.RAZORPAY_WEBHOOK_SECRET)
      throw new Error(
        "PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
      );
    payments = {
      provider: "razorpay",
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    };
  } else {
    payments = {
      provider: "sandbox",
      keyId: SANDBOX_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET ?? persistedSecret(dataDir, "sandboxKeySecret"),
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? persistedSecret(dataDir, "sandboxWebhookSecret"),
    };
  }
  const escalation = {
    smsAfterSeconds: e.ORDER_SMS_AFTER_SECONDS,
    cancelAfterSeconds: e.ORDER_AUTO_CANCEL_AFTER_SECONDS,
  };
  const escalationProblem = escalationTimingsProblem(escalation);
  if (escalationProblem) throw new Error(`Invalid configuration: ${escalationProblem}`);
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY || e.S3_PUBLIC_URL))
    throw new Error("S3 storage needs S3_BUCKET (the other S3_* settings mean nothing without it)");
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials)");
  const storage: StorageConfig = e.S3_BUCKET
    ? {
        provider: "s3",
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        publicUrl: e.S3_PUBLIC_URL,
      }
    : { provider: "local" };
  if (e.MAP_TILE_ATTRIBUTION && !e.MAP_TILE_URL)
    throw new Error("MAP_TILE_ATTRIBUTION needs MAP_TILE_URL (the attribution of which tiles?)");
  const webDist = e.WEB_DIST_DIR
    ? path.resolve(e.WEB_DIST_DIR)
    : path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../web/dist");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    platform: { legalName: e.PLATFORM_LEGAL_NAME, address: e.PLATFORM_ADDRESS, gstin: e.PLATFORM_GSTIN },
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, "jwtSecret"),
    sms,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    map: { tileUrl: e.MAP_TILE_URL ?? null, attribution: e.MAP_TILE_ATTRIBUTION ?? null },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === "true",
    workers: e.WEB_CONCURRENCY,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    authLimits: {
      loginAttemptsPerIpAccountPerMinute: e.LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE,
      otpSendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
      otpSendsPerMinute: e.OTP_SENDS_PER_MINUTE,
      otpVerifiesPerIpPerHour: e.OTP_VERIFIES_PER_IP_PER_HOUR,
      otpResendAfterSeconds: e.OTP_RESEND_AFTER_SECONDS,
    },
    payments,
    webDistDir: existsSync(path.join(webDist, "index.html")) ? webDist : null,
    eta: {
      detourFactor: e.ETA_DETOUR_FACTOR,
      speeds: e.ETA_SPEEDS_KMPH ?? DEFAULT_ETA_MODEL.speeds,
      pickupMinutes: e.ETA_PICKUP_MINUTES,
      handoverMinutes: e.ETA_HANDOVER_MINUTES,
    },
    escalation,
    ...(e.CLOCK_START ? { clockStart: new Date(e.CLOCK_START), clockSpeed: e.CLOCK_SPEED ?? 1 } : {}),
    dispatchStrategy: e.DISPATCH_STRATEGY,
    trackRetentionDays: e.TRACK_RETENTION_DAYS,
    storage,
    artworkCacheDir: e.ARTWORK_CACHE_DIR ? path.resolve(e.ARTWORK_CACHE_DIR) : defaultCacheDir(e),
  };
}
