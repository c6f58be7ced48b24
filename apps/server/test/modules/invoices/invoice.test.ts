/**
 * GET /order/:id/invoice: the GST tax invoice of orders placed, paid and delivered through the API, read back with
 * pdfjs as text. The figures are worked by hand from the dishes; the PDF must show the bill exactly as charged, the
 * CGST/SGST split within Madhya Pradesh and IGST across a state border, and refuse who and what it should.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformIdentity } from "../../../src/config";
import { addresses } from "../../../src/db/schema/addresses";
import { products } from "../../../src/db/schema/catalog";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens } from "../../helpers/auth";
import {
  addressFor,
  auth,
  fillCart,
  LUNCHTIME,
  NEARBY,
  newCustomer,
  paidOnlineOrder,
  placedOrder,
  type Shop,
  setupShop,
  signToken,
} from "../../helpers/orders";
import { orderRow, otherRestaurant, setRider, userIdByPhone } from "../orders/lifecycle-fixtures";
import { pdfText } from "./pdf-text";

/** Not the defaults, so the test sees the settings reach the invoice. */
const PLATFORM: PlatformIdentity = {
  legalName: "Zaika Test Kitchens Private Limited",
  address: "7 Test Lane, Vijay Nagar, Indore, Madhya Pradesh 452010",
  gstin: "23AABCZ9876K1ZQ",
};
const RESTAURANT_GSTIN = "23ABCDE1234F1Z5";

let t: TestContext;
let shop: Shop;
let tokens: { admin: string; restaurant: string; user: string };
let dosa: string;
let ids: { customer: string; rider: string };

beforeAll(async () => {
  // 12:00 IST on Thursday 15 January 2026: financial year 2025-26, invoice numbers ZK2526-…
  t = await createTestApp({ now: LUNCHTIME, config: { platform: PLATFORM } });
  tokens = await demoTokens(t);
  shop = await setupShop(t, { taxInfo: { gstin: RESTAURANT_GSTIN, vatNumber: null, panNumber: null } });
  // A dish at an odd price, so the tax has an odd paisa to split
  const [lassi] = await t.database.db.select().from(products).where(eq(products.id, shop.dishes.lassi));
  if (!lassi) throw new Error("lassi missing");
  const [row] = await t.database.db
    .insert(products)
    .values({
      restaurantId: shop.restaurantId,
      categoryId: lassi.categoryId,
      name: "Masala Dosa",
      pricePaise: 12_345,
      foodType: "veg",
    })
    .returning({ id: products.id });
  if (!row) throw new Error("dosa not created");
  dosa = row.id;
  ids = { customer: String(decodeClaims(tokens.user).sub), rider: await userIdByPhone(t, DEMO.rider.phone) };
});
afterAll(() => t.close());

