/**
 * The payments provider (ARCHITECTURE §4): the offline sandbox by default, Razorpay with real keys. Both sign exactly
 * as Razorpay does, so verification is one piece of code (signatures.ts).
 */
import type { PaymentProvider } from "@zaika/contract/order";

export interface ProviderOrder {
  /** order_… */
  id: string;
  amountPaise: number;
  currency: "INR";
}

export interface ProviderPayment {
  /** pay_… */
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  method: string | null;
}

export interface ProviderRefund {
  /** rfnd_… */
  id: string;
  status: "PROCESSED" | "PENDING" | "FAILED";
}

export interface PaymentsProvider {
  readonly name: PaymentProvider;
  /** Public key id the checkout needs. */
  readonly keyId: string;
  /** Creates the provider's order for an amount in paise; receipt is our order number. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  /** What the provider says about a payment: checked against our order before marking it paid. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Refunds (part of) a captured payment. */
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<ProviderRefund>;
}
