/** Shared steps of the browser journeys. */
import { deflateSync } from "node:zlib";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_OTP_RESEND_SECONDS } from "./otp-settings";

export const DEMO = {
  admin: { email: "admin@demo.test", password: "Admin@12345" },
  restaurant: { email: "restaurant@demo.test", password: "Restaurant@12345" },
  customer: { phone: "9876543210", name: "Demo Customer" },
  /** Signs in by phone OTP on /login like a customer and lands on /rider; seeded active and online. */
  rider: { phone: "9876500001", name: "Ravi Kumar" },
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

/**
 * The newest code the offline SMS provider sent to a phone (dev outbox), waiting for one to arrive: for a phone that
 * was never sent one before (signInWithPhone handles phones with older codes).
 */
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

/**
 * Signs in by phone OTP on /login (a customer or a rider), with the code sent now: never an older one still in the
 * outbox from an earlier test or an earlier run on the same database. When this phone was sent a code moments ago, it
 * first waits out the server's resend limit (E2E_OTP_RESEND_SECONDS here, read from the outbox, so no 429 and no
 * console error).
 */
export async function signInWithPhone(page: Page, phone: string) {
  const before = (await outboxOf(page.request, phone))[0]?.createdAt ?? null;
  if (before) {
    const allowedAt = new Date(before).getTime() + (E2E_OTP_RESEND_SECONDS + 1) * 1000;
    await expect
      .poll(() => Date.now() >= allowedAt, { timeout: (E2E_OTP_RESEND_SECONDS + 10) * 1000, intervals: [250] })
      .toBe(true);
  }
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/otp");
  await page.getByRole("button", { name: "Send OTP" }).click();
  expect((await sent).ok()).toBe(true);
  let code = "";
  await expect(async () => {
    const newest = (await outboxOf(page.request, phone))[0];
    expect(newest && newest.createdAt !== before).toBe(true);
    code = newest?.code ?? "";
  }).toPass({ timeout: 10_000 });
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

/** Waits for a success (or any) toast with exactly this text. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible();
}

/** The main navigation of the admin or restaurant area (the desktop sidebar). */
export function staffNav(page: Page, role: "admin" | "restaurant") {
  return page.getByRole("navigation", { name: role === "admin" ? "Admin menu" : "Restaurant menu" });
}

export type StoredLocation = { lat: number; lon: number; description: string };

/** The customer's delivery location as the web app stores it (localStorage `location`), or null. */
export async function storedLocation(page: Page): Promise<StoredLocation | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem("location"));
  return raw ? (JSON.parse(raw) as StoredLocation) : null;
}

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * Screen offset in CSS pixels from one point to another on a Web Mercator map (Leaflet's default) at a zoom level:
 * x grows eastwards, y southwards.
 */
export function mercatorOffset(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
  zoom: number,
): { dx: number; dy: number } {
  const scale = (256 * 2 ** zoom) / (2 * Math.PI);
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return {
    dx: scale * ((to.lon - from.lon) * (Math.PI / 180)),
    dy: -scale * (y(to.lat) - y(from.lat)),
  };
}

/** A real PNG image (an RGB gradient) built in memory, e.g. for setInputFiles. */
export function pngImage(width: number, height: number, name = "picture.png") {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = 185 + Math.round((70 * x) / width);
      rows[at + 1] = 60 + Math.round((120 * y) / height);
      rows[at + 2] = 12 + Math.round((60 * (x + y)) / (width + height));
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const buffer = Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { name, mimeType: "image/png", buffer };
}

/** The codes the dev outbox holds for a phone, newest first. */
async function outboxOf(request: APIRequestContext, phone: string) {
  const res = await request.get(`/api/dev/outbox?phone=${phone}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Array<{ code: string; createdAt: string }> }).data;
}

/** An access token for a staff login (e-mail and password), for API set-up from a request context of its own. */
export async function staffToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * Makes a seeded restaurant (signed in as its owner) deterministic for ordering: delivery radius, minimum order,
 * delivery fee, no free delivery, cash and online payment. Returns its id.
 */
export async function makeRestaurantOrderable(
  request: APIRequestContext,
  owner: { email: string; password: string },
  settings: { radiusKm?: number; minimumOrder?: number; deliveryFee?: number } = {},
): Promise<string> {
  const token = await staffToken(request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${token}` };
  const own = await request.get("/api/restaurant", { headers });
  expect(own.ok()).toBe(true);
  const restaurant = ((await own.json()) as { data: { _id: string; deliverySettings: Record<string, unknown> } }).data;
  const res = await request.put(`/api/admin/restaurant/${restaurant._id}`, {
    headers,
    data: {
      deliverySettings: {
        ...restaurant.deliverySettings,
        isDeliveryAvailable: true,
        deliveryRadius: settings.radiusKm ?? 15,
        minimumOrderAmount: settings.minimumOrder ?? 100,
        deliveryFee: settings.deliveryFee ?? 40,
        freeDeliveryThreshold: null,
      },
      paymentOptions: { acceptsCash: true, acceptsOnlinePayment: true, acceptsWalletPayment: false },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return restaurant._id;
}

/** As the app writes money (the contract's formatRupees, in `locale`): ₹1,234 or ₹1,234.50. */
export function rupees(value: number, locale: "en-IN" | "hi-IN" = "en-IN"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}
