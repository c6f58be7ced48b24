/**
 * Fixtures of the account tests: customers registered through sign-in (so their phone leaves its OTP and SMS rows),
 * their addresses, cart, favourites, cash orders driven to delivery, reviews, and a scan of every text column of the
 * database for a string.
 */
import { OTP } from "@zaika/contract/constants";
import { sql } from "drizzle-orm";
import { reviews } from "../../../src/db/schema/reviews";
import { DEMO } from "../../../src/db/seed/seed";
import type { TestContext } from "../../helpers/app";
import { decodeClaims, refreshCookie, verifiedToken } from "../../helpers/auth";
import { auth, type CartEntry, fillCart, placedOrder, type Shop, signToken } from "../../helpers/orders";
import { orderRow, setRider, userIdByPhone } from "../orders/lifecycle-fixtures";

export interface Person {
  phone: string;
  name: string;
  email: string;
}

export interface Registered {
  id: string;
  accessToken: string;
  /** The refresh cookie, `name=value`. */
  cookie: string;
}

/** Verifies the phone by OTP and registers a new customer with it, as the sign-up screen does. */
export async function register(t: TestContext, person: Person): Promise<Registered> {
  // Each code sent to a phone must wait out the resend interval of the one before.
  t.clock.advance(OTP.resendAfterSeconds * 1000);
  const { otpToken, isRegistered } = await verifiedToken(t, person.phone);
  if (isRegistered) throw new Error(`${person.phone} already has an account`);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { otpToken, name: person.name, email: person.email, dateOfBirth: "1990-03-21" },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const accessToken = res.json().accessToken as string;
  return { id: String(decodeClaims(accessToken).sub), accessToken, cookie: refreshCookie(res) };
}

/** A token of the account at the clock's time (the tests move the clock past the 15 minutes of a token). */
export const tokenOf = (t: TestContext, id: string, name = "Customer") => signToken(t, { id, role: "user", name });

/** Saves an address through the API; returns its id. */
export async function saveAddress(
  t: TestContext,
  token: string,
  values: { fullName: string; addressLine1: string; phoneNumber: string; landmark?: string; instructions?: string },
): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/address",
    headers: auth(token),
    payload: {
      fullName: values.fullName,
      addressLine1: values.addressLine1,
      addressLine2: "Second floor",
      landmark: values.landmark ?? "",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452001",
      addressType: "home",
      phoneNumber: values.phoneNumber,
      deliveryInstructions: values.instructions ?? "",
      // About 2.2 km from the test shop (helpers/orders NEARBY).
      coordinates: { lat: 22.7396, lng: 75.8577 },
    },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`address failed: ${res.body}`);
  return res.json().data._id as string;
}

/** A cash order of `items` to the address, placed through the API; returns the order's id. */
export async function codOrder(t: TestContext, token: string, addressId: string, items: CartEntry[]) {
  await fillCart(t, token, items);
  const placed = await placedOrder(t, token, { paymentMode: "COD", addressId });
  return placed.order._id as string;
}

async function patchStatus(t: TestContext, token: string, orderId: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/order/${orderId}/status`,
    headers: auth(token),
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${String(payload.status)} failed: ${res.body}`);
}

/** Accepted, prepared and handed to the demo rider, who delivers it with the customer's code. */
export async function deliver(t: TestContext, shop: Shop, orderId: string): Promise<void> {
  const owner = await signToken(t, { id: shop.ownerId, role: "restaurant" });
  for (const status of ["ACCEPTED", "PREPARING", "READY_FOR_PICKUP"]) await patchStatus(t, owner, orderId, { status });
  const riderId = await userIdByPhone(t, DEMO.rider.phone);
  await setRider(t, orderId, riderId);
  const rider = await signToken(t, { id: riderId, role: "rider" });
  await patchStatus(t, rider, orderId, { status: "OUT_FOR_DELIVERY" });
  const { deliveryCode } = await orderRow(t, orderId);
  await patchStatus(t, rider, orderId, { status: "DELIVERED", deliveryCode });
}

/** The customer cancels their order, giving a reason. */
export async function cancel(t: TestContext, token: string, orderId: string, reason: string): Promise<void> {
  await patchStatus(t, token, orderId, { status: "CANCELLED", reason });
}

/** A review of a delivered order, written straight to its table (the review rules have their own tests). */
export async function review(
  t: TestContext,
  values: { orderId: string; restaurantId: string; userId: string; body: string },
): Promise<string> {
  const [row] = await t.database.db
    .insert(reviews)
    .values({ ...values, foodRating: 4, deliveryRating: 5 })
    .returning({ id: reviews.id });
  if (!row) throw new Error("review not written");
  return row.id;
}

/**
 * Every text, character, JSON and text-array column of every table in the public schema, with the rows of it that
 * contain `needle` (case-insensitive): `table.column: n`. Empty when the string is nowhere.
 */
export async function findEverywhere(t: TestContext, needle: string): Promise<string[]> {
  const columns = await t.database.db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
    order by 1, 2`);
  const rows = (columns as unknown as { rows: Array<{ table: string; column: string }> }).rows;
  if (rows.length < 50) throw new Error(`only ${rows.length} text columns found: the scan would prove nothing`);
  const found: string[] = [];
  for (const { table, column } of rows) {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    );
    const n = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    if (n > 0) found.push(`${table}.${column}: ${n}`);
  }
  return found;
}
