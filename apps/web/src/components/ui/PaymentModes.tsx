/**
 * How a restaurant can be paid, as customers read it before checkout (issue 16): on its card, its page, in the search
 * and in the cart. The rule is the contract's (restaurant-terms paymentModesOf).
 */
import { type AcceptedPayments, type PaymentModes, paymentModesOf } from "@zaika/contract/restaurant-terms";
import { Ban, Banknote, CreditCard, type LucideIcon } from "lucide-react";
import { t } from "../../lib/i18n";

const PAYMENT_MODES: Record<PaymentModes, { key: string; icon: LucideIcon }> = {
  "cash-and-online": { key: "ui:paysCashAndOnline", icon: Banknote },
  "online-only": { key: "ui:paysOnlineOnly", icon: CreditCard },
  "cash-only": { key: "ui:paysCashOnly", icon: Banknote },
  none: { key: "ui:paysNone", icon: Ban },
};

/** "Cash on delivery available", "Online payment only", "Cash on delivery only" (or that neither is taken). */
export function paymentModesText(payments: AcceptedPayments): string {
  return t(PAYMENT_MODES[paymentModesOf(payments)].key);
}

/** The payment modes with their icon, as one line of a card, the restaurant page or the cart. */
export function PaymentModesNote({ payments, className = "" }: { payments: AcceptedPayments; className?: string }) {
  const { key, icon: Icon } = PAYMENT_MODES[paymentModesOf(payments)];
  return (
    <p className={`flex items-center gap-1.5 ${className}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{t(key)}</span>
    </p>
  );
}
