/** Shared steps of the browser journeys. */
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@demo.test", password: "Admin@12345" },
  restaurant: { email: "restaurant@demo.test", password: "Restaurant@12345" },
  customer: { phone: "9876543210", name: "Demo Customer" },
} as const;

/** Collects console errors and uncaught exceptions; assert it is empty at the end of a journey. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The newest code the offline SMS provider sent to a phone (dev outbox). */
export async function readOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get(`/api/dev/outbox?phone=${phone}`);
    const body = (await res.json()) as { data: Array<{ code: string }> };
    code = body.data[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** A random, valid Indian mobile number nobody has registered yet. */
export function newPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Restaurant / Admin" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

export async function signInWithPhone(page: Page, phone: string) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await readOtp(page.request, phone);
  await page.getByRole("textbox", { name: /Enter the 6-digit code/ }).fill(code);
  await page.getByRole("button", { name: "Verify and continue" }).click();
}

/** Signs up a brand-new customer through the UI and waits for their home. */
export async function signUpNewCustomer(page: Page, name = "Kabir Mehta"): Promise<string> {
  const phone = newPhone();
  await signInWithPhone(page, phone);
  await page.getByRole("textbox", { name: "Full name" }).fill(name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(`customer.${phone}@example.com`);
  await page.getByLabel("Date of birth").fill("1992-01-20");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/user$/);
  return phone;
}
