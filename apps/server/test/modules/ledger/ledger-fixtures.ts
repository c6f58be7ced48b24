/**
 * Ledger-test fixtures: a shop with the demo accounts (customer, owner, admin, rider) whose tokens are signed again at
 * the clock's time, orders driven through the API from placement to their end, and the entries read back by posting.
 */
import type { LedgerAccount, LedgerPosting, PostingKind } from "@zaika/contract/ledger";
import type { OrderStatus } from "@zaika/contract/order-status";
import { asc, eq, sql } from "drizzle-orm";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import { orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import {
  addressFor,
  auth,
  type CartEntry,
  fillCart,
  LUNCHTIME,
  paySandbox,
  placedOrder,
  type Shop,
  setupShop,
  signToken,
  verifyPayment,
} from "../../helpers/orders";

export interface LedgerWorld {
  t: TestContext;
  shop: Shop;
  ids: { customer: string; owner: string; admin: string; rider: string };
}

async function idOf(t: TestContext, where: ReturnType<typeof eq>): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(where);
  if (!row) throw new Error("demo account missing");
  return row.id;
}

/** An app at lunchtime with the demo shop set up (`commissionRate` in percent) and the demo accounts' ids. */
export async function ledgerWorld(commissionRate: number): Promise<LedgerWorld> {
  const t = await createTestApp({ now: LUNCHTIME });
  const shop = await setupShop(t, { commissionRate });
  return {
    t,
    shop,
    ids: {
      customer: await idOf(t, eq(users.phone, DEMO.customer.phone)),
      owner: shop.ownerId,
      admin: await idOf(t, eq(users.email, DEMO.admin.email)),
      rider: await idOf(t, eq(users.phone, DEMO.rider.phone)),
    },
  };
}

export type Role = "user" | "restaurant" | "admin" | "rider";

/** A token of a demo account at the clock's time (access tokens live 15 minutes; the tests move the clock on). */
export function tokenOf(w: LedgerWorld, role: Role): Promise<string> {
  const id = { user: w.ids.customer, restaurant: w.ids.owner, admin: w.ids.admin, rider: w.ids.rider }[role];
  return signToken(w.t, { id, role, name: role });
}

export function patchStatus(w: LedgerWorld, token: string, orderId: string, payload: Record<string, unknown>) {
  return w.t.app.inject({ method: "PATCH", url: `/api/order/${orderId}/status`, headers: auth(token), payload });
}

/** A move that must succeed. */
export async function move(w: LedgerWorld, role: Role, orderId: string, payload: Record<string, unknown>) {
  const res = await patchStatus(w, await tokenOf(w, role), orderId, payload);
  if (res.statusCode !== 200) throw new Error(`${role} → ${String(payload.status)} failed: ${res.body}`);
  return res.json();
}

/** Places an order of `items` to an address at `coords` (default: 2.2 km from the shop); returns the response body. */
export async function place(
  w: LedgerWorld,
  paymentMode: "COD" | "ONLINE",
  items: CartEntry[],
  coords?: { lat: number; lng: number },
) {
  const token = await tokenOf(w, "user");
  await fillCart(w.t, token, items);
  const addressId = await addressFor(w.t, token, coords);
  return placedOrder(w.t, token, { paymentMode, addressId });
}

/** Pays a placed online order in the sandbox and verifies it, as the browser does; returns the sandbox's answer. */
export async function payAndVerify(
  w: LedgerWorld,
  placed: { order: { _id: string }; paymentDetails: { orderId: string } },
) {
  const token = await tokenOf(w, "user");
  const success = await paySandbox(w.t, token, placed.paymentDetails.orderId);
  const res = await verifyPayment(w.t, token, placed.order._id, success);
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
  return success;
}

export async function orderOf(w: LedgerWorld, orderId: string) {
  const [row] = await w.t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error("order missing");
  return row;
}

