/**
 * Offers (issue 14): applying coupons to a cart, each rule's 422, the order's bill and ledger with a discount and a
 * tip, uses given back by a cancelled order, and limits that hold when orders are placed at the same time.
 * Amounts are worked by hand from the test shop (helpers/orders.ts): minimum ₹150, delivery ₹40 below ₹500, packaging
 * ₹20, GST 5%; paneer ₹199.99, thali ₹180, lassi ₹60.
 */
import { COUPON_MESSAGES } from "@zaika/contract/coupons";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, couponUses } from "../../../src/db/schema/coupons";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import { orders } from "../../../src/db/schema/orders";
import type { TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import {
  addressFor,
  auth,
  customerAtShop,
  fillCart,
  newCustomer,
  placedOrder,
  placeOrder,
  type Shop,
} from "../../helpers/orders";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let shop: Shop;
let addressId: string;

beforeAll(async () => {
  ({ t, tokens, shop, addressId } = await customerAtShop());
});
afterAll(() => t?.close());

const ZAIKA50 = {
  code: "ZAIKA50",
  title: "Flat 50% off on your first order",
  discountType: "percent",
  discountValue: 50,
  maxDiscount: 100,
  minOrderAmount: 199,
  firstOrderOnly: true,
};

async function createCoupon(fields: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/coupons",
    headers: auth(tokens.admin),
    payload: fields,
  });
  return res;
}

async function created(fields: Record<string, unknown>): Promise<string> {
  const res = await createCoupon(fields);
  if (res.statusCode !== 201) throw new Error(`coupon not created: ${res.body}`);
  return res.json().data._id;
}

const apply = (token: string, code: string) =>
  t.app.inject({ method: "POST", url: "/api/cart/coupon", headers: auth(token), payload: { code } });
const cart = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/cart", headers: auth(token) })).json();
const couponRow = async (id: string) => (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
const saleEntries = async (orderId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ account: ledgerEntries.account, amount: ledgerEntries.amountPaise })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, "sale")))
    ).map((row) => [row.account, row.amount]),
  );

