/**
 * The checkout's side of an order, for tests of placing and paying (cart feature): the shared order of ./orders as
 * POST /order answers it before payment, what it hands the checkout, and what the checkout returns.
 */
import type { Order, PaymentStart } from "@zaika/contract/order";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { makeOrder } from "./orders";

/** 06:45 UTC, 12:15 pm in India: when an online order placed at 06:30 stops being payable. */
export const PAYABLE_UNTIL = "2026-01-15T06:45:00.000Z";

/** An order just placed and not paid yet: an online one is payable until PAYABLE_UNTIL, a COD one has no provider. */
export function makePlacedOrder(paymentMode: Order["paymentMode"], overrides: Partial<Order> = {}): Order {
  return makeOrder({
    paymentMode,
    paymentProvider: paymentMode === "ONLINE" ? "sandbox" : null,
    paymentStatus: "PENDING",
    paymentDetails: null,
    payableUntil: paymentMode === "ONLINE" ? PAYABLE_UNTIL : null,
    ...overrides,
  });
}

/** What POST /order (or /order/{id}/pay) hands the checkout. */
export const paymentDetails: PaymentStart = {
  keyId: "rzp_test_sandbox",
  amount: 25_000,
  currency: "INR",
  orderId: "order_SBX0000000001",
  provider: "sandbox",
  prefill: { name: "Asha Verma", email: null, contact: "9876543210" },
};

/** What the checkout returns after a successful payment. */
export const captured: CheckoutSuccess = {
  razorpay_payment_id: "pay_SBX0000000001",
  razorpay_order_id: "order_SBX0000000001",
  razorpay_signature: "c".repeat(64),
};
