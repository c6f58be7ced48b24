/**
 * The demo's order history (issue 11): the last N India days of finished orders across the demo restaurants, so every
 * dashboard, report and settlement opens on figures. Deterministic for a given `now` (seeded generators, dates
 * relative to it), built from the restaurants' real menus and the contract's rules (bill, cancellation fees, ledger
 * postings, invoice numbers), and written in bulk in one transaction. This file is the folder's public entry: it
 * reads the demo (read.ts), plans the people (people.ts), the orders (orders.ts), their money (money.ts) and their
 * reviews (reviews.ts, which give the restaurants their ratings), and writes it all (write.ts).
 */
import { learnedPreparationMinutes } from "@zaika/contract/eta";
import type { OrderStatus } from "@zaika/contract/order-status";
import { lastDays } from "@zaika/contract/reports";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { refreshRestaurantRatings } from "../../restaurant-rating";
import { addresses } from "../../schema/addresses";
import { invoiceSeries, invoices } from "../../schema/invoices";
import { ledgerEntries } from "../../schema/ledger";
import { orderEvents, orders } from "../../schema/orders";
import { payments, refunds } from "../../schema/payments";
import { restaurants } from "../../schema/restaurants";
import { reviews } from "../../schema/reviews";
import { riders } from "../../schema/riders";
import { sandboxOrders, sandboxPayments, sandboxRefunds } from "../../schema/sandbox";
import { users } from "../../schema/users";
import { carryCashFees } from "./fees";
import { invoiceRows, ledgerRows, paymentRows } from "./money";
import { planOrders } from "./orders";
import { planCustomers, planRiders } from "./people";
import { demoAccounts, readKitchens } from "./read";
import { planReviews } from "./reviews";
import { DAY, type PlannedOrder } from "./shapes";
import { embeddedClient, insertRows, reserveOrderNumbers } from "./write";

/** The settlement rule on its own, for its worked example in the tests. */
export { historySettlements, type LedgerInsert } from "./money";

export interface SeedHistoryOptions {
  /** The history ends here: every order is over by then. */
  now: Date;
  /** India days of history, today included. */
  days?: number;
}

export interface SeedHistoryReport {
  orders: number;
  delivered: number;
  cancelled: number;
  rejected: number;
  /** Delivered orders refunded afterwards (part of `delivered`). */
  refunded: number;
  /** Delivered orders their customer rated (history/reviews.ts). */
  reviews: number;
  invoices: number;
  customers: number;
  riders: number;
  /** Milliseconds spent planning and writing. */
  ms: number;
}

export const HISTORY_DEFAULT_DAYS = 90;

/** The learned preparation time of each kitchen with enough ready orders: the contract's median of its latest. */
function learnedPreparations(planned: readonly PlannedOrder[]): Map<string, number> {
  const samples = new Map<string, Array<{ readyAt: number; minutes: number }>>();
  for (const { restaurantId, row } of planned) {
    if (!row.acceptedAt || !row.readyAt) continue;
    const list = samples.get(restaurantId) ?? [];
    list.push({ readyAt: row.readyAt.getTime(), minutes: (row.readyAt.getTime() - row.acceptedAt.getTime()) / 60_000 });
    samples.set(restaurantId, list);
  }
  const learned = new Map<string, number>();
  for (const [restaurantId, list] of samples) {
    const minutes = learnedPreparationMinutes(list.sort((a, b) => b.readyAt - a.readyAt).map((s) => s.minutes));
    if (minutes !== null) learned.set(restaurantId, minutes);
  }
  return learned;
}

/**
 * Adds the order history to a database that holds the demo (accounts and catalogue): generated customers with their
 * addresses, a few more riders, and `days` India days of finished orders up to `now` with their timelines, payments,
 * refunds, ledger entries (settlements included) and tax invoices. One transaction.
 */
