import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_OTP_RESEND_SECONDS } from "./tests/otp-settings";

// The built app on the real server, on a fresh embedded database (or E2E_DATABASE_URL's server) each run.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.E2E_DATABASE_URL;
/**
 * Uploaded images (the seed's pictures among them) are files in DATA_DIR, named by rows in the database. A fresh
 * embedded database gets a fresh folder each run; E2E_DATABASE_URL's database outlives the run, so its folder is kept
 * per database too: a second run on it still finds the pictures the first run's seed stored.
 */
function dataDirFor(url: string | undefined): string {
  if (!url) return mkdtempSync(path.join(tmpdir(), "zaika-e2e-"));
  const dir = path.join(tmpdir(), `zaika-e2e-${createHash("sha256").update(url).digest("hex").slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR ?? dataDirFor(databaseUrl);

export default defineConfig({
  testDir: "./tests",
  // Layout, accessibility and the service worker do not depend on the database: they run on the embedded one, and a
  // run against E2E_DATABASE_URL's server (CI's second pass) leaves them out.
  testIgnore: databaseUrl ? ["**/every-width.spec.ts", "**/installable.spec.ts"] : [],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    command: "node ../apps/server/dist/server.js",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
      // The suite signs staff in dozens of times a minute, all from 127.0.0.1: the production limit (10 a minute per
      // address) would turn that into random 429s. The limit itself is tested in the API suite.
      LOGIN_ATTEMPTS_PER_MINUTE: "200",
      LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE: "200",
      // Likewise every phone code is sent and checked from 127.0.0.1; with REDIS_URL (CI's PostgreSQL pass) the counts
      // also outlive a run for the hour, so a second run within it must not meet the first one's. Limits are tested
      // in the API suite.
      OTP_SENDS_PER_IP_PER_HOUR: "100000",
      OTP_SENDS_PER_MINUTE: "100000",
      OTP_VERIFIES_PER_IP_PER_HOUR: "100000",
      OTP_RESEND_AFTER_SECONDS: String(E2E_OTP_RESEND_SECONDS),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  },
});
