/**
 * SQL of the riders module: riders with their workload, the deliveries assigned to one rider, and what they delivered
 * and earned since a given instant.
 */
import { TERMINAL_STATUSES } from "@zaika/contract/order-status";
import { and, desc, eq, gte, ilike, inArray, not, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { ledgerEntries } from "../../db/schema/ledger";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { riders } from "../../db/schema/riders";
import { users } from "../../db/schema/users";
import { containsPattern } from "../../db/sql-helpers";

type Conn = Db | Tx;

const terminal = sql.raw(TERMINAL_STATUSES.map((s) => `'${s}'`).join(", "));

/** A rider's row with its workload counted in the same query (correlated counts use orders_rider_idx). */
const riderColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  vehicleType: riders.vehicleType,
  vehicleNumber: riders.vehicleNumber,
  isActive: riders.isActive,
  isAvailable: riders.isAvailable,
  createdAt: riders.createdAt,
  // Explicit table names: drizzle leaves columns unqualified in some selects, and "id" in the subquery must be the user's.
  activeDeliveries: sql<number>`(select count(*)::int from orders o where o.rider_id = "users"."id"
    and o.status not in (${terminal}))`,
  deliveredCount: sql<number>`(select count(*)::int from orders o where o.rider_id = "users"."id"
    and o.status = 'DELIVERED')`,
};

export async function listRiders(
  db: Db,
  filter: { search?: string | undefined; available?: boolean | undefined; limit: number; offset: number },
) {
  const conditions: Array<SQL | undefined> = [eq(users.role, "rider")];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.phone, pattern), ilike(riders.vehicleNumber, pattern)));
  }
  if (filter.available !== undefined) {
    conditions.push(eq(riders.isAvailable, filter.available), eq(riders.isActive, true));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(riderColumns)
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(where)
      .orderBy(desc(riders.isActive), desc(riders.isAvailable), desc(riders.createdAt), desc(riders.userId))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findRider(conn: Conn, id: string) {
  const [row] = await conn
    .select(riderColumns)
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(and(eq(riders.userId, id), eq(users.role, "rider")));
  return row ?? null;
}

export async function phoneTaken(conn: Conn, phone: string): Promise<boolean> {
  const [row] = await conn.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row !== undefined;
}

export async function insertRider(
  tx: Tx,
  values: {
    name: string;
    phone: string;
    vehicleType: (typeof riders.$inferInsert)["vehicleType"];
    vehicleNumber: string;
    now: Date;
  },
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      role: "rider",
      name: values.name,
      phone: values.phone,
      phoneVerified: true,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("insert returned no row");
  await tx.insert(riders).values({
    userId: user.id,
    vehicleType: values.vehicleType,
    vehicleNumber: values.vehicleNumber,
    isActive: true,
    isAvailable: false,
    createdAt: values.now,
    updatedAt: values.now,
  });
  return user.id;
}

export async function updateRider(
  conn: Conn,
  id: string,
  changes: { isActive?: boolean; isAvailable?: boolean; updatedAt: Date },
): Promise<boolean> {
  const rows = await conn.update(riders).set(changes).where(eq(riders.userId, id)).returning({ id: riders.userId });
  return rows.length === 1;
}

/** The rider's deliveries still under way, oldest first (the next one to pick up on top). */
export async function activeDeliveries(conn: Conn, riderId: string) {
  return conn
    .select({
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentMode: orders.paymentMode,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        duesPaise: orders.duesPaise,
        tipPaise: orders.tipPaise,
        itemCount: orders.itemCount,
        deliveryAddress: orders.deliveryAddress,
        estimatedDeliveryAt: orders.estimatedDeliveryAt,
        createdAt: orders.createdAt,
      },
      restaurant: {
        name: restaurants.name,
        phones: restaurants.phones,
        street: restaurants.street,
        city: restaurants.city,
        state: restaurants.state,
        zipCode: restaurants.zipCode,
        lat: restaurants.lat,
        lng: restaurants.lng,
      },
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.riderId, riderId), not(inArray(orders.status, [...TERMINAL_STATUSES]))))
    .orderBy(orders.createdAt);
}

/**
 * What the rider delivered since `since` and what they earned, in paise: the credits to rider_payable written for them
 * (ledger_entries_rider_idx) by rider_payout postings and by tips paid after delivery (tip_paid), plus the tips given
 * at checkout on the orders they delivered (credited to rider_payable in the sale, before a rider was assigned, so read
 * from the orders). `tipsPaise` is the tips' part.
 */
export async function deliveredSince(conn: Conn, riderId: string, since: Date) {
  const [delivered] = await conn
    .select({
      n: sql<number>`count(*)::int`,
      checkoutTips: sql<number>`coalesce(sum(${orders.tipPaise}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.riderId, riderId), eq(orders.status, "DELIVERED"), gte(orders.deliveredAt, since)));
  const [earned] = await conn
    .select({
      paise: sql<number>`coalesce(-sum(${ledgerEntries.amountPaise}), 0)::bigint`,
      tips: sql<number>`coalesce(-sum(${ledgerEntries.amountPaise}) filter (where ${ledgerEntries.kind} = 'tip_paid'), 0)::bigint`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.riderId, riderId),
        eq(ledgerEntries.account, "rider_payable"),
        inArray(ledgerEntries.kind, ["rider_payout", "tip_paid"]),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return {
    deliveries: delivered?.n ?? 0,
    earningsPaise: Number(earned?.paise ?? 0) + Number(delivered?.checkoutTips ?? 0),
    tipsPaise: Number(earned?.tips ?? 0) + Number(delivered?.checkoutTips ?? 0),
  };
}
