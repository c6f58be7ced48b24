/** SQL of the tax invoices: what an invoice prints about its order, the order's lock, the series and the invoice rows. */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { invoiceSeries, invoices } from "../../db/schema/invoices";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";

type Conn = Db | Tx;

export type InvoiceRow = typeof invoices.$inferSelect;

/** The order with its bill, its restaurant's identity and its customer's name; null for an unknown order. */
export async function invoiceOrder(conn: Conn, orderId: string) {
  const [row] = await conn
    .select({
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        userId: orders.userId,
        status: orders.status,
        paymentMode: orders.paymentMode,
        paymentStatus: orders.paymentStatus,
        subtotalPaise: orders.subtotalPaise,
        packagingPaise: orders.packagingPaise,
        taxPaise: orders.taxPaise,
        deliveryFeePaise: orders.deliveryFeePaise,
        totalPaise: orders.totalPaise,
        gstPercent: orders.gstPercent,
        discountPaise: orders.discountPaise,
        couponCode: orders.couponCode,
        tipPaise: orders.tipPaise,
        deliveryAddress: orders.deliveryAddress,
      },
      restaurant: {
        ownerId: restaurants.ownerId,
        name: restaurants.name,
        street: restaurants.street,
        city: restaurants.city,
        state: restaurants.state,
        zipCode: restaurants.zipCode,
        taxInfo: restaurants.taxInfo,
      },
      customerName: users.name,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export type InvoiceOrder = NonNullable<Awaited<ReturnType<typeof invoiceOrder>>>;

/**
 * Locks the order row until the transaction ends, so two first downloads of one order take turns and the second
 * finds the first's invoice. Returns what decides whether it may be invoiced; null for an unknown order.
 */
export async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ status: orders.status, paymentMode: orders.paymentMode, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row ?? null;
}

export async function invoiceOf(conn: Conn, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await conn.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/**
 * The next sequence number of a financial year: the series row is created at 1 or moved on by one, and stays locked
 * until the transaction ends, so concurrent allocations queue and a rolled-back one is given out again.
 */
export async function nextSequence(tx: Tx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.financialYear,
      set: { lastSequence: sql`${invoiceSeries.lastSequence} + 1` },
    })
    .returning({ lastSequence: invoiceSeries.lastSequence });
  if (!row) throw new Error(`no sequence for financial year ${financialYear}`);
  return row.lastSequence;
}

export async function insertInvoice(tx: Tx, invoice: InvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error(`invoice ${invoice.number} not inserted`);
  return row;
}
