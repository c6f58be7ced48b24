/** SQL of an order's money: payments the provider reported, the order's payment status, refunds. */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { payments, refunds } from "../../db/schema/payments";
import type { OrderRow } from "./queries";

type Conn = Db | Tx;

type PaymentValues = Pick<
  typeof payments.$inferInsert,
  "orderId" | "provider" | "providerOrderId" | "providerPaymentId" | "amountPaise" | "method" | "source" | "createdAt"
>;

/**
 * Records a captured payment; a payment first reported declined can still be captured by the bank later, so the
 * provider's word now stands over an earlier failure.
 */
export async function upsertCapturedPayment(tx: Tx, values: PaymentValues): Promise<void> {
  await tx
    .insert(payments)
    .values({ ...values, status: "captured" })
    .onConflictDoUpdate({
      target: payments.providerPaymentId,
      set: { status: "captured", error: null },
      setWhere: sql`${payments.status} <> 'captured'`,
    });
}

/** Records a declined payment once; false when that payment id was already recorded. */
export async function insertFailedPayment(tx: Tx, values: PaymentValues & { error: string }): Promise<boolean> {
  const inserted = await tx
    .insert(payments)
    .values({ ...values, status: "failed" })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length > 0;
}

/** Whether the provider already confirmed this payment of this order to us (checkout or webhook). */
export async function hasCapturedPayment(conn: Conn, orderId: string, paymentId: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.providerPaymentId, paymentId), eq(payments.status, "captured")),
    );
  return row !== undefined;
}

/** How the order's latest captured payment was made (upi, card…), for the refund timeline. */
export async function latestCapturedMethod(tx: Tx, orderId: string): Promise<string | null> {
  const [payment] = await tx
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "captured")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment?.method ?? null;
}

/**
 * Marks an order PAID (or REFUNDED when `late`: money for an order that no longer exists goes straight back) unless it
 * is already paid or refunded; the row as it is now, or undefined. `kitchen`: the order reaches the kitchen with this
 * payment, so its escalation clock starts in the same statement (orders/escalation.ts kitchenArrival).
 */
export async function setOrderPaid(
  tx: Tx,
  orderId: string,
  input: {
    late: boolean;
    paymentId: string;
    at: Date;
    kitchen?: Pick<OrderRow, "kitchenAt" | "smsDueAt" | "cancelDueAt">;
    /** The delivery time promised again from the payment, when the kitchen gets the order now. */
    eta?: Pick<OrderRow, "etaFrom" | "etaTo">;
  },
): Promise<OrderRow | undefined> {
  const [updated] = await tx
    .update(orders)
    .set({
      paymentStatus: input.late ? "REFUNDED" : "PAID",
      providerPaymentId: input.paymentId,
      paidAt: input.at,
      updatedAt: input.at,
      ...input.kitchen,
      ...input.eta,
    })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, "PAID"), ne(orders.paymentStatus, "REFUNDED")))
    .returning();
  return updated;
}

/** Inserts a PENDING refund; null when the order's refund or a refund of that payment already exists. */
export async function insertPendingRefund(
  tx: Tx,
  values: Pick<
    typeof refunds.$inferInsert,
    "orderId" | "provider" | "providerPaymentId" | "kind" | "amountPaise" | "method" | "createdAt"
  >,
): Promise<string | null> {
  const [refund] = await tx
    .insert(refunds)
    .values({ ...values, status: "PENDING" })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return refund?.id ?? null;
}

/** Stores what the provider answered about a refund, or FAILED when it could not be sent. */
export async function setRefundOutcome(
  conn: Conn,
  refundId: string,
  outcome: { status: "PROCESSED" | "PENDING" | "FAILED"; providerRefundId?: string },
): Promise<void> {
  await conn.update(refunds).set(outcome).where(eq(refunds.id, refundId));
}

/** The order's own refund (a refunded second payment shows in the timeline only). */
export async function orderRefundOf(conn: Conn, orderId: string) {
  const [refund] = await conn
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.kind, "order")));
  return refund;
}
