import { randomUUID } from "node:crypto";
import { ADDRESS_MESSAGES } from "@zaika/contract/address";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { SANDBOX_KEY_ID } from "@zaika/contract/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartItems } from "../../../src/db/schema/cart";
import { products } from "../../../src/db/schema/catalog";
import { idempotencyKeys, orderEvents, orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { isCartChangedError, isIdempotencyKeyTaken, writeOrder } from "../../../src/modules/orders/checkout-queries";
import { restaurantHasOrders } from "../../../src/modules/restaurants/queries";
import type { TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import {
  addressFor,
  auth,
  customerAtShop,
  FAR_AWAY,
  fillCart,
  newCustomer,
  newKey,
  placedOrder,
  placeOrder,
  type Shop,
} from "../../helpers/orders";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let shop: Shop;
let addressId: string;
let customerId: string;

beforeAll(async () => {
  ({ t, tokens, shop, addressId, customerId } = await customerAtShop());
});
afterAll(() => t?.close());

/** ₹199.99 paneer + a Full thali with cheese (₹180 + ₹80 + ₹30) = ₹489.99: under the ₹500 free-delivery mark. */
const usualCart = () => [
  { productId: shop.dishes.paneer },
  {
    productId: shop.dishes.thali,
    selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
    selectedAddons: ["Extra cheese"],
  },
];

const cartCount = async (userId = customerId) =>
  (await t.database.db.select().from(cartItems).where(eq(cartItems.userId, userId))).length;
const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

describe("POST /order", () => {
  beforeEach(async () => {
    await fillCart(t, tokens.user, usualCart());
  });

  it("places a cash order priced from the database, ignoring every price in the request, and clears the cart", async () => {
    const res = await placeOrder(t, tokens.user, {
      paymentMode: "COD",
      addressId,
      subtotal: 1,
      finalTotal: 1,
      taxAmount: 0,
      deliveryFee: 0,
      items: [{ productId: shop.dishes.paneer, price: 1, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: ORDER_MESSAGES.placedCod, paymentDetails: null });
    expect(body.order).toMatchObject({
      status: "PENDING",
      paymentMode: "COD",
      paymentStatus: "PENDING",
      subtotal: 489.99,
      gstPercent: 5,
      // 5% of ₹489.99 = ₹24.4995, rounded to the paisa.
      taxAmount: 24.5,
      packagingCharge: 20,
      deliveryFee: 40,
      finalTotal: 574.49,
      payableUntil: null,
      distanceKm: 2.2,
      restaurant: { _id: shop.restaurantId, coordinates: { lat: 22.7196, lng: 75.8577 } },
      deliveryAddress: { fullName: "Asha Verma", city: "Indore", coordinates: { lat: 22.7396, lng: 75.8577 } },
    });
    expect(body.order.orderNumber).toMatch(/^ZK\d{6}$/);
    expect(body.order.deliveryCode).toMatch(/^\d{4}$/);
    expect(body.order.createdAt).toBe(t.clock.now().toISOString());
    expect(body.order.items).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 199.99, itemTotal: 199.99, selectedAddons: [] }),
      expect.objectContaining({
        quantity: 1,
        unitPrice: 290,
        itemTotal: 290,
        selectedAttributes: [{ attributeName: "Size", selectedOption: "Full", additionalPrice: 80 }],
        selectedAddons: [{ name: "Extra cheese", price: 30 }],
      }),
    ]);
    expect(body.order.timeline).toEqual([
      expect.objectContaining({
        type: "status",
        from: null,
        to: "PENDING",
        by: { role: "user", name: "Demo Customer" },
      }),
    ]);
    expect(await cartCount()).toBe(0);
  });

  it("numbers orders from the sequence, one after another", async () => {
    const first = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
    await fillCart(t, tokens.user, usualCart());
    const second = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
    const n = (o: { orderNumber: string }) => Number(o.orderNumber.slice(2));
    expect(n(second.order)).toBe(n(first.order) + 1);
  });

  it("creates the provider order for an online order and keeps the cart until it is paid", async () => {
    const body = await placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId });
    expect(body.message).toBe(ORDER_MESSAGES.created);
    expect(body.paymentDetails).toEqual({
      keyId: SANDBOX_KEY_ID,
      amount: 57_449,
      currency: "INR",
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      provider: "sandbox",
      prefill: { name: "Demo Customer", email: "customer@demo.test", contact: "9876543210" },
    });
    expect(body.order).toMatchObject({ paymentMode: "ONLINE", paymentStatus: "PENDING", paymentProvider: "sandbox" });
    expect(body.order.paymentDetails.orderId).toBe(body.paymentDetails.orderId);
    expect(body.order.payableUntil).toBe(new Date(t.clock.now().getTime() + 15 * 60_000).toISOString());
    expect(await cartCount()).toBe(2);
  });

  it("makes delivery free once the subtotal reaches the threshold", async () => {
    // ₹199.99 + ₹290 + ₹60 × 1 = ₹549.99 ≥ ₹500.
    await fillCart(t, tokens.user, [...usualCart(), { productId: shop.dishes.lassi }]);
    const { order } = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
    expect(order).toMatchObject({ subtotal: 549.99, deliveryFee: 0, taxAmount: 27.5, finalTotal: 597.49 });
  });

  describe("Idempotency-Key", () => {
    it("is required, and a malformed one is refused, naming the header", async () => {
      const missing = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId }, null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([
        { field: "Idempotency-Key", message: ORDER_MESSAGES.idempotencyKeyRequired },
      ]);
      const bad = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId }, "no spaces!");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe("Idempotency-Key");
      expect(await cartCount()).toBe(2);
    });

    it("returns the first order to a retry with the same key, and refuses the key for a different order", async () => {
      const key = newKey();
      const first = await placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId }, key);
      const retry = await placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId, finalTotal: 2 }, key);
      expect(retry.order._id).toBe(first.order._id);
      expect(retry.paymentDetails.orderId).toBe(first.paymentDetails.orderId);
      const other = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(ORDER_MESSAGES.idempotencyKeyReused);
    });

    it("makes exactly one order of 20 concurrent identical requests", async () => {
      const before = await orderCount();
      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => placeOrder(t, tokens.user, { paymentMode: "COD", addressId }, key)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const ids = new Set(responses.map((r) => r.json().order._id));
      expect(ids.size).toBe(1);
      expect(await orderCount()).toBe(before + 1);
      const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(keys).toHaveLength(1);
      const [orderId] = ids;
      const events = await t.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId as string));
      expect(events).toHaveLength(1);
    });

    it("is free again when the first attempt was refused, so the customer can fix the cart and retry", async () => {
      const key = newKey();
      await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi }]);
      expect((await placeOrder(t, tokens.user, { paymentMode: "COD", addressId }, key)).statusCode).toBe(422);
      await fillCart(t, tokens.user, usualCart());
      expect((await placeOrder(t, tokens.user, { paymentMode: "COD", addressId }, key)).statusCode).toBe(201);
    });
  });

  describe("the order write (one statement)", () => {
    /** A copy of a placed order's row as a new order, for calling writeOrder directly. */
    async function newOrderValues() {
      const placed = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order._id));
      if (!row) throw new Error("order missing");
      const { orderNumber: _number, ...values } = row;
      return { ...values, id: randomUUID() };
    }
    const cartLines = () =>
      t.database.db
        .select({ itemId: cartItems.itemId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, customerId));

    it("rolls itself back when a priced line changed, leaving no order, a free key and the cart as it was", async () => {
      const values = await newOrderValues();
      await fillCart(t, tokens.user, usualCart());
      const before = await orderCount();
      const lines = await cartLines();
      const key = newKey();
      const stale = lines.map((line, i) => (i === 0 ? { ...line, quantity: line.quantity + 1 } : line));
      const write = { order: values, key, requestHash: "h", clear: stale, event: {} };
      const error = await writeOrder(t.database.db, write).catch((e: unknown) => e);
      expect(isCartChangedError(error)).toBe(true);
      expect(await orderCount()).toBe(before);
      expect(await cartLines()).toEqual(lines);
      expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

      // The same write with the lines as they are: the order, its key and its timeline row, and an empty cart.
      const written = await writeOrder(t.database.db, { ...write, clear: lines });
      expect(written.orderNumber).toMatch(/^ZK\d{6,}$/);
      expect(await orderCount()).toBe(before + 1);
      expect(await cartLines()).toEqual([]);
      const [claimed] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(claimed?.orderId).toBe(values.id);
      const [event] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, values.id));
      expect(event?.id).toBe(written.eventId);
    });

    it("fails as a taken key, writing nothing, when the Idempotency-Key is already used", async () => {
      const values = await newOrderValues();
      const [used] = await t.database.db.select().from(idempotencyKeys).limit(1);
      const before = await orderCount();
      const write = { order: values, key: used?.key ?? "", requestHash: "h", clear: [], event: {} };
      const error = await writeOrder(t.database.db, write).catch((e: unknown) => e);
      expect(isIdempotencyKeyTaken(error)).toBe(true);
      expect(await orderCount()).toBe(before);
    });
  });

  describe("checkout rules (422 saying which)", () => {
    it("refuses an address outside the delivery radius", async () => {
      const far = await addressFor(t, tokens.user, FAR_AWAY);
      const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId: far });
      expect(res.statusCode).toBe(422);
      const message = ORDER_MESSAGES.outsideRadius("11.1", "5.0");
      expect(res.json()).toMatchObject({ message, details: [{ field: "addressId", message }] });
      expect(await cartCount()).toBe(2);
    });

    it("refuses while the restaurant is closed", async () => {
      const closedDay = { isClosed: true, slots: [] };
      const week = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
      await t.database.db
        .update(restaurants)
        .set({ businessHours: Object.fromEntries(week.map((d) => [d, closedDay])) as never })
        .where(eq(restaurants.id, shop.restaurantId));
      try {
        const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(ORDER_MESSAGES.restaurantClosed("Sharma Ji Ki Rasoi"));
      } finally {
        await t.database.db
          .update(restaurants)
          .set({ businessHours: null })
          .where(eq(restaurants.id, shop.restaurantId));
      }
    });

    it("refuses an item total below the minimum order, naming it and how much more is needed", async () => {
      await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi }]);
      const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: "Item total ₹60 is below this restaurant's ₹150 minimum — add ₹90 more",
        details: [{ field: "subtotal" }],
      });
    });

    it("refuses a dish that became unavailable, naming it", async () => {
      await t.database.db.update(products).set({ isAvailable: false }).where(eq(products.id, shop.dishes.paneer));
      try {
        const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(ORDER_MESSAGES.dishUnavailable("Paneer Tikka"));
      } finally {
        await t.database.db.update(products).set({ isAvailable: true }).where(eq(products.id, shop.dishes.paneer));
      }
    });

    it("refuses cash when the restaurant does not take it", async () => {
      await t.database.db.update(restaurants).set({ acceptsCash: false }).where(eq(restaurants.id, shop.restaurantId));
      try {
        const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId });
        expect(res.statusCode).toBe(422);
        expect(res.json().details).toEqual([{ field: "paymentMode", message: ORDER_MESSAGES.codNotAccepted }]);
      } finally {
        await t.database.db.update(restaurants).set({ acceptsCash: true }).where(eq(restaurants.id, shop.restaurantId));
      }
    });

    it("refuses an empty cart", async () => {
      await fillCart(t, tokens.user, []);
      const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(ORDER_MESSAGES.cartEmpty);
    });

    it("refuses someone else's address as not found, and a bad address id as a 400", async () => {
      const other = await newCustomer(t, "9123400001");
      const theirs = await addressFor(t, other.token);
      const res = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId: theirs });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADDRESS_MESSAGES.notFound);
      const bad = await placeOrder(t, tokens.user, { paymentMode: "COD", addressId: "nope" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe("addressId");
    });

    it("refuses a blocked customer", async () => {
      const blocked = await newCustomer(t, "9123400002", "Blocked Customer");
      await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
      const res = await placeOrder(t, blocked.token, {
        paymentMode: "COD",
        addressId: await addressFor(t, blocked.token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ORDER_MESSAGES.accountBlocked);
    });

    it("is for customers only", async () => {
      const res = await placeOrder(t, tokens.restaurant, { paymentMode: "COD", addressId });
      expect(res.statusCode).toBe(403);
    });
  });

  it("keeps the GST percentage an order was placed with when the admin changes it", async () => {
    const before = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
    expect(before.order.gstPercent).toBe(5);
    const change = await t.app.inject({
      method: "POST",
      url: "/api/settings",
      headers: auth(tokens.admin),
      payload: { gst: 12 },
    });
    expect(change.statusCode).toBe(200);
    try {
      await fillCart(t, tokens.user, usualCart());
      const after = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
      // 12% of ₹489.99 = ₹58.7988 → ₹58.80.
      expect(after.order).toMatchObject({ gstPercent: 12, taxAmount: 58.8, finalTotal: 608.79 });
      const old = await t.app.inject({
        method: "GET",
        url: `/api/order/${before.order._id}`,
        headers: auth(tokens.user),
      });
      expect(old.json().data).toMatchObject({ gstPercent: 5, taxAmount: 24.5, finalTotal: 574.49 });
    } finally {
      await t.app.inject({ method: "POST", url: "/api/settings", headers: auth(tokens.admin), payload: { gst: 5 } });
    }
  });
});

