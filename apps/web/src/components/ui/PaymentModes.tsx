/**
 * How a restaurant can be paid, as customers read it before checkout (issue 16): on its card, its page and in the cart,
 * with an icon. The words are payment-modes-text's; the rule is the contract's (restaurant-terms paymentModesOf).
 */
import { type AcceptedPayments, type PaymentModes, paymentModesOf } from "@zaika/contract/restaurant-terms";
import { Ban, Banknote, CreditCard, type LucideIcon } from "lucide-react";
import { t } from "../../lib/i18n";
import { PAYMENT_MODE_KEYS } from "./payment-modes-text";

const PAYMENT_MODE_ICONS: Record<PaymentModes, LucideIcon> = {
  "cash-and-online": Banknote,
  "online-only": CreditCard,
  "cash-only": Banknote,
  none: Ban,
};

/** The payment modes with their icon, as one line of a card, the restaurant page or the cart. */
export function PaymentModesNote({ payments, className = "" }: { payments: AcceptedPayments; className?: string }) {
  const mode = paymentModesOf(payments);
  const Icon = PAYMENT_MODE_ICONS[mode];
  return (
    <p className={`flex items-center gap-1.5 ${className}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{t(PAYMENT_MODE_KEYS[mode])}</span>
    </p>
  );
}
