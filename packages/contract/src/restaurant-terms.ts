/**
 * What a restaurant's settings promise a customer before checkout (issue 16): how they can pay, and what delivery
 * costs. The restaurant cards, the restaurant page and the cart say it with these rules, so that the payment page
 * holds no surprise; the server refuses delivery settings whose free-delivery threshold could never apply (422), and
 * the restaurant forms say so under the field before sending.
 */
import type { z } from "zod";
import { toPaise } from "./money";
import { formatRupees } from "./pricing";

// ── Payment modes ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The ways to pay a restaurant at checkout, as its card, page and the cart label them: cash on delivery and online
 * payment (the checkout's two modes; a wallet is not one of them, so it does not count here).
 */
export const PAYMENT_MODES = ["cash-and-online", "online-only", "cash-only", "none"] as const;
export type PaymentModes = (typeof PAYMENT_MODES)[number];

export interface AcceptedPayments {
  acceptsCash: boolean;
  acceptsOnlinePayment: boolean;
}

/**
 * "cash-and-online" (the card reads "Cash on delivery available"), "online-only" ("Online payment only"), "cash-only"
 * ("Cash on delivery only"), or "none" when neither checkout mode is accepted (no order can be paid).
 */
export function paymentModesOf(payments: AcceptedPayments): PaymentModes {
  if (payments.acceptsCash) return payments.acceptsOnlinePayment ? "cash-and-online" : "cash-only";
  return payments.acceptsOnlinePayment ? "online-only" : "none";
}

// ── Delivery terms ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A restaurant's delivery settings as the wire and the forms carry them (rupees). */
export interface DeliveryTermsSettings {
  minimumOrderAmount: number;
  deliveryFee: number;
  /** Item total from which delivery is free; null: never free. */
  freeDeliveryThreshold: number | null;
}

/**
 * What delivery costs, as customers are told: free on every order, or a fee with the item total from which it is
 * waived (null: never waived).
 */
export type DeliveryCharge = { kind: "free" } | { kind: "fee"; fee: number; freeAbove: number | null };

/**
 * The delivery charge the bill (pricing.ts computeBill) will make, said before the cart: no fee is free delivery on
 * every order; so is a threshold at or below the minimum order (settings saved before the rule below), since every
 * order that reaches the minimum reaches it too and the bill waives the fee. A threshold that can apply is shown.
 */
export function deliveryChargeOf(settings: DeliveryTermsSettings): DeliveryCharge {
  const { deliveryFee, freeDeliveryThreshold: threshold } = settings;
  if (toPaise(deliveryFee) === 0) return { kind: "free" };
  if (threshold !== null && toPaise(threshold) <= toPaise(settings.minimumOrderAmount)) return { kind: "free" };
  return { kind: "fee", fee: deliveryFee, freeAbove: threshold };
}

/** The refusals of delivery settings (owner's and admin's forms, POST and PUT /admin/restaurant). */
export const DELIVERY_TERMS_MESSAGES = {
  freeDeliveryNotAboveMinimum: (minimum: string) =>
    `Free delivery must start above the minimum order (${minimum}). Leave it empty for no free delivery, or set the delivery fee to ₹0 for free delivery on every order.`,
} as const;

/** Where the refusal points: the threshold field of the restaurant body (and of the forms). */
export const FREE_DELIVERY_THRESHOLD_FIELD = "deliverySettings.freeDeliveryThreshold";

/**
 * Delivery settings are consistent when free delivery, if offered, starts above the minimum order: a threshold at or
 * below it could never let the fee apply (every order allowed would be free). Returns the refusal, or null.
 */
export function deliverySettingsProblem(
  settings: Pick<DeliveryTermsSettings, "minimumOrderAmount" | "freeDeliveryThreshold">,
): string | null {
  const { minimumOrderAmount: minimum, freeDeliveryThreshold: threshold } = settings;
  if (threshold === null || toPaise(threshold) > toPaise(minimum)) return null;
  return DELIVERY_TERMS_MESSAGES.freeDeliveryNotAboveMinimum(formatRupees(minimum));
}

/**
 * A restaurant body's schema with the rule above on its delivery settings, for the forms (the issue sits on the
 * threshold field). The server checks the same rule against what it stores (422) rather than in its route schema.
 */
export function withDeliverySettingsRule<T extends z.ZodType<{ deliverySettings?: DeliveryTermsSettings }>>(
  schema: T,
): T {
  return schema.superRefine((body, ctx) => {
    const problem = body.deliverySettings ? deliverySettingsProblem(body.deliverySettings) : null;
    if (problem)
      ctx.addIssue({ code: "custom", path: ["deliverySettings", "freeDeliveryThreshold"], message: problem });
  }) as T;
}
