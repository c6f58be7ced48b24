/**
 * Orders on the wire (spec §3 Order, Order item, Payment start response; §7 the /order rows). Rupees on the wire. The
 * order routes' texts and the idempotency header are in ./order-rules, re-exported here.
 */
import { z } from "zod";
import { DeliveryAddressSchema } from "./address";
import { FEE_COLLECTIONS } from "./cancellation";
import { IdSchema, PaginationSchema, QueryBooleanSchema } from "./common";
import { ADMIN_ORDERS_LIMIT } from "./constants";
import { TIP_MAX_RUPEES } from "./coupons";
import { OrderEtaSchema } from "./eta";
import { ORDER_HISTORY_FILTERS } from "./order-history";
import { ORDER_MESSAGES } from "./order-rules";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_MODES, PAYMENT_STATUSES } from "./order-status";
import { FOOD_TYPES } from "./product";
import { ScheduledForSchema } from "./schedule";
import { OrderTipSchema } from "./tips";

export * from "./order-rules";

export const PAYMENT_PROVIDERS = ["sandbox", "razorpay"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SelectedAttributeSchema = z.object({
  attributeName: z.string(),
  selectedOption: z.string(),
  additionalPrice: z.number(),
});

export const OrderItemSchema = z.object({
  product: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    description: z.string(),
    price: z.number(),
    discountedPrice: z.number().nullable(),
    foodType: z.enum(FOOD_TYPES),
  }),
  quantity: z.number().int(),
  selectedAttributes: z.array(SelectedAttributeSchema),
  selectedAddons: z.array(z.object({ name: z.string(), price: z.number() })),
  unitPrice: z.number(),
  itemTotal: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const PaymentDetailsSchema = z.object({
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentDate: z.string().nullable(),
});

/**
 * What a timeline entry records. "payment" is a captured payment, "payment_failed" a declined attempt (its `reason`
 * says why; the order stays payable within its window).
 */
export const ORDER_TIMELINE_TYPES = ["status", "payment", "payment_failed", "rider", "refund", "released"] as const;

export const OrderTimelineEntrySchema = z.object({
  _id: z.string(),
  type: z.enum(ORDER_TIMELINE_TYPES),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES).nullable(),
  by: z.object({ role: z.string(), name: z.string().nullable() }),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;

/** Titles of the order history's entries (customer, restaurant and admin screens); status changes use their label. */
export const ORDER_TIMELINE_TITLES = {
  placed: "Order placed",
  payment: "Payment received",
  payment_failed: "Payment failed",
  rider: "Delivery partner assigned",
  refund: "Refund initiated",
  released: "Sent to the kitchen",
  updated: "Updated",
} as const;

/** The title of one timeline entry: what happened, never "Payment received" for a payment that was declined. */
export function orderTimelineTitle(entry: Pick<OrderTimelineEntry, "type" | "from" | "to">): string {
  if (entry.type !== "status") return ORDER_TIMELINE_TITLES[entry.type];
  if (entry.to === "PENDING" && entry.from === null) return ORDER_TIMELINE_TITLES.placed;
  return entry.to ? ORDER_STATUS_LABELS[entry.to] : ORDER_TIMELINE_TITLES.updated;
}

export const RefundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(["PROCESSED", "PENDING", "FAILED"]),
  providerRefundId: z.string().nullable(),
  /** "UPI / wallet: 2-4 business days" style text (spec §9). */
  timeline: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** An earlier cash order's cancellation fee, billed with a later order (decision 027). */
export const PreviousFeeSchema = z.object({ orderNumber: z.string(), fee: z.number() });
export type PreviousFee = z.infer<typeof PreviousFeeSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  restaurant: z.object({
    _id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string() }),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
  }),
  items: z.array(OrderItemSchema),
  subtotal: z.number(),
  /** A coupon's discount on the subtotal (issue 14), 0 without one; GST is on subtotal − discount. */
  discount: z.number(),
  couponCode: z.string().nullable(),
  gstPercent: z.number(),
  taxAmount: z.number(),
  packagingCharge: z.number(),
  deliveryFee: z.number(),
  /** The customer's tip for the rider, paid with the order; 0 without one. */
  tip: z.number(),
  /**
   * A tip given after delivery (tips.ts): its own payment, outside the total and the invoice. The paid one, else the
   * latest attempt; null when none was started. Shown to the order's customer only (null for everyone else).
   */
  tipAfterDelivery: OrderTipSchema.nullable(),
  finalTotal: z.number(),
  /** Earlier cash orders' cancellation fees this order collects (decision 027); empty for most orders. */
  previousFees: z.array(PreviousFeeSchema),
  /** What the customer pays: finalTotal plus previousFees (the online payment's amount, the cash taken at the door). */
  amountPayable: z.number(),
  deliveryAddress: DeliveryAddressSchema,
  distanceKm: z.number(),
  paymentMode: z.enum(PAYMENT_MODES),
  paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentDetails: PaymentDetailsSchema.nullable(),
  /** Until when an unpaid online order can still be paid; null otherwise. */
  payableUntil: z.string().nullable(),
  preparationMinutes: z.number().int().nullable(),
  estimatedDeliveryTime: z.string().nullable(),
  /** The delivery window promised now (learned ETAs), recomputed at each status change; null once it is over. */
  eta: OrderEtaSchema.nullable(),
  /** A scheduled order's delivery slot; null for an order to deliver now. */
  scheduledFor: z.string().nullable(),
  /** When a scheduled order goes (or went) to the kitchen; null for an order to deliver now. */
  releaseAt: z.string().nullable(),
  /**
   * While the kitchen has it and has not answered: when the system cancels it unanswered (escalation); null otherwise.
   */
  acceptBy: z.string().nullable(),
  rider: z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** Shown to the customer only (they tell it to the rider at the door); null for everyone else. */
  deliveryCode: z.string().nullable(),
  cancellation: z
    .object({
      by: z.string(),
      reason: z.string().nullable(),
      fee: z.number(),
      /** How the fee is collected (contract cancellation.ts feeCollection). */
      feeCollection: z.enum(FEE_COLLECTIONS),
      at: z.string(),
    })
    .nullable(),
  rejectionReason: z.string().nullable(),
  refund: RefundSchema.nullable(),
  timeline: z.array(OrderTimelineEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The row of an order list. */
export const OrderSummarySchema = OrderSchema.pick({
  _id: true,
  orderNumber: true,
  status: true,
  user: true,
  finalTotal: true,
  paymentMode: true,
  paymentStatus: true,
  estimatedDeliveryTime: true,
  scheduledFor: true,
  acceptBy: true,
  createdAt: true,
}).extend({
  restaurant: z.object({ _id: z.string(), name: z.string(), logo: z.string().nullable() }),
  itemCount: z.number().int(),
  itemNames: z.array(z.string()),
  rider: z.object({ _id: z.string(), name: z.string() }).nullable(),
  deliveryAddress: DeliveryAddressSchema.pick({ fullName: true, addressLine1: true, city: true }),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListResponseSchema = z.object({
  data: z.array(OrderSummarySchema),
  pagination: PaginationSchema,
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const IdempotencyKeySchema = z
  .string({ error: ORDER_MESSAGES.idempotencyKeyRequired })
  .trim()
  .min(8, "Idempotency-Key must be 8 to 100 characters")
  .max(100, "Idempotency-Key must be 8 to 100 characters")
  .regex(/^[A-Za-z0-9_.:-]+$/, "Idempotency-Key may hold letters, digits and - _ . : only");

/** What the client may send; any price field is ignored (the server prices from the database). */
export const PlaceOrderBodySchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES, { error: "Choose ONLINE or COD" }).default("ONLINE"),
  addressId: IdSchema,
  /** A delivery slot later today or tomorrow (schedule.ts); left out: deliver now. */
  scheduledFor: ScheduledForSchema.optional(),
  /** A tip for the rider in whole rupees (issue 14, coupons.ts TIP_MAX_RUPEES); left out: none. */
  tip: z
    .number({ error: "Tip must be a number" })
    .int("Tip must be in whole rupees")
    .min(0, "Tip cannot be negative")
    .max(TIP_MAX_RUPEES, `A tip can be at most ₹${TIP_MAX_RUPEES}`)
    .optional(),
});
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/** Spec §3 Payment start response: amount in paise (rupees × 100), currency INR, the provider's order id. */
export const PaymentStartSchema = z.object({
  keyId: z.string(),
  amount: z.number().int(),
  currency: z.literal("INR"),
  orderId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Prefill for the checkout form. */
  prefill: z.object({ name: z.string(), email: z.string().nullable(), contact: z.string().nullable() }),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

export const PlaceOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: OrderSchema,
  paymentDetails: PaymentStartSchema.nullable(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

export const VerifyPaymentBodySchema = z.object({
  paymentId: z.string().trim().min(1, "paymentId is required").max(100),
  razorpayOrderId: z.string().trim().min(1, "razorpayOrderId is required").max(100),
  signature: z.string().trim().min(1, "signature is required").max(200),
  orderId: IdSchema,
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

export const OrderResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;
export const OrderDetailResponseSchema = z.object({ data: OrderSchema });

/** `POST /order/{id}/pay`: a new checkout for an unpaid online order, within the payment window. */
export const PayAgainResponseSchema = z.object({ success: z.literal(true), paymentDetails: PaymentStartSchema });

export const OrderListQuerySchema = z.object({
  orderNumber: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(10_000).default(1),
  limit: z.coerce.number().int().min(1, "limit must be 1 or more").max(100).default(ADMIN_ORDERS_LIMIT),
  status: z.enum(ORDER_STATUSES, { error: "Unknown status" }).optional(),
  /** Orders placed on or after this day (IST), YYYY-MM-DD. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "startDate must be YYYY-MM-DD")
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "endDate must be YYYY-MM-DD")
    .optional(),
  /**
   * A restaurant's list: true for its scheduled orders that have not gone to the kitchen yet (soonest slot first);
   * otherwise the orders the kitchen has.
   */
  scheduled: QueryBooleanSchema.optional(),
  /** The customer's history only: All, Active, Delivered or Cancelled (order-history.ts); lists of others ignore it. */
  group: z.enum(ORDER_HISTORY_FILTERS, { error: "Unknown group" }).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

export const RestaurantOrdersParamsSchema = z.object({ restaurantId: IdSchema });

export const UpdateOrderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Unknown status" }),
  reason: z.string().trim().max(300, "Reason must be at most 300 characters").optional(),
  /** On accepting: minutes the kitchen needs; sets estimatedDeliveryTime. */
  preparationMinutes: z.number().int().min(5, "At least 5 minutes").max(180, "At most 180 minutes").optional(),
  /** On delivering: the customer's 4-digit code. */
  deliveryCode: z
    .string()
    .regex(/^\d{4}$/, "The delivery code is 4 digits")
    .optional(),
});
export type UpdateOrderStatusBody = z.input<typeof UpdateOrderStatusBodySchema>;

export const CancellationQuoteResponseSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  free: z.boolean(),
  feePercent: z.number(),
  fee: z.number(),
  refund: z.number(),
  /** How the fee would be collected: from the refund, or on the customer's next order's bill (cash orders). */
  feeCollection: z.enum(FEE_COLLECTIONS),
  freeUntil: z.string().nullable(),
});
export type CancellationQuoteResponse = z.infer<typeof CancellationQuoteResponseSchema>;

/** A manual assignment overrides the dispatch engine (issue 13): the admin says why, and it is recorded. */
export const AssignDeliveryBodySchema = z.object({
  orderId: IdSchema,
  riderId: IdSchema,
  reason: z
    .string({ error: "Say why you assign this rider by hand" })
    .trim()
    .min(3, "Say why you assign this rider by hand")
    .max(300),
});
export type AssignDeliveryBody = z.infer<typeof AssignDeliveryBodySchema>;
