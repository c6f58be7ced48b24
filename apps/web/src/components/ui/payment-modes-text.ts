/**
 * How a restaurant can be paid, in words (issue 16), apart from PaymentModesNote's icons: the header's search shows the
 * words only, and it is on every page's first load (issue 15). The rule is the contract's (restaurant-terms paymentModesOf).
 */
import { type AcceptedPayments, type PaymentModes, paymentModesOf } from "@zaika/contract/restaurant-terms";
import { t } from "../../lib/i18n";

export const PAYMENT_MODE_KEYS: Record<PaymentModes, string> = {
  "cash-and-online": "ui:paysCashAndOnline",
  "online-only": "ui:paysOnlineOnly",
  "cash-only": "ui:paysCashOnly",
  none: "ui:paysNone",
};

/** "Cash on delivery available", "Online payment only", "Cash on delivery only" (or that neither is taken). */
export function paymentModesText(payments: AcceptedPayments): string {
  return t(PAYMENT_MODE_KEYS[paymentModesOf(payments)]);
}
