/**
 * Fixtures of the lifecycle tests: orders inserted straight into the database (placement has its own tests), the
 * demo accounts' ids and tokens, a second customer and a second restaurant to prove isolation, rider sign-in.
 */
import type { OrderStatus, PaymentMode, PaymentStatus } from "@zaika/contract/order-status";
import { eq, sql } from "drizzle-orm";
import { orders } from "../../../src/db/schema/orders";
import { payments } from "../../../src/db/schema/payments";
import { restaurants } from "../../../src/db/schema/restaurants";
import { sandboxOrders, sandboxPayments } from "../../../src/db/schema/sandbox";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { hashPassword } from "../../../src/lib/crypto";
import type { TestContext } from "../../helpers/app";
import { demoTokens, loginWithPassword, verifiedToken } from "../../helpers/auth";

/** 12:00 in India: every restaurant is open. */
export const NOON_IST = new Date("2026-01-15T06:30:00Z");

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userIdByPhone(t: TestContext, phone: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!row) throw new Error(`no user with phone ${phone}`);
  return row.id;
}

/** Signs in a phone account (customer or rider) by OTP; returns the login response. */
export async function otpLogin(t: TestContext, phone: string) {
  const { otpToken } = await verifiedToken(t, phone);
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { otpToken } });
}

export async function otpToken(t: TestContext, phone: string): Promise<string> {
  const res = await otpLogin(t, phone);
  if (res.statusCode !== 200) throw new Error(`login of ${phone} failed: ${res.body}`);
  return res.json().accessToken;
}

/** Adds a customer account (by phone) and signs it in. */
export async function otherCustomer(t: TestContext, phone = "9876511111") {
  await t.database.db
    .insert(users)
    .values({ role: "user", name: "Other Customer", phone, phoneVerified: true, dateOfBirth: "1990-01-01" });
  return { id: await userIdByPhone(t, phone), token: await otpToken(t, phone) };
}

let ownerCounter = 0;
/** Adds a second restaurant with its own owner, signed in. */
export async function otherRestaurant(t: TestContext) {
  ownerCounter++;
  const email = `other.owner${ownerCounter}@example.com`;
  const [owner] = await t.database.db
    .insert(users)
    .values({ role: "restaurant", name: "Other Owner", email, passwordHash: await hashPassword("Secret123") })
    .returning({ id: users.id });
  if (!owner) throw new Error("owner not created");
  const [restaurant] = await t.database.db
    .insert(restaurants)
    .values({ ownerId: owner.id, name: `Other Kitchen ${ownerCounter}` })
    .returning({ id: restaurants.id });
  if (!restaurant) throw new Error("restaurant not created");
  const res = await loginWithPassword(t, email, "Secret123", `10.0.0.${ownerCounter + 1}`);
  return { ownerId: owner.id, restaurantId: restaurant.id, token: res.json().accessToken as string };
}

export interface World {
  tokens: { admin: string; restaurant: string; user: string; rider: string };
  ids: { customer: string; owner: string; restaurant: string; rider: string; admin: string };
}

/** The demo accounts' tokens (rider included) and ids. */
export async function world(t: TestContext): Promise<World> {
  const tokens = await demoTokens(t);
  const rider = await otpToken(t, DEMO.rider.phone);
  const [restaurant] = await t.database.db
    .select({ id: restaurants.id, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.name, DEMO.restaurant.restaurantName));
  const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
  if (!restaurant || !admin) throw new Error("demo data missing");
  return {
    tokens: { ...tokens, rider },
    ids: {
      customer: await userIdByPhone(t, DEMO.customer.phone),
      owner: restaurant.ownerId,
      restaurant: restaurant.id,
      rider: await userIdByPhone(t, DEMO.rider.phone),
      admin: admin.id,
    },
  };
}

let orderCounter = 0;

export interface OrderFixture {
  userId: string;
  restaurantId: string;
  status?: OrderStatus;
  paymentMode?: PaymentMode;
  paymentStatus?: PaymentStatus;
  riderId?: string | null;
  createdAt?: Date;
  /** Item total in paise; the order adds 5% GST and ₹30 delivery. */
  subtotalPaise?: number;
  deliveryCode?: string;
  orderNumber?: string;
  providerPaymentId?: string | null;
  providerOrderId?: string | null;
  paidAt?: Date | null;
}

export type OrderRowT = typeof orders.$inferSelect;

