/** Test helpers of the restaurants module: a valid draft form, creation through the API, dishes, multipart bodies. */
import { randomBytes } from "node:crypto";
import type { RestaurantCreateBody } from "@zaika/contract/restaurant";
import sharp from "sharp";
import { categories, products } from "../../../src/db/schema/catalog";
import type { TestContext } from "../../helpers/app";

/** The spec's map centre (Indore). */
export const CENTRE = { lat: 22.719568, lng: 75.857727 };
const METRES_PER_DEGREE = (Math.PI * 6_371_000) / 180;

/** A point `metres` due north of CENTRE. */
export function northOfCentre(metres: number) {
  return { lat: CENTRE.lat + metres / METRES_PER_DEGREE, lng: CENTRE.lng };
}

let counter = 0;
/** A complete, valid draft form; every call gets a fresh owner e-mail. */
export function draft(overrides: Partial<RestaurantCreateBody> = {}): RestaurantCreateBody {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Test Kitchen ${counter}`,
    description: "Home-style food",
    foodType: "both",
    priceRange: "₹₹",
    cuisine: ["North Indian", "Chinese"],
    address: {
      street: "12 MG Road",
      city: "Indore",
      state: "Madhya Pradesh",
      zipCode: "452001",
      country: "India",
      coordinates: CENTRE,
    },
    contactInfo: { phones: ["9876501234"], email: `kitchen${tag}@example.com`, website: "" },
    deliverySettings: {
      isDeliveryAvailable: true,
      deliveryRadius: 7.5,
      minimumOrderAmount: 149.5,
      deliveryFee: 30,
      estimatedDeliveryTime: 35,
      freeDeliveryThreshold: 499,
    },
    paymentOptions: { acceptsCash: true, acceptsOnlinePayment: true, acceptsWalletPayment: false },
    additionalSettings: {
      commissionRate: 12.5,
      packagingCharge: 10,
      preparationTime: 20,
      isActive: true,
      bankDetails: {
        accountName: "Test Kitchen",
        accountNumber: "123456789012",
        ifscCode: "HDFC0001234",
        bankName: "HDFC",
      },
      taxInfo: { gstin: "23ABCDE1234F1Z5", vatNumber: "", panNumber: "ABCDE1234F" },
    },
    ownerName: "Owner Person",
    ownerEmail: `owner${tag}@example.com`,
    password: "Secret123",
    ...overrides,
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a restaurant as the admin; returns its id and the owner's login. */
export async function createRestaurant(
  t: TestContext,
  adminToken: string,
  overrides: Partial<RestaurantCreateBody> = {},
) {
  const body = draft(overrides);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/restaurant",
    headers: auth(adminToken),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return { id: res.json().data._id as string, ownerEmail: body.ownerEmail, password: body.password, body };
}

/** Signs in as an owner created by createRestaurant. */
let logins = 0;
export async function ownerToken(t: TestContext, email: string, password: string): Promise<string> {
  // A new address per sign-in keeps the per-IP login limit out of the way.
  logins++;
  const remoteAddress = `10.9.${Math.floor(logins / 250)}.${logins % 250}`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`owner login failed: ${res.body}`);
  return res.json().accessToken;
}

export async function insertCategory(t: TestContext, name: string, isActive = true): Promise<string> {
  const [row] = await t.database.db.insert(categories).values({ name, isActive }).returning({ id: categories.id });
  if (!row) throw new Error("category not inserted");
  return row.id;
}

export async function insertProduct(
  t: TestContext,
  values: { restaurantId: string; categoryId: string; name: string; pricePaise?: number; isAvailable?: boolean },
): Promise<string> {
  const [row] = await t.database.db
    .insert(products)
    .values({ pricePaise: 10_000, foodType: "veg", ...values })
    .returning({ id: products.id });
  if (!row) throw new Error("product not inserted");
  return row.id;
}

/** Polls until `check` passes (events arrive asynchronously through NOTIFY), or fails after `ms`. */
export async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export interface FormPart {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A hand-built multipart/form-data body. */
export function multipart(parts: FormPart[]) {
  const boundary = `----zaika-restaurants-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.data) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? "file.png"}"\r\n` +
            `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from("\r\n"));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ""}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}