describe("admin coupons", () => {
  it("creates a coupon, refuses a taken code (409) and inconsistent terms (400 naming the field)", async () => {
    await created({ ...ZAIKA50 });
    const again = await createCoupon({ ...ZAIKA50, code: "zaika50" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COUPON_MESSAGES.codeTaken("ZAIKA50"));

    const tooMuch = await createCoupon({ ...ZAIKA50, code: "HALFPLUS", discountValue: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(tooMuch.json())).toContain("discountValue");

    const capOnFlat = await createCoupon({
      code: "FLAT10",
      title: "Flat ten",
      discountType: "flat",
      discountValue: 10,
      maxDiscount: 5,
    });
    expect(capOnFlat.statusCode).toBe(400);
    expect(JSON.stringify(capOnFlat.json())).toContain("maxDiscount");

    const unnamedFunder = await createCoupon({
      code: "SHOPPAYS",
      title: "Shop pays",
      discountType: "flat",
      discountValue: 10,
      fundedBy: "restaurant",
    });
    expect(unnamedFunder.statusCode).toBe(400);
    expect(JSON.stringify(unnamedFunder.json())).toContain("restaurantIds");

    const list = await t.app.inject({ method: "GET", url: "/api/admin/coupons", headers: auth(tokens.admin) });
    expect(list.json().data.map((c: { code: string }) => c.code)).toContain("ZAIKA50");
    const zaika = list.json().data.find((c: { code: string }) => c.code === "ZAIKA50");
    expect(zaika).toMatchObject({ discountValue: 50, maxDiscount: 100, minOrderAmount: 199, usedCount: 0 });
    expect(zaika.summary).toBe("50% off up to ₹100 · on orders of ₹199 or more · first order only");
  });

  it("lets only admins manage coupons", async () => {
    for (const token of [tokens.user, tokens.restaurant]) {
      const res = await t.app.inject({ method: "GET", url: "/api/admin/coupons", headers: auth(token) });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe("ZAIKA50 on a first order", () => {
  let orderId: string;

  it("asks for the minimum still to add, then applies 50% capped at ₹100", async () => {
    await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi, quantity: 3 }]); // ₹180
    const short = await apply(tokens.user, " zaika50 ");
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe("Add ₹19 more to use ZAIKA50");

    await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi, quantity: 4 }]); // ₹240
    const ok = await apply(tokens.user, "ZAIKA50");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe("ZAIKA50 applied — you save ₹100");
    expect(ok.json().coupon).toEqual({ code: "ZAIKA50", title: ZAIKA50.title, discount: 100, problem: null });
  });

  it("keeps the coupon on the cart and says why it stopped applying when the cart falls below its minimum", async () => {
    const line = (await cart(tokens.user)).data[0].itemId;
    await t.app.inject({
      method: "PATCH",
      url: `/api/cart/item/${line}`,
      headers: auth(tokens.user),
      payload: { quantity: 3 },
    });
    const now = await cart(tokens.user);
    expect(now.coupon).toEqual({
      code: "ZAIKA50",
      title: ZAIKA50.title,
      discount: 0,
      problem: "Add ₹19 more to use ZAIKA50",
    });
    const refused = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Add ₹19 more to use ZAIKA50");
    await t.app.inject({
      method: "PATCH",
      url: `/api/cart/item/${line}`,
      headers: auth(tokens.user),
      payload: { quantity: 4 },
    });
  });

  it("places the order with the discount, GST on the discounted value, the platform funding it", async () => {
    const { order } = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
    orderId = order._id;
    // 240 − 100 = 140; GST 5% of 140 = 7; packaging 20; delivery 40 (under ₹500): 207.
    expect(order).toMatchObject({
      subtotal: 240,
      discount: 100,
      couponCode: "ZAIKA50",
      taxAmount: 7,
      packagingCharge: 20,
      deliveryFee: 40,
      tip: 0,
      finalTotal: 207,
    });
    expect(await saleEntries(orderId)).toEqual({
      customer: 20_700,
      restaurant_payable: -26_000,
      gst_payable: -700,
      platform_revenue: 6_000, // −4,000 delivery fee + 10,000 discount the platform funds
    });
    expect((await cart(tokens.user)).coupon).toBeNull();
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.code, "ZAIKA50"));
    expect(stored?.usedCount).toBe(1);
  });

  it("is refused on a second order, and given back when the first is rejected", async () => {
    await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi, quantity: 4 }]);
    const second = await apply(tokens.user, "ZAIKA50");
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe("ZAIKA50 is for your first order only");

    const rejected = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${orderId}/status`,
      headers: auth(tokens.restaurant),
      payload: { status: "REJECTED", reason: "Out of stock" },
    });
    expect(rejected.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.code, "ZAIKA50"));
    expect(stored?.usedCount).toBe(0);
    const [uses] = await t.database.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.couponId, stored?.id ?? ""));
    expect(uses?.uses).toBe(0);
    expect((await apply(tokens.user, "ZAIKA50")).statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: "/api/cart/coupon", headers: auth(tokens.user) });
    expect((await cart(tokens.user)).coupon).toBeNull();
  });
});

describe("the rules' messages", () => {
  it("names the rule that stops a code", async () => {
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    await created({
      code: "SOON",
      title: "Coming soon",
      discountType: "flat",
      discountValue: 20,
      validFrom: new Date(now + day).toISOString(),
    });
    await created({
      code: "GONE",
      title: "Over",
      discountType: "flat",
      discountValue: 20,
      validFrom: new Date(now - 2 * day).toISOString(),
      validUntil: new Date(now - day).toISOString(),
    });
    await created({ code: "OFFNOW", title: "Switched off", discountType: "flat", discountValue: 20, isActive: false });
    await created({
      code: "OTHERSHOP",
      title: "Another shop",
      discountType: "flat",
      discountValue: 20,
      restaurantIds: ["00000000-0000-4000-8000-000000000001"],
    });
    await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi, quantity: 4 }]);
    const message = async (code: string) => (await apply(tokens.user, code)).json().message;
    expect(await message("NOSUCH")).toBe("NOSUCH is not a valid coupon code");
    expect(await message("SOON")).toBe("SOON can be used from 16 Jan 2026");
    expect(await message("GONE")).toBe("GONE expired on 14 Jan 2026");
    expect(await message("OFFNOW")).toBe("OFFNOW is no longer available");
    expect(await message("OTHERSHOP")).toBe("OTHERSHOP does not apply to Sharma Ji Ki Rasoi");
    const badCode = await apply(tokens.user, "no spaces allowed");
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toContain("letters and digits");
  });
});

describe("a restaurant-funded coupon with a tip", () => {
  it("takes the discount off the restaurant's share and owes the tip to the rider", async () => {
    await created({
      code: "SHOP40",
      title: "₹40 off from the kitchen",
      discountType: "flat",
      discountValue: 40,
      restaurantIds: [shop.restaurantId],
      fundedBy: "restaurant",
    });
    await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]); // ₹199.99
    expect((await apply(tokens.user, "SHOP40")).statusCode).toBe(200);
    const { order } = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId, tip: 20 });
    // 199.99 − 40 = 159.99; GST 5% = 7.9995 → 8.00; packaging 20; delivery 40; tip 20: 247.99.
    expect(order).toMatchObject({ subtotal: 199.99, discount: 40, taxAmount: 8, tip: 20, finalTotal: 247.99 });
    expect(await saleEntries(order._id)).toEqual({
      customer: 24_799,
      restaurant_payable: -17_999, // 199.99 + 20 packaging − 40 it funds
      gst_payable: -800,
      platform_revenue: -4_000,
      rider_payable: -2_000,
    });
  });

  it("refuses a tip over ₹500 or in paise, naming the field", async () => {
    await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
    for (const tip of [501, 10.5, -1]) {
      const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId, tip });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain("tip");
    }
  });
});

describe("limits under concurrency", () => {
  it("gives a coupon limited to one use to exactly one of 20 orders placed at once", async () => {
    const couponId = await created({
      code: "ONLYONE",
      title: "Just one",
      discountType: "percent",
      discountValue: 10,
      totalLimit: 1,
    });
    const customers = [];
    for (let i = 0; i < 20; i++) {
      const customer = await newCustomer(t, `98770${String(i).padStart(5, "0")}`, `Racer ${i}`);
      const address = await addressFor(t, customer.token);
      await fillCart(t, customer.token, [{ productId: shop.dishes.lassi, quantity: 4 }]);
      expect((await apply(customer.token, "ONLYONE")).statusCode).toBe(200);
      customers.push({ ...customer, address });
    }
    const results = await Promise.all(
      customers.map((c) => placeOrder(t, c.token, { paymentMode: "COD", addressId: c.address })),
    );
    const placed = results.filter((res) => res.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.json().order).toMatchObject({ couponCode: "ONLYONE", discount: 24 });
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("ONLYONE has been fully redeemed");
    }
    expect((await couponRow(couponId))?.usedCount).toBe(1);
    const discounted = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.couponId, couponId));
    expect(discounted).toHaveLength(1);
  });

  it("holds a per-customer limit when one customer places several online orders from one cart at once", async () => {
    const couponId = await created({
      code: "ONCEEACH",
      title: "Once each",
      discountType: "flat",
      discountValue: 25,
      perCustomerLimit: 1,
    });
    const customer = await newCustomer(t, "9877100000", "Eager Customer");
    const address = await addressFor(t, customer.token);
    await fillCart(t, customer.token, [{ productId: shop.dishes.lassi, quantity: 4 }]);
    expect((await apply(customer.token, "ONCEEACH")).statusCode).toBe(200);
    // Online orders keep the cart until paid, so all five read the same cart and coupon.
    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t, customer.token, { paymentMode: "ONLINE", addressId: address })),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect(res.json().message).toBe("You have already used ONCEEACH");
    }
    const [uses] = await t.database.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, customer.id)));
    expect(uses?.uses).toBe(1);
  });
});

describe("offers lists", () => {
  it("lists running offers publicly, and the cart's offers with what each saves or why not", async () => {
    const offers = await t.app.inject({ method: "GET", url: "/api/offers" });
    expect(offers.statusCode).toBe(200);
    const codes = offers.json().data.map((o: { code: string }) => o.code);
    expect(codes).toContain("ZAIKA50");
    expect(codes).not.toContain("GONE");
    expect(codes).not.toContain("SOON");
    expect(codes).not.toContain("OFFNOW");
    expect(codes).not.toContain("ONLYONE"); // used up

    await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi, quantity: 4 }]); // ₹240
    const mine = await t.app.inject({ method: "GET", url: "/api/cart/offers", headers: auth(tokens.user) });
    const byCode = Object.fromEntries(mine.json().data.map((o: { code: string }) => [o.code, o]));
    expect(byCode.SHOP40).toMatchObject({ discount: 40, problem: null });
    expect(byCode.ZAIKA50).toMatchObject({ discount: 0, problem: "ZAIKA50 is for your first order only" });
    expect(byCode.OTHERSHOP).toBeUndefined();
    // Those that apply come first.
    const first = mine.json().data[0];
    expect(first.problem).toBeNull();
  });
});
