import { describe, expect, it } from "vitest";
import { type RazorpayClient, razorpayPayments } from "../../../src/providers/payments/razorpay";

const config = { provider: "razorpay" as const, keyId: "rzp_test_key", keySecret: "secret", webhookSecret: "hook" };

/** A fake SDK client that records its calls (no network). */
function fakeClient(overrides: Partial<{ payment: unknown; fetchError: unknown; refundStatus: string }> = {}) {
  const calls: Array<[string, unknown[]]> = [];
  const client: RazorpayClient = {
    orders: {
      async create(params) {
        calls.push(["orders.create", [params]]);
        return { id: "order_Abc123def456gh", amount: params.amount, currency: "INR" };
      },
    },
    payments: {
      async fetch(id) {
        calls.push(["payments.fetch", [id]]);
        if (overrides.fetchError) throw overrides.fetchError;
        return (overrides.payment ?? {
          id,
          order_id: "order_Abc123def456gh",
          amount: "57449",
          currency: "INR",
          status: "captured",
          method: "upi",
        }) as Awaited<ReturnType<RazorpayClient["payments"]["fetch"]>>;
      },
      async refund(id, params) {
        calls.push(["payments.refund", [id, params]]);
        return { id: "rfnd_Xyz", status: overrides.refundStatus ?? "processed" };
      },
    },
  };
  return { client, calls };
}

describe("the Razorpay adapter", () => {
  it("creates an INR order with our order number as the receipt", async () => {
    const { client, calls } = fakeClient();
    const provider = razorpayPayments(config, client);
    expect(provider).toMatchObject({ name: "razorpay", keyId: "rzp_test_key" });
    expect(await provider.createOrder({ amountPaise: 57_449, receipt: "ZK100001" })).toEqual({
      id: "order_Abc123def456gh",
      amountPaise: 57_449,
      currency: "INR",
    });
    expect(calls).toEqual([["orders.create", [{ amount: 57_449, currency: "INR", receipt: "ZK100001" }]]]);
  });

  it("maps a payment, reading amounts the SDK may give as strings", async () => {
    const provider = razorpayPayments(config, fakeClient().client);
    expect(await provider.fetchPayment("pay_1")).toEqual({
      id: "pay_1",
      orderId: "order_Abc123def456gh",
      amountPaise: 57_449,
      currency: "INR",
      status: "captured",
      method: "upi",
    });
  });

  it("treats an unknown payment id as no payment, an unknown status as unpaid, and rethrows outages", async () => {
    const missing = razorpayPayments(config, fakeClient({ fetchError: { statusCode: 400 } }).client);
    expect(await missing.fetchPayment("pay_nope")).toBeNull();
    const odd = razorpayPayments(
      config,
      fakeClient({ payment: { id: "pay_2", order_id: "order_1", amount: 1, currency: "INR", status: "weird" } }).client,
    );
    expect(await odd.fetchPayment("pay_2")).toMatchObject({ status: "created", method: null });
    const down = razorpayPayments(config, fakeClient({ fetchError: new Error("ECONNRESET") }).client);
    await expect(down.fetchPayment("pay_3")).rejects.toThrow("ECONNRESET");
  });

  it("refunds with normal speed and maps the refund status", async () => {
    const { client, calls } = fakeClient();
    const provider = razorpayPayments(config, client);
    expect(await provider.refund({ paymentId: "pay_1", amountPaise: 500, receipt: "ZK100001" })).toEqual({
      id: "rfnd_Xyz",
      status: "PROCESSED",
    });
    expect(calls.at(-1)).toEqual(["payments.refund", ["pay_1", { amount: 500, speed: "normal", receipt: "ZK100001" }]]);
    const pending = razorpayPayments(config, fakeClient({ refundStatus: "pending" }).client);
    expect((await pending.refund({ paymentId: "pay_1", amountPaise: 1, receipt: "r" })).status).toBe("PENDING");
  });
});
