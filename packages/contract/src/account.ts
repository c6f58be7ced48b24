/**
 * The customer's control of their account (issue 14 item 6, decision 022): a copy of their data to download, and
 * deletion. Deleting erases or anonymises every piece of personal data at once; the orders stay for tax, with the
 * customer anonymised and only the delivery address's city, state and PIN code kept (GST place of supply).
 */
import { z } from "zod";
import { AddressSchema, type DeliveryAddress, DeliveryAddressSchema } from "./address";
import { OrderItemSchema } from "./order";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_MODES, PAYMENT_STATUSES, TERMINAL_STATUSES } from "./order-status";
import { indiaDay } from "./reports";

/** What the customer types to confirm the deletion. */
export const ACCOUNT_DELETE_CONFIRMATION = "DELETE";

/** The name a deleted account's row, its orders and anything else that named the customer carry from then on. */
export const DELETED_CUSTOMER_NAME = "Deleted customer";

export const ACCOUNT_MESSAGES = {
  confirmRequired: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`,
  orderInProgress: (orderNumber: string) =>
    `Your order ${orderNumber} is still in progress. You can delete your account once it is delivered or cancelled.`,
  deleted: "Your account has been deleted. We are sorry to see you go.",
  deleteFailed: "Could not delete your account. Please try again.",
  exportReady: "Your data has been downloaded",
  exportFailed: "Could not download your data. Please try again.",
} as const;

/**
 * What deletion does, in the words both the deletion dialog and the privacy policy use, so the two never disagree
 * with each other or with the server (apps/server/src/modules/account/erase.ts).
 */
export const ACCOUNT_DELETION_EFFECTS = {
  erased: [
    "Your name, mobile number, e-mail address and date of birth",
    "Your saved addresses, your cart and your favourites",
    "The text of your reviews (their star ratings stay, with no name attached)",
    "Your messages to support, and the sign-in codes and texts sent to your number",
    "On your past orders: the recipient's name and phone, the address lines, landmark, delivery instructions and map location",
  ],
  kept: [
    "Your past orders and their bills, without your name, for 8 years as the tax laws require: they keep only the city, state and PIN code they were delivered to, which GST needs as the place of supply",
    "Payments and refunds of those orders, under the order number only",
  ],
  /** What ends at once. */
  ended:
    "You are signed out on every device. Signing in again with the same mobile number starts a new, empty account.",
} as const;

/** The body of `DELETE /user/me`: the confirmation, so that no stray request deletes an account. */
export const DeleteAccountBodySchema = z.object({
  confirm: z
    .string({ error: ACCOUNT_MESSAGES.confirmRequired })
    .trim()
    .refine((value) => value === ACCOUNT_DELETE_CONFIRMATION, ACCOUNT_MESSAGES.confirmRequired),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

export const DeleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Whether an order in this status stops its customer deleting their account: any order not yet finished does. */
export function blocksAccountDeletion(status: OrderStatus): boolean {
  return !TERMINAL_STATUSES.includes(status);
}

/**
 * The delivery-address fields deletion overwrites on every order of the customer. City, state, PIN code and the
 * address type stay: the first three are the GST place of supply, and none of them points at a person. The map
 * location becomes 0, 0 (the schema needs numbers; no order of a deleted account is ever delivered again).
 */
export const ERASED_DELIVERY_FIELDS = {
  fullName: DELETED_CUSTOMER_NAME,
  addressLine1: "",
  addressLine2: "",
  landmark: "",
  phoneNumber: "",
  deliveryInstructions: "",
  coordinates: { lat: 0, lng: 0 },
} as const satisfies Partial<DeliveryAddress>;

/** An order's delivery address as it is kept after its customer deleted their account. */
export function anonymisedDeliveryAddress(address: DeliveryAddress): DeliveryAddress {
  return { ...address, ...ERASED_DELIVERY_FIELDS, coordinates: { ...ERASED_DELIVERY_FIELDS.coordinates } };
}

/** The download's file name, dated by the India day it was made: `zaika-my-data-2026-01-15.json`. */
export function accountExportFileName(at: Date): string {
  return `zaika-my-data-${indiaDay(at)}.json`;
}

// ---------------------------------------------------------------------------------------------------------------
// The export: everything the platform holds about the customer, money in rupees as on the rest of the wire.

export const ExportedOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  restaurant: z.object({ _id: z.string(), name: z.string() }),
  items: z.array(OrderItemSchema),
  bill: z.object({
    subtotal: z.number(),
    discount: z.number(),
    couponCode: z.string().nullable(),
    gstPercent: z.number(),
    tax: z.number(),
    packagingCharge: z.number(),
    deliveryFee: z.number(),
    tip: z.number(),
    total: z.number(),
  }),
  paymentMode: z.enum(PAYMENT_MODES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  deliveryAddress: DeliveryAddressSchema,
  scheduledFor: z.string().nullable(),
  cancellation: z.object({ by: z.string(), reason: z.string().nullable(), fee: z.number(), at: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  /** Everything that happened to the order, oldest first: who (by role) moved it from which status to which. */
  timeline: z.array(
    z.object({
      at: z.string(),
      /** placed, status, payment, rider, refund or released. */
      kind: z.string(),
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES).nullable(),
      by: z.string(),
      reason: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type ExportedOrder = z.infer<typeof ExportedOrderSchema>;

export const ExportedReviewSchema = z.object({
  _id: z.string(),
  order: z.object({ _id: z.string(), orderNumber: z.string() }),
  restaurant: z.object({ _id: z.string(), name: z.string() }),
  foodRating: z.number().int(),
  deliveryRating: z.number().int(),
  body: z.string(),
  dishes: z.array(z.object({ productId: z.string(), name: z.string() })),
  reply: z.string().nullable(),
  /** Hidden by an admin: no longer shown on the restaurant page. */
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    createdAt: z.string(),
  }),
  addresses: z.array(AddressSchema),
  /** Newest first. */
  orders: z.array(ExportedOrderSchema),
  reviews: z.array(ExportedReviewSchema),
  /** The most recently saved first. */
  favourites: z.array(z.object({ restaurant: z.object({ _id: z.string(), name: z.string() }), savedAt: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