export async function seedOrderHistory(db: Db, options: SeedHistoryOptions): Promise<SeedHistoryReport> {
  const started = performance.now();
  const { now } = options;
  const days = options.days ?? HISTORY_DEFAULT_DAYS;
  const start = lastDays(now, days).start;
  return db.transaction(async (tx) => {
    const embedded = embeddedClient(db, tx);
    // Tens of megabytes of WAL: the embedded database need not zero-fill each new segment first (it is its own
    // superuser; a PostgreSQL server keeps its settings).
    if (embedded) await tx.execute(sql`set local wal_init_zero = off`);
    const demo = await demoAccounts(tx);
    const kitchens = await readKitchens(tx, demo.ownerId);
    const customers = planCustomers(demo.customer, start, now);
    const riderList = planRiders(demo.rider);
    const planned = kitchens.length > 0 ? planOrders(kitchens, customers, riderList, demo.adminId, now, days) : [];

    // The world the history happened in existed before it: accounts, restaurants and dishes predate its first day.
    const before = new Date(start.getTime() - 30 * DAY).toISOString();
    await tx.execute(sql`update restaurants set created_at = least(created_at, ${before}::timestamptz)`);
    await tx.execute(sql`update products set created_at = least(created_at, ${before}::timestamptz)`);
    await tx.execute(sql`update users set created_at = least(created_at, ${before}::timestamptz)`);
    await tx.execute(sql`update riders set created_at = least(created_at, ${before}::timestamptz)`);

    const newCustomers = customers.filter((c) => c.isNew);
    const newRiders = riderList.filter((r) => r.isNew);
    await insertRows(tx, embedded, users, [
      ...newCustomers.map((c) => ({
        id: c.id,
        role: "user" as const,
        name: c.name,
        email: c.email,
        phone: c.phone,
        dateOfBirth: c.dateOfBirth,
        phoneVerified: true,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
      ...newRiders.map((r) => ({
        id: r.id,
        role: "rider" as const,
        name: r.name,
        phone: r.phone,
        phoneVerified: true,
        createdAt: new Date(start.getTime() - 60 * DAY),
        updatedAt: new Date(start.getTime() - 60 * DAY),
      })),
    ]);
    // Off duty: the demo rider stays the one online for the journeys.
    await insertRows(
      tx,
      embedded,
      riders,
      newRiders.map((r) => ({
        userId: r.id,
        vehicleType: r.vehicleType,
        vehicleNumber: r.vehicleNumber,
        isActive: true,
        isAvailable: false,
        createdAt: new Date(start.getTime() - 60 * DAY),
      })),
    );
    await insertRows(
      tx,
      embedded,
      addresses,
      customers.flatMap((c) => c.addresses),
    );

    const firstNumber = await reserveOrderNumbers(tx, planned.length);
    const numberOf = new Map(planned.map((order, index) => [order.id, `ZK${firstNumber + index}`]));
    const number = (order: PlannedOrder) => numberOf.get(order.id) as string;
    // Cash cancellation fees go on each customer's next order (decision 027), before the rows and money are written.
    const carriedFees = carryCashFees(planned, number);

    await insertRows(
      tx,
      embedded,
      orders,
      planned.map((order) => ({ ...order.row, orderNumber: number(order) })),
    );
    if (carriedFees.length > 0) {
      await tx.execute(sql`update orders o set fee_carried_by = c."carrierId"
        from jsonb_to_recordset(${JSON.stringify(carriedFees)}::jsonb) as c(id uuid, "carrierId" uuid)
        where o.id = c.id`);
    }

    // Timelines in time order, so event ids (the live stream's ids) rise with time as they do in service.
    const events = planned
      .flatMap((order) =>
        order.steps.map((step) => ({
          orderId: order.id,
          kind: step.kind,
          fromStatus: step.from,
          toStatus: step.to,
          actorId: step.actor.id,
          actorRole: step.actor.role,
          reason: step.reason,
          note: step.note,
          createdAt: step.at,
        })),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await insertRows(tx, embedded, orderEvents, events);
    // Each kitchen's preparation time as the server learns it from its latest ready orders (learned ETAs).
    for (const [restaurantId, minutes] of learnedPreparations(planned)) {
      await tx.update(restaurants).set({ learnedPreparationMinutes: minutes }).where(eq(restaurants.id, restaurantId));
    }

    const parties = { restaurantIds: kitchens.map((k) => k.id), riderIds: riderList.map((r) => r.id) };
    await insertRows(tx, embedded, ledgerEntries, ledgerRows(planned, parties, now, days));

    // The payments sandbox's books and ours: provider orders, captured payments, refunds.
    const books = paymentRows(planned, number);
    await insertRows(tx, embedded, sandboxOrders, books.sandboxOrders);
    await insertRows(tx, embedded, sandboxPayments, books.sandboxPayments);
    await insertRows(tx, embedded, payments, books.payments);
    await insertRows(tx, embedded, sandboxRefunds, books.sandboxRefunds);
    await insertRows(tx, embedded, refunds, books.refunds);

    // Tax invoices issued on delivery, numbered in issue order within each financial year, after any already issued.
    const series = new Map(
      (await tx.select().from(invoiceSeries)).map((row) => [row.financialYear, row.lastSequence] as const),
    );
    const issued = invoiceRows(planned, series);
    await insertRows(tx, embedded, invoices, issued);
    if (series.size > 0) {
      await tx
        .insert(invoiceSeries)
        .values([...series].map(([financialYear, lastSequence]) => ({ financialYear, lastSequence })))
        .onConflictDoUpdate({
          target: invoiceSeries.financialYear,
          set: { lastSequence: sql`excluded.last_sequence` },
        });
    }

    // A third of the delivered orders rated, and every restaurant's rating worked out from its visible reviews.
    const rated = planReviews(planned, {
      kitchens,
      names: new Map(customers.map((c) => [c.id, c.name])),
      adminId: demo.adminId,
      now,
    });
    await insertRows(tx, embedded, reviews, rated);
    await refreshRestaurantRatings(tx);

    const count = (status: OrderStatus) => planned.filter((order) => order.row.status === status).length;
    return {
      orders: planned.length,
      delivered: count("DELIVERED"),
      cancelled: count("CANCELLED"),
      rejected: count("REJECTED"),
      refunded: planned.filter((order) => order.row.status === "DELIVERED" && order.refund).length,
      reviews: rated.length,
      invoices: issued.length,
      customers: newCustomers.length,
      riders: newRiders.length,
      ms: Math.round(performance.now() - started),
    };
  });
}
