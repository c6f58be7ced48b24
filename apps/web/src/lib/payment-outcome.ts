/**
 * What the app does after every payment outcome, wherever the payment ran (checkout's Place order & pay and Pay now,
 * the order page's Pay now): exactly one toast, and the cart and the order queries refreshed. The server empties the
 * cart once an order is paid (or placed for cash), so the header's cart badge, the order page and the order lists
 * show the truth without a reload. A payment the webhook confirms reaches the open pages as a live order event
 * (lib/live-events.ts), which refreshes the same queries.
 *
 * One toast per outcome: its id is the order's, so a second report of the same order's outcome (a live event racing
 * the checkout's own answer, a second Cancel) replaces the toast on screen instead of adding one. What the checkout's
 * own page shows beside it (features/cart PaymentPage) never repeats the toast's words.
 */
import type { QueryClient } from "@tanstack/react-query";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { cartQueryKey } from "./cart-query-key";
import { messageText } from "./i18n";
import { orderQueryKeys } from "./order-query-keys";
import { CHECKOUT_MESSAGES } from "./payment-checkout";
import { toast } from "./toast";

export type PaymentOutcome =
  /** The order went through: paid online (and verified), or placed for cash. `message`: the contract's success text
   * (ORDER_MESSAGES.placedOnline unless given). */
  | { kind: "succeeded"; message?: string }
  /** The customer closed the provider's checkout: nothing was paid, the order stays payable. */
  | { kind: "cancelled" }
  /** The bank declined, or the checkout could not run: nothing was taken, the order stays payable. */
  | { kind: "failed" }
  /** The checkout says paid but the server could not confirm it (yet): `message` is the server's word, else spec §8's
   * 'Payment verification failed. Please contact support.'. */
  | { kind: "unconfirmed"; message?: string };

/** The toast id of an order's payment outcome: one toast per order at a time. */
export const paymentToastId = (orderId: string) => `payment-outcome:${orderId}`;

/** The text the outcome's toast shows, in the current language. */
export function paymentOutcomeText(outcome: PaymentOutcome): string {
  switch (outcome.kind) {
    case "succeeded":
      return messageText(outcome.message ?? ORDER_MESSAGES.placedOnline);
    case "cancelled":
      return CHECKOUT_MESSAGES.cancelled;
    case "failed":
      return CHECKOUT_MESSAGES.failed;
    case "unconfirmed":
      return messageText(outcome.message ?? ORDER_MESSAGES.verificationFailed);
  }
}

/** Refetches what a payment changes: the cart (emptied once paid), the order and every order list. */
export function refreshAfterPayment(queryClient: QueryClient, orderId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists }),
    queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(orderId) }),
  ]).then(() => undefined);
}

/**
 * Reports an order's payment outcome: its one toast, and the cart and order queries refreshed (resolves once they
 * are). The caller decides what else happens (the success screen, the Pay now button staying).
 */
export function settlePayment(queryClient: QueryClient, orderId: string, outcome: PaymentOutcome): Promise<void> {
  const text = paymentOutcomeText(outcome);
  const options = { id: paymentToastId(orderId) };
  if (outcome.kind === "succeeded") toast.success(text, options);
  else if (outcome.kind === "cancelled") toast(text, options);
  else toast.error(text, options);
  return refreshAfterPayment(queryClient, orderId);
}
