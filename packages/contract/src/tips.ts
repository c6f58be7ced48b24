/**
 * A tip for the rider after delivery (issue 14 item 7): on a delivered order's page the customer tips ₹10/₹20/₹50 or a
 * custom amount, paid online through the payments provider. It is its own record, never part of the order: the
 * order's total, bill and invoice stay as they were issued. One paid tip per order, within 7 days of delivery, and the
 * rider receives all of it (ledger.ts tipPaidPosting). The tip at checkout is PlaceOrderBody's `tip` (order.ts).
 * Starting a tip answers order.ts PayAgainResponseSchema (the checkout to open); this file does not import order.ts,
 * because order.ts imports OrderTipSchema from here.
 */
import { z } from "zod";
import { TIP_MAX_RUPEES } from "./coupons";
import type { OrderStatus } from "./order-status";
import { formatRupees } from "./pricing";

/** How long after delivery a tip may still be given (days). */
export const TIP_AFTER_DELIVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** PENDING: checkout started; PAID: verified and booked to the rider; FAILED: the bank declined it. */
export const TIP_STATUSES = ["PENDING", "PAID", "FAILED"] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

export const TIP_MESSAGES = {
  amount: `Choose a tip of ₹1 to ₹${TIP_MAX_RUPEES} in whole rupees`,
  notDelivered: "You can tip your rider once the order is delivered",
  noRider: "This order had no delivery partner to tip",
  windowClosed: `Tips can be given up to ${TIP_AFTER_DELIVERY_DAYS} days after delivery`,
  alreadyTipped: "You have already tipped the rider for this order",
  paid: (amountRupees: number, riderName: string) =>
    `Thank you — ${formatRupees(amountRupees)} goes to ${riderName} in full`,
  failed: "The tip was not paid. No money was taken; you can try again.",
} as const;

const amountSchema = z
  .number({ error: TIP_MESSAGES.amount })
  .int(TIP_MESSAGES.amount)
  .min(1, TIP_MESSAGES.amount)
  .max(TIP_MAX_RUPEES, TIP_MESSAGES.amount);

/** `POST /order/{id}/tip`: the tip in whole rupees. */
export const TipBodySchema = z.object({ amount: amountSchema });
export type TipBody = z.infer<typeof TipBodySchema>;

/** `POST /order/{id}/tip/verify`: what the checkout returned (Razorpay's three values). */
export const TipVerifyBodySchema = z.object({
  paymentId: z.string().trim().min(1, "paymentId is required").max(100),
  razorpayOrderId: z.string().trim().min(1, "razorpayOrderId is required").max(100),
  signature: z.string().trim().min(1, "signature is required").max(200),
});
export type TipVerifyBody = z.infer<typeof TipVerifyBodySchema>;

/** The order's tip after delivery as the order page shows it: the paid one, else the latest attempt. */
export const OrderTipSchema = z.object({ amount: z.number(), status: z.enum(TIP_STATUSES) });
export type OrderTip = z.infer<typeof OrderTipSchema>;

export const TipResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: OrderTipSchema.extend({ paidAt: z.string().nullable(), riderName: z.string() }),
});
export type TipResponse = z.infer<typeof TipResponseSchema>;

/** The last instant a tip may be started for an order delivered at `deliveredAt`. */
export function tipWindowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + TIP_AFTER_DELIVERY_DAYS * DAY_MS);
}

/** Why a tip after delivery is refused, or null when it may be given. Order of checks: status, rider, window. */
export type TipRefusal = "notDelivered" | "noRider" | "windowClosed";

export function tipRefusal(
  order: { status: OrderStatus; riderId: string | null; deliveredAt: Date | null },
  now: Date,
): TipRefusal | null {
  if (order.status !== "DELIVERED") return "notDelivered";
  if (!order.riderId) return "noRider";
  // An order delivered before delivery times were recorded cannot show it was within the window.
  if (!order.deliveredAt || now.getTime() >= tipWindowEndsAt(order.deliveredAt).getTime()) return "windowClosed";
  return null;
}
