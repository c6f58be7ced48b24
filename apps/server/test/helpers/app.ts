/** Builds the app on a fresh database per test file: in-memory PGlite, or a new database on DATABASE_URL's server. */
import { randomBytes } from "node:crypto";
import { mkdtempSync, openAsBlob } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOGIN_ATTEMPTS_PER_MINUTE, OTP } from "@zaika/contract/constants";
import { SANDBOX_KEY_ID } from "@zaika/contract/payment";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type AppOptions, buildApp } from "../../src/app";
import type { Config } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { smsOutbox } from "../../src/db/schema/auth";
import { type Clock, manualClock } from "../../src/lib/clock";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: "test",
    port: 0,
    host: "127.0.0.1",
    dataDir: mkdtempSync(path.join(tmpdir(), "zaika-test-data-")),
    databaseUrl: undefined,
    redisUrl: undefined,
    publicUrl: "http://localhost:3000",
    supportPhone: "+91 22 4890 1234",
    supportEmail: "support@zaika.example",
    jwtSecret: randomBytes(48).toString("base64url"),
    sms: { provider: "console" },
    googleMapsApiKey: undefined,
    logLevel: "silent",
    trustProxy: false,
    workers: 1,
    loginAttemptsPerMinute: LOGIN_ATTEMPTS_PER_MINUTE,
    // Test files sign dozens of accounts in from 127.0.0.1 on a clock that barely moves; the limit tests set their own.
    authLimits: {
      loginAttemptsPerIpAccountPerMinute: 10_000,
      otpSendsPerIpPerHour: 10_000,
      otpSendsPerMinute: 10_000,
      otpVerifiesPerIpPerHour: 10_000,
      otpResendAfterSeconds: OTP.resendAfterSeconds,
    },
    payments: {
      provider: "sandbox",
      keyId: SANDBOX_KEY_ID,
      keySecret: "test-sandbox-key-secret",
      webhookSecret: "test-sandbox-webhook-secret",
    },
    webDistDir: null,
    storage: { provider: "local" },
    ...overrides,
  };
}

/** The migrated and the seeded database that global-setup.ts built once for this run. */
const templates = inject("databaseTemplates");

/**
 * A fresh, migrated database, copied from the run's template (`seeded`: with the demo accounts, as seedDemo leaves
 * them); on a real server it is created for this file and dropped afterwards.
 */
export async function freshDatabase(
  options: { seeded?: boolean } = {},
): Promise<Database & { dispose(): Promise<void> }> {
  const template = options.seeded ? templates.seeded : templates.migrated;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: null, loadDataDir: await openAsBlob(template) });
    return { ...database, dispose: () => database.close().catch(() => {}) };
  }
  const name = `zaika_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  return {
    ...database,
    dispose: async () => {
      await database.close().catch(() => {}); // a test may have closed it already
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: App;
  database: Database;
  clock: Clock & { advance(ms: number): void };
  config: Config;
  /** The newest code the console SMS provider sent to a phone. */
  lastCode(phone: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    /** Where the manual clock starts (default: now). Restaurants keep hours in India time, so pick a time they are open. */
    now?: Date;
    /** Adds routes before the app is ready, e.g. a probe route with declared roles. */
    extend?: (app: App) => void;
  } & Partial<Omit<AppOptions, "config" | "database">> = {},
): Promise<TestContext> {
  const database = await freshDatabase({ seeded: options.seed ?? true });
  const clock = manualClock(options.now ?? new Date());
  const config = testConfig(options.config);
  let app: App;
  try {
    const { now: _now, ...appOptions } = options;
    app = await buildApp({
      clock,
      logger: false,
      orderExpiry: false,
      orderEscalation: false,
      orderRelease: false,
      dispatch: false,
      trackRetention: false,
      adminReportTtlMs: 0,
      ...appOptions,
      config,
      database,
    });
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return {
    app,
    database,
    clock,
    config,
    async lastCode(phone) {
      const [row] = await database.db
        .select({ code: smsOutbox.code })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, phone))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      if (!row) throw new Error(`no code was sent to ${phone}`);
      return row.code;
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
