/**
 * Fixtures of the tip tests: the review tests' world (a shop, the demo customer, a second customer, the shop's owner,
 * an admin and the demo rider), orders delivered by the demo rider inserted straight into the database, and the tip
 * calls, each with a token signed at the test clock's time (the window's tests move the clock days on).
 */
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { eq } from "drizzle-orm";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import { orders } from "../../../src/db/schema/orders";
import { orderTips } from "../../../src/db/schema/tips";
import { auth } from "../../helpers/orders";
import { orderOf, type ReviewWorld, tokenFor, type Who } from "../reviews/review-fixtures";

export { reviewWorld as tipWorld } from "../reviews/review-fixtures";

/** A delivered order of the demo customer (₹260 of food), delivered now by the demo rider unless told otherwise. */
export async function deliveredOrder(
  w: ReviewWorld,
  options: { riderId?: string | null; userId?: string; status?: "DELIVERED" | "OUT_FOR_DELIVERY" } = {},
) {
  const id = await orderOf(w, { userId: options.userId, status: options.status ?? "DELIVERED" });
  await w.t.database.db
    .update(orders)
    .set({ riderId: options.riderId === undefined ? w.ids.rider : options.riderId })
    .where(eq(orders.id, id));
  return id;
}

async function call(w: ReviewWorld, who: Who, url: string, payload: Record<string, unknown>) {
  const headers = who === null ? {} : auth(await tokenFor(w, who));
  return w.t.app.inject({ method: "POST", url, headers, payload });
}

export const startTip = (w: ReviewWorld, orderId: string, payload: Record<string, unknown>, who: Who = "customer") =>
  call(w, who, `/api/order/${orderId}/tip`, payload);

export const verifyTip = (w: ReviewWorld, orderId: string, success: CheckoutSuccess, who: Who = "customer") =>
  call(w, who, `/api/order/${orderId}/tip/verify`, {
    paymentId: success.razorpay_payment_id,
    razorpayOrderId: success.razorpay_order_id,
    signature: success.razorpay_signature,
  });

/** Presses Pay (or Fail) in the sandbox checkout as the customer. */
export async function paySandbox(w: ReviewWorld, providerOrderId: string, outcome: "success" | "failure" = "success") {
  const res = await w.t.app.inject({
    method: "POST",
    url: `/api/payments/sandbox/orders/${providerOrderId}/pay`,
    headers: auth(await tokenFor(w, "customer")),
    payload: { outcome, method: "upi" },
  });
  return res;
}

/** Starts a tip of `amount` rupees and pays it in the sandbox; returns what the checkout hands the browser. */
export async function paidCheckout(w: ReviewWorld, orderId: string, amount: number): Promise<CheckoutSuccess> {
  const started = await startTip(w, orderId, { amount });
  if (started.statusCode !== 200) throw new Error(`tip not started: ${started.body}`);
  const paid = await paySandbox(w, started.json().paymentDetails.orderId);
  if (paid.statusCode !== 200 || paid.json().status !== "captured") throw new Error(`sandbox: ${paid.body}`);
  return paid.json().response;
}

export function tipsOf(w: ReviewWorld, orderId: string) {
  return w.t.database.db.select().from(orderTips).where(eq(orderTips.orderId, orderId));
}

export async function ledgerOf(w: ReviewWorld, orderId: string) {
  const rows = await w.t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  return rows.map((r) => ({ kind: r.kind, account: r.account, amountPaise: r.amountPaise, riderId: r.riderId }));
}
