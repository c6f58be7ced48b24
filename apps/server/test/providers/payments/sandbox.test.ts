import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCheckout, sandboxId, sandboxPayments } from "../../../src/providers/payments/sandbox";
import { verifyCheckoutSignature } from "../../../src/providers/payments/signatures";
import { createTestApp, type TestContext } from "../../helpers/app";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe("the sandbox payments provider", () => {
  it("makes Razorpay-shaped ids", () => {
    expect(sandboxId("order")).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(sandboxId("pay")).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(sandboxId("rfnd")).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
  });

  it("keeps its books: order, signed payment, fetch, refund once", async () => {
    const provider = sandboxPayments(t.database.db, t.config.payments, t.clock);
    const checkout = sandboxCheckout(t.database.db, t.config.payments, t.clock);
    const order = await provider.createOrder({ amountPaise: 12_345, receipt: "ZK100001" });
    expect(order).toMatchObject({ amountPaise: 12_345, currency: "INR" });
    expect(await checkout.getOrder(order.id)).toMatchObject({ status: "created", receipt: "ZK100001" });

    const declined = await checkout.pay(order.id, "failure", "card");
    expect(declined).toMatchObject({ status: "failed", orderId: order.id });
    expect(await checkout.getOrder(order.id)).toMatchObject({ status: "attempted" });

    const paid = await checkout.pay(order.id, "success", "upi");
    if (paid.status !== "captured") throw new Error("expected a captured payment");
    expect(verifyCheckoutSignature(t.config.payments.keySecret, order.id, paid.paymentId, paid.signature)).toBe(true);
    expect(await checkout.pay(order.id, "success", "upi")).toEqual({ status: "already_paid" });
    expect(await provider.fetchPayment(paid.paymentId)).toEqual({
      id: paid.paymentId,
      orderId: order.id,
      amountPaise: 12_345,
      currency: "INR",
      status: "captured",
      method: "upi",
    });
    expect(await provider.fetchPayment("pay_00000000000000")).toBeNull();

    const refund = await provider.refund({ paymentId: paid.paymentId, amountPaise: 12_345, receipt: "ZK100001" });
    expect(refund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), status: "PROCESSED" });
    expect((await provider.fetchPayment(paid.paymentId))?.status).toBe("refunded");
    await expect(provider.refund({ paymentId: paid.paymentId, amountPaise: 1, receipt: "x" })).rejects.toThrow();
    if (declined.status !== "failed") throw new Error("expected a failed payment");
    await expect(provider.refund({ paymentId: declined.paymentId, amountPaise: 1, receipt: "x" })).rejects.toThrow();
  });

  it("answers not_found for an order it never made", async () => {
    const checkout = sandboxCheckout(t.database.db, t.config.payments, t.clock);
    expect(await checkout.pay("order_00000000000000", "success", "card")).toEqual({ status: "not_found" });
  });
});