export async function setRider(w: LedgerWorld, orderId: string) {
  await w.t.database.db.update(orders).set({ riderId: w.ids.rider }).where(eq(orders.id, orderId));
}

const KITCHEN: OrderStatus[] = ["ACCEPTED", "PREPARING", "READY_FOR_PICKUP"];

/** The restaurant moves a visible order up to `status` (one of the kitchen's statuses). */
export async function kitchenTo(w: LedgerWorld, orderId: string, status: OrderStatus) {
  for (const next of KITCHEN) {
    await move(w, "restaurant", orderId, { status: next });
    if (next === status) return;
  }
}

/** Accepted, prepared, picked up by the demo rider and delivered with the customer's code. */
export async function deliver(w: LedgerWorld, orderId: string) {
  await kitchenTo(w, orderId, "READY_FOR_PICKUP");
  await setRider(w, orderId); // assignment has its own tests and moves no money
  await move(w, "rider", orderId, { status: "OUT_FOR_DELIVERY" });
  const { deliveryCode } = await orderOf(w, orderId);
  return move(w, "rider", orderId, { status: "DELIVERED", deliveryCode });
}

export async function setCommissionRate(w: LedgerWorld, commissionRate: number) {
  await w.t.database.db.update(restaurants).set({ commissionRate }).where(eq(restaurants.id, w.shop.restaurantId));
}

export interface StoredPosting {
  kind: PostingKind;
  entries: Array<{ account: LedgerAccount; amountPaise: number }>;
  orderId: string | null;
  restaurantId: string | null;
  riderId: string | null;
}

/** The order's postings as stored, in the order written; entries sorted by account (each appears once a posting). */
export async function postingsOf(w: LedgerWorld, orderId: string): Promise<StoredPosting[]> {
  const rows = await w.t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));
  const byId = new Map<string, StoredPosting>();
  for (const row of rows) {
    let posting = byId.get(row.postingId);
    if (!posting) {
      posting = {
        kind: row.kind,
        entries: [],
        orderId: row.orderId,
        restaurantId: row.restaurantId,
        riderId: row.riderId,
      };
      byId.set(row.postingId, posting);
    }
    posting.entries.push({ account: row.account, amountPaise: row.amountPaise });
  }
  const postings = [...byId.values()];
  for (const p of postings) p.entries.sort((a, b) => a.account.localeCompare(b.account));
  return postings;
}

/** Kinds and entries only, entries sorted by account: the shape to compare with the contract's postings. */
export function shapeOf(postings: ReadonlyArray<LedgerPosting | StoredPosting>): LedgerPosting[] {
  return postings.map((p) => ({
    kind: p.kind,
    entries: [...p.entries].sort((a, b) => a.account.localeCompare(b.account)),
  }));
}

/** Rows that break double entry anywhere in the ledger: postings or orders whose entries do not sum to zero. */
export async function unbalanced(w: LedgerWorld) {
  const result = await w.t.database.db.execute(sql`
    select 'posting' as what, posting_id::text as id, sum(amount_paise)::bigint as sum
      from ledger_entries group by posting_id having sum(amount_paise) <> 0
    union all
    select 'order', order_id::text, sum(amount_paise)::bigint
      from ledger_entries where order_id is not null group by order_id having sum(amount_paise) <> 0`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/** The balance of one account over an order's entries, summed in SQL. */
export async function accountBalance(w: LedgerWorld, orderId: string, account: LedgerAccount): Promise<number> {
  const result = await w.t.database.db.execute(
    sql`select coalesce(sum(amount_paise), 0)::bigint as balance from ledger_entries
        where order_id = ${orderId} and account = ${account}`,
  );
  const [row] = (result as unknown as { rows: Array<{ balance: string | number }> }).rows;
  return Number(row?.balance ?? 0);
}

export async function entryCount(w: LedgerWorld): Promise<number> {
  const result = await w.t.database.db.execute(sql`select count(*)::int as n from ledger_entries`);
  const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return row?.n ?? 0;
}
