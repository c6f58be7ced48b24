import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE, OTP } from "@zaika/contract/constants";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "zaika-config-"));

describe("loadConfig", () => {
  it("has working defaults and generates a secret it keeps in DATA_DIR", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      env: "development",
      databaseUrl: undefined,
      sms: { provider: "console" },
      loginAttemptsPerMinute: 10,
      payments: { provider: "sandbox", keyId: "rzp_test_sandbox" },
    });
    expect(first.payments.keySecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).payments).toEqual(first.payments);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const stored = JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8"));
    expect(stored.jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it("prefers a configured secret and database", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: "x".repeat(40),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/zaika",
      PORT: "8080",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({ jwtSecret: "x".repeat(40), port: 8080, env: "production" });
    expect(config.databaseUrl).toContain("/zaika");
  });

  it("gives the public address the configured port unless PUBLIC_URL says otherwise", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "3999" }).publicUrl).toBe("http://localhost:3999");
    const behindProxy = loadConfig({ DATA_DIR: tempDir(), PORT: "3999", PUBLIC_URL: "https://zaika.example" });
    expect(behindProxy.publicUrl).toBe("https://zaika.example");
  });

  it("takes Razorpay keys, and refuses the Razorpay provider without them", () => {
    const keys = {
      PAYMENTS_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: "rzp_live_abcdefgh",
      RAZORPAY_KEY_SECRET: "s".repeat(24),
      RAZORPAY_WEBHOOK_SECRET: "w".repeat(24),
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys }).payments).toEqual({
      provider: "razorpay",
      keyId: "rzp_live_abcdefgh",
      keySecret: "s".repeat(24),
      webhookSecret: "w".repeat(24),
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENTS_PROVIDER: "razorpay" })).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadConfig({ DATA_DIR: tempDir(), LOGIN_ATTEMPTS_PER_MINUTE: "200" }).loginAttemptsPerMinute).toBe(200);
  });

  it("reads the sign-in abuse limits, defaulting to the contract's numbers", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).authLimits).toEqual({
      loginAttemptsPerIpAccountPerMinute: LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE,
      otpSendsPerIpPerHour: OTP.maxSendsPerIpPerHour,
      otpSendsPerMinute: OTP.maxSendsPerMinute,
      otpVerifiesPerIpPerHour: OTP.maxVerifiesPerIpPerHour,
      otpResendAfterSeconds: 30,
    });
    const raised = loadConfig({
      DATA_DIR: tempDir(),
      LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE: "50",
      OTP_SENDS_PER_IP_PER_HOUR: "1000",
      OTP_SENDS_PER_MINUTE: "2000",
      OTP_VERIFIES_PER_IP_PER_HOUR: "3000",
      OTP_RESEND_AFTER_SECONDS: "2",
    });
    expect(raised.authLimits).toEqual({
      loginAttemptsPerIpAccountPerMinute: 50,
      otpSendsPerIpPerHour: 1000,
      otpSendsPerMinute: 2000,
      otpVerifiesPerIpPerHour: 3000,
      otpResendAfterSeconds: 2,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), OTP_SENDS_PER_MINUTE: "0" })).toThrow(/OTP_SENDS_PER_MINUTE/);
  });

  it("names the invoice issuer: a demo company in Indore by default, the PLATFORM_* settings otherwise", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).platform).toEqual({
      legalName: "Zaika Foods Private Limited",
      address: "4th Floor, Apollo Premier, Vijay Nagar, Indore, Madhya Pradesh 452010",
      gstin: "23AABCZ4321K1ZF",
    });
    const configured = loadConfig({
      DATA_DIR: tempDir(),
      PLATFORM_LEGAL_NAME: " Example Eats Private Limited ",
      PLATFORM_ADDRESS: "1 Residency Road, Bengaluru, Karnataka 560025",
      PLATFORM_GSTIN: "29AAPFU0939F1ZV",
    });
    expect(configured.platform).toEqual({
      legalName: "Example Eats Private Limited",
      address: "1 Residency Road, Bengaluru, Karnataka 560025",
      gstin: "29AAPFU0939F1ZV",
    });
  });

  it("refuses a malformed platform GSTIN or an empty legal name", () => {
    // 14 characters; lower case; the 14th must be Z
    for (const gstin of ["23AABCZ4321K1Z", "23aabcz4321k1zf", "23AABCZ4321K1AF"]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), PLATFORM_GSTIN: gstin })).toThrow(/PLATFORM_GSTIN: must be a 15/);
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), PLATFORM_LEGAL_NAME: "  " })).toThrow(/PLATFORM_LEGAL_NAME/);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SMS_PROVIDER: "http" })).toThrow(/SMS_HTTP_URL/);
  });
});