describe("reading orders", () => {
  let cod: { _id: string };
  let unpaidOnline: { _id: string };

  beforeAll(async () => {
    await fillCart(t, tokens.user, usualCart());
    t.clock.advance(1000);
    cod = (await placedOrder(t, tokens.user, { paymentMode: "COD", addressId })).order;
    t.clock.advance(1000);
    await fillCart(t, tokens.user, usualCart());
    unpaidOnline = (await placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId })).order;
  });

  const get = (id: string, token: string) =>
    t.app.inject({ method: "GET", url: `/api/order/${id}`, headers: auth(token) });

  it("shows an order to its customer (with the delivery code), its restaurant and admins only", async () => {
    const mine = await get(cod._id, tokens.user);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.deliveryCode).toMatch(/^\d{4}$/);
    const restaurant = await get(cod._id, tokens.restaurant);
    expect(restaurant.statusCode).toBe(200);
    expect(restaurant.json().data.deliveryCode).toBeNull();
    expect((await get(cod._id, tokens.admin)).statusCode).toBe(200);
    const other = await newCustomer(t, "9123400003");
    const theirs = await get(cod._id, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ORDER_MESSAGES.notFound);
  });

  it("counts for restaurantHasOrders (deleting such a restaurant keeps its history)", async () => {
    expect(await restaurantHasOrders(t.database.db, shop.restaurantId)).toBe(true);
    const [other] = await t.database.db
      .insert(restaurants)
      .values({ ownerId: shop.ownerId, name: "No Orders Yet" })
      .returning({ id: restaurants.id });
    expect(await restaurantHasOrders(t.database.db, other?.id as string)).toBe(false);
  });

  it("hides an unpaid online order from the restaurant", async () => {
    expect((await get(unpaidOnline._id, tokens.user)).statusCode).toBe(200);
    expect((await get(unpaidOnline._id, tokens.restaurant)).statusCode).toBe(404);
  });

  it("lists the customer's own orders newest first, paginated and filtered", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/order/user/my-orders?limit=2",
      headers: auth(tokens.user),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((o: { _id: string }) => o._id)).toEqual([unpaidOnline._id, cod._id]);
    // What the customer's "Awaiting payment · N min left" is worked out from (customer-order-state.ts): the window
    // runs PAYMENT_WINDOW_MINUTES from the placed time, as the order's own payableUntil says.
    expect(body.data[0]).toMatchObject({ status: "PENDING", paymentMode: "ONLINE", paymentStatus: "PENDING" });
    const page = (await get(unpaidOnline._id, tokens.user)).json().data;
    expect(body.data[0].createdAt).toBe(page.createdAt);
    expect(Date.parse(page.payableUntil) - Date.parse(body.data[0].createdAt)).toBe(15 * 60_000);
    expect(body.data[1]).toMatchObject({ status: "PENDING", paymentStatus: "PENDING", createdAt: expect.any(String) });
    expect(body.data[1]).toMatchObject({
      paymentMode: "COD",
      itemCount: 2,
      itemNames: ["Paneer Tikka", "Royal Thali"],
      restaurant: { _id: shop.restaurantId, name: "Sharma Ji Ki Rasoi" },
      deliveryAddress: { fullName: "Asha Verma", addressLine1: "12 MG Road", city: "Indore" },
      rider: null,
    });
    const total = await orderCount();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total, totalPages: Math.ceil(total / 2) });

    const other = await newCustomer(t, "9123400004");
    const empty = await t.app.inject({ method: "GET", url: "/api/order/user/my-orders", headers: auth(other.token) });
    expect(empty.json()).toEqual({ data: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } });
  });

  it("accepts only the caller's own id in /my-orders/{id}", async () => {
    const own = await t.app.inject({
      method: "GET",
      url: `/api/order/user/my-orders/${customerId}?status=PENDING&limit=1`,
      headers: auth(tokens.user),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toHaveLength(1);
    const other = await newCustomer(t, "9123400005");
    const snooping = await t.app.inject({
      method: "GET",
      url: `/api/order/user/my-orders/${customerId}`,
      headers: auth(other.token),
    });
    expect(snooping.statusCode).toBe(403);
  });
});
