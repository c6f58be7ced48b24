/**
 * The offline payments provider: keeps Razorpay-shaped books (orders, payments, refunds) in the sandbox_* tables and
 * signs checkout results with the key secret exactly as Razorpay does, so verification runs the same code.
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { sandboxOrders, sandboxPayments as sandboxPaymentRows, sandboxRefunds } from "../../db/schema/sandbox";
import type { Clock } from "../../lib/clock";
import { checkoutSignature } from "./signatures";
import type { PaymentsProvider, ProviderPayment } from "./types";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `order_`/`pay_`/`rfnd_` + 14 random base62 characters, as Razorpay's ids look. */
export function sandboxId(prefix: "order" | "pay" | "rfnd"): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

export function sandboxPayments(db: Db, config: Config["payments"], clock: Clock): PaymentsProvider {
  return {
    name: "sandbox",
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt }) {
      const id = sandboxId("order");
      await db.insert(sandboxOrders).values({ id, amountPaise, currency: "INR", receipt, createdAt: clock.now() });
      return { id, amountPaise, currency: "INR" };
    },
    async fetchPayment(paymentId) {
      const [row] = await db.select().from(sandboxPaymentRows).where(eq(sandboxPaymentRows.id, paymentId));
      if (!row) return null;
      return {
        id: row.id,
        orderId: row.orderId,
        amountPaise: row.amountPaise,
        currency: row.currency,
        status: row.status,
        method: row.method,
      } satisfies ProviderPayment;
    },
    async refund({ paymentId, amountPaise }) {
      const id = sandboxId("rfnd");
      await db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ status: sandboxPaymentRows.status, amountPaise: sandboxPaymentRows.amountPaise })
          .from(sandboxPaymentRows)
          .where(eq(sandboxPaymentRows.id, paymentId))
          .for("update");
        // Razorpay refuses refunds of payments it never captured, or of more than was paid.
        if (payment?.status !== "captured" || amountPaise > payment.amountPaise) {
          throw new Error(`sandbox: payment ${paymentId} cannot be refunded`);
        }
        await tx.insert(sandboxRefunds).values({ id, paymentId, amountPaise, createdAt: clock.now() });
        if (amountPaise === payment.amountPaise) {
          await tx.update(sandboxPaymentRows).set({ status: "refunded" }).where(eq(sandboxPaymentRows.id, paymentId));
        }
      });
      return { id, status: "PROCESSED" };
    },
  };
}

export type SandboxPayOutcome =
  | { status: "captured"; paymentId: string; orderId: string; signature: string; amountPaise: number; method: string }
  | {
      status: "failed";
      paymentId: string;
      orderId: string;
      amountPaise: number;
      method: string;
      description: string;
      reason: string;
    }
  | { status: "not_found" }
  | { status: "already_paid" };

/**
 * What the sandbox checkout page does in the browser's stead: show a provider order and "pay" it. Pay returns what
 * Razorpay Checkout hands its success handler; Fail records a declined payment. Neither touches our orders.
 */
export function sandboxCheckout(db: Db, config: Config["payments"], clock: Clock) {
  return {
    async getOrder(providerOrderId: string) {
      const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, providerOrderId));
      return row ?? null;
    },
    async pay(providerOrderId: string, outcome: "success" | "failure", method: string): Promise<SandboxPayOutcome> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(sandboxOrders)
          .where(eq(sandboxOrders.id, providerOrderId))
          .for("update");
        if (!order) return { status: "not_found" as const };
        if (order.status === "paid") return { status: "already_paid" as const };
        const paymentId = sandboxId("pay");
        const now = clock.now();
        const captured = outcome === "success";
        await tx.insert(sandboxPaymentRows).values({
          id: paymentId,
          orderId: order.id,
          amountPaise: order.amountPaise,
          currency: order.currency,
          status: captured ? "captured" : "failed",
          method,
          createdAt: now,
        });
        await tx
          .update(sandboxOrders)
          .set({ status: captured ? "paid" : "attempted" })
          .where(eq(sandboxOrders.id, order.id));
        if (captured) {
          return {
            status: "captured" as const,
            paymentId,
            orderId: order.id,
            amountPaise: order.amountPaise,
            method,
            signature: checkoutSignature(config.keySecret, order.id, paymentId),
          };
        }
        return {
          status: "failed" as const,
          paymentId,
          orderId: order.id,
          amountPaise: order.amountPaise,
          method,
          description: "Your payment was declined by the bank.",
          reason: "payment_failed",
        };
      });
    },
  };
}

/** The sandbox checkout as the payments module receives it (built in app.ts when the sandbox is the provider). */
export type SandboxCheckout = ReturnType<typeof sandboxCheckout>;
