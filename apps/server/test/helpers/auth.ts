/** Sign-in shortcuts for API tests. */
import { OTP } from "@zaika/contract/constants";
import { DEMO } from "../../src/db/seed/seed";
import type { TestContext } from "./app";

export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

/** The refresh cookie a response set, as `name=value` ready for a Cookie header. */
export function refreshCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === "zaika_rt");
  if (!cookie) throw new Error("no refresh cookie was set");
  return `${cookie.name}=${cookie.value}`;
}

export async function requestCode(t: TestContext, phone: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/auth/otp?phone=${encodeURIComponent(phone)}` });
  if (res.statusCode !== 200) throw new Error(`otp send failed: ${res.body}`);
  return t.lastCode(phone.slice(-10));
}

export async function verifiedToken(
  t: TestContext,
  phone: string,
): Promise<{ otpToken: string; isRegistered: boolean }> {
  const otp = await requestCode(t, phone);
  const res = await t.app.inject({ method: "POST", url: "/api/auth/verifyOtp", payload: { phone, otp } });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return res.json();
}

export async function loginWithPassword(t: TestContext, email: string, password: string, remoteAddress = "127.0.0.1") {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });
}

/** Access tokens of the three demo accounts. */
export async function demoTokens(t: TestContext) {
  const admin = (await loginWithPassword(t, DEMO.admin.email, DEMO.admin.password)).json().accessToken as string;
  const restaurant = (await loginWithPassword(t, DEMO.restaurant.email, DEMO.restaurant.password)).json()
    .accessToken as string;
  t.clock.advance(OTP.resendAfterSeconds * 1000);
  const { otpToken } = await verifiedToken(t, DEMO.customer.phone);
  const user = (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { otpToken } })).json()
    .accessToken as string;
  return { admin, restaurant, user };
}