const download = (orderId: string, token?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/order/${orderId}/invoice`,
    headers: token ? auth(token) : {},
  });

/** The invoice number a download was named after. */
function fileNumber(res: { headers: Record<string, unknown> }): string {
  const match = /^attachment; filename="(ZK\d{4}-\d{7})\.pdf"$/.exec(String(res.headers["content-disposition"]));
  if (!match?.[1]) throw new Error(`no invoice file name in ${res.headers["content-disposition"]}`);
  return match[1];
}

async function patchStatus(token: string, orderId: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/order/${orderId}/status`,
    headers: auth(token),
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${payload.status} failed: ${res.body}`);
}

/** Accepted, prepared and handed to the demo rider, who delivers it with its code. */
async function deliver(orderId: string) {
  const owner = await signToken(t, { id: shop.ownerId, role: "restaurant" });
  for (const status of ["ACCEPTED", "PREPARING", "READY_FOR_PICKUP"]) await patchStatus(owner, orderId, { status });
  await setRider(t, orderId, ids.rider);
  const rider = await signToken(t, { id: ids.rider, role: "rider" });
  await patchStatus(rider, orderId, { status: "OUT_FOR_DELIVERY" });
  await patchStatus(rider, orderId, { status: "DELIVERED", deliveryCode: (await orderRow(t, orderId)).deliveryCode });
}

/**
 * Order A, paid online, delivered within Madhya Pradesh (the restaurant's state):
 * Masala Dosa ₹123.45 + Sweet Lassi ₹60 + Royal Thali (Half) ₹180 = ₹363.45, under the ₹500 free-delivery threshold.
 * GST 5 % of 363.45 = 18.1725 → ₹18.17 (half up to the paisa); packaging ₹20; delivery ₹40;
 * total 363.45 + 18.17 + 20 + 40 = ₹441.62. Split: 1,817 paise is odd, so CGST takes the odd paisa: ₹9.09 + ₹9.08.
 * Taxable value on the invoice: 363.45 + 20 + 40 = ₹423.45.
 */
const A = {
  subtotal: 363.45,
  tax: 18.17,
  total: 441.62,
  words: "Rupees Four Hundred Forty-One and Sixty-Two Paise Only",
};
/**
 * Order B, cash on delivery to an address across the border in Gujarat: Sweet Lassi ×3 = ₹180; GST 5 % = ₹9.00;
 * packaging ₹20; delivery ₹40; total ₹249.00, all of its tax as IGST.
 */
const B = { subtotal: 180, tax: 9, total: 249, words: "Rupees Two Hundred Forty-Nine Only" };

let orderA: string;
let orderB: string;

describe("the invoice of an order paid online, within the state", () => {
  beforeAll(async () => {
    await fillCart(t, tokens.user, [
      { productId: dosa },
      { productId: shop.dishes.lassi },
      { productId: shop.dishes.thali, selectedAttributes: [{ attributeName: "Size", optionName: "Half" }] },
    ]);
    const addressId = await addressFor(t, tokens.user);
    orderA = (await paidOnlineOrder(t, tokens.user, addressId))._id;
  });

  it("the bill it states is the one the order charged", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/order/${orderA}`, headers: auth(tokens.user) });
    expect(res.json().data).toMatchObject({
      subtotal: A.subtotal,
      taxAmount: A.tax,
      packagingCharge: 20,
      deliveryFee: 40,
      finalTotal: A.total,
      paymentStatus: "PAID",
    });
  });

  it("is a PDF download named after the first invoice number of the financial year", async () => {
    const res = await download(orderA, tokens.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="ZK2526-0000001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("shows the issuer under section 9(5), both GSTINs, the parties and the place of supply", async () => {
    const { text, pages } = await pdfText((await download(orderA, tokens.user)).rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(
      "Issued by Zaika Test Kitchens Private Limited as an electronic commerce operator under section 9(5) of the CGST Act, 2017",
    );
    expect(text).toContain("7 Test Lane, Vijay Nagar, Indore, Madhya Pradesh 452010");
    expect(text).toContain(`GSTIN: ${PLATFORM.gstin}`);
    expect(text).toContain(`Restaurant ${DEMO.restaurant.restaurantName} Rajwada, Indore, Madhya Pradesh`);
    expect(text).toContain(`GSTIN: ${RESTAURANT_GSTIN}`);
    expect(text).toContain(
      `Customer ${DEMO.customer.name} Deliver to: Asha Verma 12 MG Road, Indore, Madhya Pradesh 452001`,
    );
    expect(text).toContain("Place of supply: Madhya Pradesh (23)");
    const orderNumber = (await orderRow(t, orderA)).orderNumber;
    expect(text).toContain(`Invoice number: ZK2526-0000001 Invoice date: 15 Jan 2026 Order number: ${orderNumber}`);
  });

  it("lists each line with its SAC and the tax as charged, split into CGST and SGST, totalling the bill", async () => {
    const { text } = await pdfText((await download(orderA, tokens.user)).rawPayload);
    expect(text).toContain("Food and beverages 996331 Rs. 363.45 5% Rs. 18.17 Rs. 381.62");
    expect(text).toContain("Packaging 996331 Rs. 20.00 — Rs. 0.00 Rs. 20.00");
    expect(text).toContain("Delivery charge 996813 Rs. 40.00 — Rs. 0.00 Rs. 40.00");
    expect(text).toContain("Taxable value Rs. 423.45 CGST @ 2.5% Rs. 9.09 SGST @ 2.5% Rs. 9.08 Total GST Rs. 18.17");
    expect(text).toContain("Invoice total Rs. 441.62");
    expect(text).not.toContain("IGST @");
    expect(text).toContain(`Amount in words: ${A.words}`);
  });

  it("keeps its number and its bytes on every later download, by anyone allowed", async () => {
    const first = await download(orderA, tokens.user);
    t.clock.advance(3 * 60_000);
    const admin = await download(
      orderA,
      await signToken(t, { id: String(decodeClaims(tokens.admin).sub), role: "admin" }),
    );
    const owner = await download(orderA, await signToken(t, { id: shop.ownerId, role: "restaurant" }));
    for (const again of [admin, owner]) {
      expect(again.statusCode).toBe(200);
      expect(fileNumber(again)).toBe("ZK2526-0000001");
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });
});

describe("who may download it", () => {
  it("the customer of another order gets 403", async () => {
    const other = await newCustomer(t, "9876522222");
    const res = await download(orderA, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the order's customer, its restaurant and admins may download its invoice");
  });

  it("another restaurant's owner gets 403", async () => {
    const other = await otherRestaurant(t);
    expect((await download(orderA, other.token)).statusCode).toBe(403);
  });

  it("a rider gets 403, even the order's own", async () => {
    await setRider(t, orderA, ids.rider);
    expect((await download(orderA, await signToken(t, { id: ids.rider, role: "rider" }))).statusCode).toBe(403);
    await setRider(t, orderA, null);
  });

  it("nobody signed in gets 401", async () => {
    expect((await download(orderA)).statusCode).toBe(401);
  });

  it("an unknown order is 404 and a malformed id 400", async () => {
    const admin = await signToken(t, { id: String(decodeClaims(tokens.admin).sub), role: "admin" });
    const unknown = await download(randomUUID(), admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Order not found");
    const malformed = await download("not-an-id", admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([{ field: "id", message: "Invalid id" }]);
  });
});

describe("the invoice of a cash order delivered across a state border", () => {
  beforeAll(async () => {
    const token = await signToken(t, { id: ids.customer, name: DEMO.customer.name });
    await fillCart(t, token, [{ productId: shop.dishes.lassi, quantity: 3 }]);
    // The delivery radius goes by coordinates, so an address 2 km away can name a state across the border.
    const [address] = await t.database.db
      .insert(addresses)
      .values({
        userId: ids.customer,
        fullName: "Kiran Patel",
        addressLine1: "4 Station Road",
        city: "Dahod",
        state: "Gujarat",
        postalCode: "389151",
        phoneNumber: "9876543210",
        lat: NEARBY.lat,
        lng: NEARBY.lng,
      })
      .returning({ id: addresses.id });
    if (!address) throw new Error("address not created");
    orderB = (await placedOrder(t, token, { paymentMode: "COD", addressId: address.id })).order._id;
  });

  it("has none before delivery: 409", async () => {
    const res = await download(orderB, await signToken(t, { id: ids.customer }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("No invoice yet: cash on delivery orders are invoiced once delivered");
  });

  it("once delivered, shows the whole tax as IGST and the bill's total", async () => {
    await deliver(orderB);
    const customer = await signToken(t, { id: ids.customer });
    const bill = (await t.app.inject({ method: "GET", url: `/api/order/${orderB}`, headers: auth(customer) })).json();
    expect(bill.data).toMatchObject({
      subtotal: B.subtotal,
      taxAmount: B.tax,
      finalTotal: B.total,
      status: "DELIVERED",
    });

    const res = await download(orderB, customer);
    expect(res.statusCode).toBe(200);
    expect(fileNumber(res)).toBe("ZK2526-0000002");
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain("Place of supply: Gujarat (24)");
    expect(text).toContain("Deliver to: Kiran Patel 4 Station Road, Dahod, Gujarat 389151");
    expect(text).toContain("Food and beverages 996331 Rs. 180.00 5% Rs. 9.00 Rs. 189.00");
    expect(text).toContain("Taxable value Rs. 240.00 IGST @ 5% Rs. 9.00 Total GST Rs. 9.00 Invoice total Rs. 249.00");
    expect(text).not.toMatch(/[CS]GST @/); // "CGST Act" stays in the heading
    expect(text).toContain(`Amount in words: ${B.words}`);
  });
});

describe("orders without an invoice", () => {
  it("an online order not yet paid: 409 for its customer; its restaurant gets the order page's 404", async () => {
    const token = await signToken(t, { id: ids.customer });
    await fillCart(t, token, [{ productId: shop.dishes.lassi, quantity: 3 }]);
    const placed = await placedOrder(t, token, { paymentMode: "ONLINE", addressId: await addressFor(t, token) });
    const res = await download(placed.order._id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("No invoice yet: this order has not been paid");
    const owner = await signToken(t, { id: shop.ownerId, role: "restaurant" });
    expect((await download(placed.order._id, owner)).statusCode).toBe(404);
  });

  it("a paid order cancelled before its first download: 409, pointing to the refund; no number is used", async () => {
    const token = await signToken(t, { id: ids.customer });
    await fillCart(t, token, [{ productId: shop.dishes.lassi, quantity: 3 }]);
    const paid = await paidOnlineOrder(t, token, await addressFor(t, token));
    await patchStatus(token, paid._id, { status: "CANCELLED" });
    const res = await download(paid._id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This order was cancelled; its refund is shown on the order");

    // The series goes on from the last invoice: nothing was taken for the refused download
    await fillCart(t, token, [{ productId: shop.dishes.lassi, quantity: 3 }]);
    const next = await paidOnlineOrder(t, token, await addressFor(t, token));
    expect(fileNumber(await download(next._id, token))).toBe("ZK2526-0000003");
  });

  it("an invoice issued before a cancellation stays: the same number is served again", async () => {
    const token = await signToken(t, { id: ids.customer });
    await fillCart(t, token, [{ productId: shop.dishes.lassi, quantity: 3 }]);
    const paid = await paidOnlineOrder(t, token, await addressFor(t, token));
    expect(fileNumber(await download(paid._id, token))).toBe("ZK2526-0000004");
    await patchStatus(token, paid._id, { status: "CANCELLED" });
    const again = await download(paid._id, token);
    expect(again.statusCode).toBe(200);
    expect(fileNumber(again)).toBe("ZK2526-0000004");
  });
});

describe("the OpenAPI document", () => {
  it("declares the success answer as a PDF file", () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
    };
    const content = document.paths["/api/order/{id}/invoice"]?.get.responses["200"]?.content ?? {};
    expect(Object.keys(content)).toEqual(["application/pdf"]);
    expect(content["application/pdf"]?.schema).toMatchObject({ type: "string", format: "binary" });
  });
});
