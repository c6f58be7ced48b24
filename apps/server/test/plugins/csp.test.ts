import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/app";

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function csp(provider: "sandbox" | "razorpay"): Promise<string> {
  t = await createTestApp({
    seed: false,
    config: {
      payments: {
        provider,
        keyId: "rzp_test_1234567890",
        keySecret: "secret-12345678",
        webhookSecret: "hook-12345678",
      },
    },
  });
  const res = await t.app.inject({ method: "GET", url: "/api/health" });
  return String(res.headers["content-security-policy"]);
}

describe("content security policy", () => {
  it("lets Razorpay's checkout load only when the Razorpay provider is configured", async () => {
    const policy = await csp("razorpay");
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(policy).toContain("frame-src https://api.razorpay.com https://checkout.razorpay.com");
    expect(policy).toContain("connect-src 'self' https://api.razorpay.com");
  });

  it("keeps scripts, frames and connections to our own origin with the offline sandbox", async () => {
    const policy = await csp("sandbox");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toContain("razorpay.com");
  });
});
