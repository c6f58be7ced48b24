/**
 * Per-test set-up through the HTTP API, so every browser test builds its own world and drives only its own part of a
 * journey through the UI: `backoffice` (the demo admin creating categories, restaurants with owners and dishes; it
 * removes what it made when the test ends) and `customer` (a brand-new customer registered by OTP from the dev outbox,
 * signed in on the test's page). Names carry a random suffix, so a second run on the same
 * database meets none of the first run's data.
 */
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { DEMO, newPhone, readOtp } from "./support";

/** A suffix unique to one test of one run. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 46_656).toString(36)}`;
}

/** JSON calls with a bearer token; every call must succeed (the error names the call and the server's answer). */
export class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  async call<T>(method: string, path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await this.request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...headers },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
  get<T>(path: string) {
    return this.call<T>("GET", path);
  }
  post<T>(path: string, data?: unknown, headers?: Record<string, string>) {
    return this.call<T>("POST", path, data, headers);
  }
  put<T>(path: string, data?: unknown) {
    return this.call<T>("PUT", path, data);
  }
  patch<T>(path: string, data?: unknown) {
    return this.call<T>("PATCH", path, data);
  }
  delete<T>(path: string) {
    return this.call<T>("DELETE", path);
  }
}

/** Signs a staff account in on this browser context (its refresh cookie), as the login form would. */
export async function signInContext(context: BrowserContext, account: { email: string; password: string }) {
  const res = await context.request.post("/api/auth/login", { data: account });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A page of its own (own cookies) signed in as a staff account, on its home. */
export async function staffPage(
  context: BrowserContext,
  account: { email: string; password: string },
  home: "/admin" | "/restaurant",
): Promise<Page> {
  await signInContext(context, account);
  const page = await context.newPage();
  await page.goto(home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return page;
}

const round24h = { isClosed: false, slots: [{ open: "00:00", close: "24:00" }] };
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
/** Open round the clock every day, so a test can order at any hour it runs. */
export const ROUND_THE_CLOCK = Object.fromEntries(WEEKDAYS.map((day) => [day, round24h]));

export interface RestaurantOptions {
  name?: string;
  coordinates?: { lat: number; lng: number };
  /** Kilometres. */
  deliveryRadius?: number;
  minimumOrderAmount?: number;
  deliveryFee?: number;
  freeDeliveryThreshold?: number | null;
  packagingCharge?: number;
  /** Left out: the server's default hours (11:00–23:00). */
  businessHours?: Record<string, unknown>;
}

export interface Restaurant {
  id: string;
  name: string;
  coordinates: { lat: number; lng: number };
  owner: { name: string; email: string; password: string };
}

export interface DishInput {
  categoryId: string;
  name: string;
  price: number;
  foodType?: "veg" | "non-veg" | "egg";
  description?: string;
  attributes?: Array<{ name: string; required: boolean; options: Array<{ name: string; additionalPrice: number }> }>;
  addons?: Array<{ name: string; price: number }>;
}

/** What the demo admin sets up for one test through the API, and takes away again when it ends. */
export interface Backoffice {
  readonly admin: Api;
  readonly stamp: string;
  category(name: string): Promise<{ id: string; name: string }>;
  restaurant(options?: RestaurantOptions): Promise<Restaurant>;
  dish(restaurantId: string, dish: DishInput): Promise<{ id: string; name: string; price: number }>;
  /** Removes, when the test ends, a restaurant, category or banner the test made through the UI. */
  removeLater(kind: "restaurant" | "category" | "banner", id: string): void;
}

export interface Customer {
  name: string;
  phone: string;
  email: string;
  /** The customer's own API (bearer token). */
  api: Api;
  /** A saved delivery address (the default one unless told otherwise); returns its id. */
  address(values: {
    addressLine1: string;
    coordinates: { lat: number; lng: number };
    isDefault?: boolean;
  }): Promise<string>;
  addToCart(
    productId: string,
    choices?: { quantity?: number; selectedAttributes?: unknown[]; selectedAddons?: string[] },
  ): Promise<void>;
}

/** Registers a new customer by phone OTP (the code read from the dev outbox) on a request context. */
export async function registerCustomer(request: APIRequestContext, name: string): Promise<Customer> {
  const phone = newPhone();
  const sent = await request.get(`/api/auth/otp?phone=${phone}`);
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readOtp(request, phone);
  const verified = await request.post("/api/auth/verifyOtp", { data: { phone, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { otpToken, isRegistered } = (await verified.json()) as { otpToken: string; isRegistered: boolean };
  expect(isRegistered).toBe(false);
  const email = `customer.${phone}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { otpToken, name, email, dateOfBirth: "1992-01-20" },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const api = new Api(request, ((await registered.json()) as { accessToken: string }).accessToken);
  return {
    name,
    phone,
    email,
    api,
    async address({ addressLine1, coordinates, isDefault = true }) {
      const body = await api.post<{ data: { _id: string } }>("/api/user/address", {
        fullName: name,
        addressLine1,
        addressLine2: "Palasia",
        city: "Indore",
        state: "Madhya Pradesh",
        postalCode: "452001",
        addressType: "home",
        phoneNumber: phone,
        coordinates,
        isDefault,
      });
      return body.data._id;
    },
    async addToCart(productId, choices = {}) {
      await api.post("/api/cart", { productId, ...choices });
    },
  };
}

type Fixtures = {
  backoffice: Backoffice;
  /** The name the `customer` fixture registers with (`test.use({ customerName })`). */
  customerName: string;
  /** A brand-new customer, signed in on `page` (its refresh cookie): the app restores the session on load. */
  customer: Customer;
};

export const test = base.extend<Fixtures>({
  customerName: ["Ananya Joshi", { option: true }],

  backoffice: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const token = await demoAdminToken(request);
    const admin = new Api(request, token);
    const stamp = uniqueStamp();
    const made: Array<{ kind: "restaurant" | "category" | "banner"; id: string }> = [];
    let restaurants = 0;

    await use({
      admin,
      stamp,
      async category(name) {
        const body = await admin.post<{ category: { _id: string; name: string } }>("/api/admin/category", { name });
        made.push({ kind: "category", id: body.category._id });
        return { id: body.category._id, name: body.category.name };
      },
      async restaurant(options = {}) {
        restaurants++;
        const name = options.name ?? `Zaika Test Kitchen ${stamp}${restaurants}`;
        const owner = {
          name: "Rohan Malviya",
          email: `owner.${stamp}${restaurants}@example.com`,
          password: "Owner@12345",
        };
        const coordinates = options.coordinates ?? { lat: 22.7336, lng: 75.8878 };
        const body = await admin.post<{ data: { _id: string } }>("/api/admin/restaurant", {
          name,
          description: "Momos, rolls and tandoor plates from the heart of Indore.",
          foodType: "both",
          priceRange: "₹₹",
          cuisine: ["North Indian", "Chinese"],
          address: {
            street: "12 MG Road, Near Regal Square",
            city: "Indore",
            state: "Madhya Pradesh",
            zipCode: "452010",
            country: "India",
            coordinates,
          },
          contactInfo: { phones: ["9826012345"], email: `hello.${stamp}${restaurants}@example.com`, website: "" },
          deliverySettings: {
            isDeliveryAvailable: true,
            deliveryRadius: options.deliveryRadius ?? 15,
            minimumOrderAmount: options.minimumOrderAmount ?? 100,
            deliveryFee: options.deliveryFee ?? 40,
            estimatedDeliveryTime: 30,
            freeDeliveryThreshold: options.freeDeliveryThreshold ?? null,
          },
          paymentOptions: { acceptsCash: true, acceptsOnlinePayment: true, acceptsWalletPayment: false },
          additionalSettings: {
            commissionRate: 18,
            packagingCharge: options.packagingCharge ?? 0,
            preparationTime: 15,
            isActive: true,
            bankDetails: {
              accountName: "Zaika Test Kitchen LLP",
              accountNumber: "50100123456789",
              ifscCode: "HDFC0001234",
              bankName: "HDFC Bank",
            },
            taxInfo: { gstin: "", vatNumber: "", panNumber: "" },
          },
          ...(options.businessHours ? { businessHours: options.businessHours } : {}),
          ownerName: owner.name,
          ownerEmail: owner.email,
          password: owner.password,
        });
        made.push({ kind: "restaurant", id: body.data._id });
        return { id: body.data._id, name, coordinates, owner };
      },
      async dish(restaurantId, dish) {
        const body = await admin.post<{ data: { _id: string; name: string; price: number } }>(
          "/api/restaurant/products",
          { restaurantId, foodType: "veg", ...dish },
        );
        return { id: body.data._id, name: body.data.name, price: body.data.price };
      },
      removeLater(kind, id) {
        made.push({ kind, id });
      },
    });

    // Remove what this test made, newest first: restaurants (their dishes go with them, or they are only hidden when
    // they have orders), banners, categories (which cannot be deleted, only switched off).
    for (const { kind, id } of made.reverse()) {
      if (kind === "restaurant") await removeUnlessGone(admin, `/api/admin/restaurant/${id}`);
      if (kind === "banner") await removeUnlessGone(admin, `/api/admin/banner/${id}`);
      if (kind === "category") {
        const all = await admin.get<{ categories: Array<{ _id: string; isActive: boolean }> }>(
          "/api/admin/category/all",
        );
        if (all.categories.find((c) => c._id === id)?.isActive) {
          await admin.patch(`/api/admin/category/${id}/toggle-status`);
        }
      }
    }
    await request.dispose();
  },

  customer: async ({ page, customerName }, use) => {
    await use(await registerCustomer(page.request, customerName));
  },
});

/** DELETE that also accepts 404: the test may have removed it already. */
async function removeUnlessGone(api: Api, path: string) {
  const res = await api.request.delete(path, { headers: { authorization: `Bearer ${api.token}` } });
  expect([200, 404], `DELETE ${path}: ${res.status()} ${await res.text()}`).toContain(res.status());
}

async function demoAdminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", { data: DEMO.admin });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The GST percentage new orders get (a global setting). */
export async function currentGst(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/settings");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { gst: number }).gst;
}

/** Sets the GST percentage unless it is already that. */
export async function ensureGst(admin: Api, percent: number): Promise<void> {
  if ((await currentGst(admin.request)) !== percent) await admin.post("/api/settings", { gst: percent });
}

export { expect };