/** Inserts an order as placement would leave it (one dish), bypassing the checkout. */
export async function insertOrder(t: TestContext, f: OrderFixture): Promise<OrderRowT> {
  orderCounter++;
  const subtotal = f.subtotalPaise ?? 40_000;
  const tax = Math.round(subtotal * 0.05);
  const delivery = 3_000;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: f.orderNumber ?? `ZK-${String(200000 + orderCounter)}`,
      userId: f.userId,
      restaurantId: f.restaurantId,
      status: f.status ?? "PENDING",
      paymentMode: f.paymentMode ?? "COD",
      paymentProvider: (f.paymentMode ?? "COD") === "ONLINE" ? "sandbox" : null,
      paymentStatus: f.paymentStatus ?? "PENDING",
      providerOrderId: f.providerOrderId ?? null,
      providerPaymentId: f.providerPaymentId ?? null,
      paidAt: f.paidAt ?? null,
      items: [
        {
          productId: "00000000-0000-4000-8000-000000000001",
          name: "Paneer Tikka",
          image: null,
          description: "Smoky cottage cheese",
          foodType: "veg",
          pricePaise: subtotal,
          discountedPricePaise: null,
          quantity: 1,
          selectedAttributes: [],
          selectedAddons: [],
          unitPaise: subtotal,
          totalPaise: subtotal,
        },
      ],
      itemCount: 1,
      subtotalPaise: subtotal,
      gstPercent: 5,
      taxPaise: tax,
      packagingPaise: 0,
      deliveryFeePaise: delivery,
      totalPaise: subtotal + tax + delivery,
      deliveryAddress: {
        fullName: "Demo Customer",
        addressLine1: "12 MG Road",
        addressLine2: "",
        landmark: "Rajwada",
        city: "Indore",
        state: "Madhya Pradesh",
        postalCode: "452001",
        addressType: "home",
        phoneNumber: "9876543210",
        deliveryInstructions: "Ring the bell",
        coordinates: { lat: 22.72, lng: 75.86 },
      },
      distanceMetres: 1200,
      riderId: f.riderId ?? null,
      deliveryCode: f.deliveryCode ?? "4321",
      createdAt: f.createdAt ?? t.clock.now(),
      updatedAt: f.createdAt ?? t.clock.now(),
    })
    .returning();
  if (!row) throw new Error("order not inserted");
  return row;
}

let paymentCounter = 0;
/**
 * A paid online order with a real sandbox payment behind it (sandbox order + captured payment + our payments row),
 * so the sandbox provider can refund it.
 */
export async function insertPaidOnlineOrder(
  t: TestContext,
  f: Omit<OrderFixture, "paymentMode" | "paymentStatus" | "providerOrderId" | "providerPaymentId"> & {
    method?: string;
  },
): Promise<OrderRowT> {
  paymentCounter++;
  const providerOrderId = `order_test${paymentCounter}${Date.now().toString(36)}`;
  const providerPaymentId = `pay_test${paymentCounter}${Date.now().toString(36)}`;
  const order = await insertOrder(t, {
    ...f,
    paymentMode: "ONLINE",
    paymentStatus: "PAID",
    providerOrderId,
    providerPaymentId,
    paidAt: f.paidAt ?? f.createdAt ?? t.clock.now(),
  });
  await t.database.db
    .insert(sandboxOrders)
    .values({ id: providerOrderId, amountPaise: order.totalPaise, receipt: order.orderNumber, status: "paid" });
  await t.database.db.insert(sandboxPayments).values({
    id: providerPaymentId,
    orderId: providerOrderId,
    amountPaise: order.totalPaise,
    status: "captured",
    method: f.method ?? "upi",
  });
  await t.database.db.insert(payments).values({
    orderId: order.id,
    provider: "sandbox",
    providerOrderId,
    providerPaymentId,
    amountPaise: order.totalPaise,
    status: "captured",
    method: f.method ?? "upi",
    source: "checkout",
  });
  return order;
}

/** Sets an order's rider directly (the assign-delivery rules have their own tests). */
export async function setRider(t: TestContext, orderId: string, riderId: string | null) {
  await t.database.db.update(orders).set({ riderId }).where(eq(orders.id, orderId));
}

export async function orderRow(t: TestContext, orderId: string): Promise<OrderRowT> {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error("order missing");
  return row;
}

export async function count(t: TestContext, table: "refunds" | "order_events", orderId: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where order_id = ${orderId}`,
  );
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return rows[0]?.n ?? 0;
}
