/** SQL of tips after delivery: one order's attempts, the attempt behind a provider order, marking one paid. */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orderTips } from "../../db/schema/tips";

type Conn = Db | Tx;

export type TipRow = typeof orderTips.$inferSelect;

/** The order's tip as its page shows it: the paid one, else the latest attempt; undefined when none was started. */
export async function orderTipOf(conn: Conn, orderId: string): Promise<TipRow | undefined> {
  const [row] = await conn
    .select()
    .from(orderTips)
    .where(eq(orderTips.orderId, orderId))
    .orderBy(sql`${orderTips.status} = 'PAID' desc`, desc(orderTips.createdAt))
    .limit(1);
  return row;
}

/** The attempt behind a provider order (order_…), whoever's it is; the caller checks the owner. */
export async function tipByProviderOrder(conn: Conn, providerOrderId: string): Promise<TipRow | undefined> {
  const [row] = await conn.select().from(orderTips).where(eq(orderTips.providerOrderId, providerOrderId));
  return row;
}

export async function insertTip(
  conn: Conn,
  values: Pick<TipRow, "orderId" | "userId" | "riderId" | "amountPaise" | "provider" | "providerOrderId" | "createdAt">,
): Promise<TipRow> {
  const [row] = await conn
    .insert(orderTips)
    .values({ ...values, status: "PENDING" })
    .returning();
  if (!row) throw new Error("tip not written");
  return row;
}

/**
 * Marks an attempt PAID unless it already is; the row as it is now, or undefined when it was paid already. The partial
 * unique index order_tips_paid_order_key refuses a second paid tip of the same order.
 */
export async function setTipPaid(tx: Tx, tipId: string, paymentId: string, at: Date): Promise<TipRow | undefined> {
  const [row] = await tx
    .update(orderTips)
    .set({ status: "PAID", providerPaymentId: paymentId, paidAt: at })
    .where(and(eq(orderTips.id, tipId), ne(orderTips.status, "PAID")))
    .returning();
  return row;
}

/** A declined attempt (the sandbox's Fail): FAILED unless it was paid meanwhile. */
export async function setTipFailed(conn: Conn, tipId: string, paymentId: string): Promise<void> {
  await conn
    .update(orderTips)
    .set({ status: "FAILED", providerPaymentId: paymentId })
    .where(and(eq(orderTips.id, tipId), ne(orderTips.status, "PAID")));
}
