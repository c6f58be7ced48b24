/** Razorpay through its official SDK: Orders API for checkout, payments for verification, refunds for cancellations. */
import Razorpay from "razorpay";
import type { Config } from "../../config";
import type { PaymentsProvider, ProviderPayment, ProviderRefund } from "./types";

/** The part of the SDK client we use, so tests can hand in a fake (no network). */
export interface RazorpayClient {
  orders: {
    create(params: { amount: number; currency: string; receipt: string }): Promise<{
      id: string;
      amount: number | string;
      currency: string;
    }>;
  };
  payments: {
    fetch(paymentId: string): Promise<{
      id: string;
      order_id: string;
      amount: number | string;
      currency: string;
      status: string;
      method?: string | null;
    }>;
    refund(
      paymentId: string,
      params: { amount: number; speed: "normal"; receipt: string },
    ): Promise<{ id: string; status: string }>;
  };
}

const PAYMENT_STATUSES: ReadonlyArray<ProviderPayment["status"]> = [
  "created",
  "authorized",
  "captured",
  "refunded",
  "failed",
];

function refundStatus(status: string): ProviderRefund["status"] {
  if (status === "processed") return "PROCESSED";
  if (status === "failed") return "FAILED";
  return "PENDING";
}

/** The SDK rejects with `{ statusCode, error: { code, description } }`; a payment id it does not know is a 400/404. */
function isNotFound(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return status === 400 || status === 404;
}

export function razorpayPayments(config: Config["payments"], client?: RazorpayClient): PaymentsProvider {
  const sdk: RazorpayClient =
    client ?? (new Razorpay({ key_id: config.keyId, key_secret: config.keySecret }) as unknown as RazorpayClient);
  return {
    name: "razorpay",
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt }) {
      const order = await sdk.orders.create({ amount: amountPaise, currency: "INR", receipt });
      return { id: order.id, amountPaise: Number(order.amount), currency: "INR" };
    },
    async fetchPayment(paymentId) {
      let payment: Awaited<ReturnType<RazorpayClient["payments"]["fetch"]>>;
      try {
        payment = await sdk.payments.fetch(paymentId);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const status = PAYMENT_STATUSES.find((s) => s === payment.status);
      // A status this code does not know is treated as not paid.
      return {
        id: payment.id,
        orderId: payment.order_id,
        amountPaise: Number(payment.amount),
        currency: payment.currency,
        status: status ?? "created",
        method: payment.method ?? null,
      };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, speed: "normal", receipt });
      return { id: refund.id, status: refundStatus(refund.status) };
    },
  };
}
