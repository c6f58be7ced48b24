import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getSandboxOrder, paySandboxOrder } from "@zaika/contract/endpoints/payments";
import type { PaymentStart } from "@zaika/contract/order";
import type { SandboxPayResponse } from "@zaika/contract/payment";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../test/mock-api";
import { openPaymentCheckout, PaymentCheckoutError, RAZORPAY_SCRIPT_URL } from "./payment-checkout";

const sandboxDetails: PaymentStart = {
  keyId: "rzp_test_sandbox",
  amount: 49_900,
  currency: "INR",
  orderId: "order_SBX0000000009",
  provider: "sandbox",
  prefill: { name: "Asha Verma", email: "asha@example.test", contact: "9876543210" },
};
const captured = {
  razorpay_payment_id: "pay_SBX0000000009",
  razorpay_order_id: sandboxDetails.orderId,
  razorpay_signature: "b".repeat(64),
};
const declined: SandboxPayResponse = {
  status: "failed",
  error: {
    code: "BAD_REQUEST_ERROR",
    description: "Your bank declined this payment. No money was taken.",
    reason: "payment_failed",
    metadata: { order_id: sandboxDetails.orderId, payment_id: "pay_SBX000000000A" },
  },
};

/** The sandbox's payment order; Pay captures it and Fail is declined. Returns the Pay/Fail calls. */
function mockSandbox() {
  mockEndpoint(getSandboxOrder, {
    id: sandboxDetails.orderId,
    amount: 49_900,
    currency: "INR",
    status: "created",
    merchant: "Zaika",
  });
  return mockEndpoint(paySandboxOrder, ({ body }) =>
    body.outcome === "success" ? { status: "captured", response: captured } : declined,
  );
}

async function rejection(promise: Promise<unknown>): Promise<PaymentCheckoutError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentCheckoutError) return error;
    throw error;
  }
  throw new Error("expected the checkout to fail");
}

afterEach(() => {
  // A checkout a failed test left open must not stay around for the next test.
  for (const host of document.querySelectorAll("[data-payment-checkout]")) host.remove();
  for (const script of document.head.querySelectorAll("script")) script.remove();
  delete window.Razorpay;
});

describe("openPaymentCheckout (sandbox)", () => {
  it("resolves with the payment when the customer presses Pay, then removes the modal", async () => {
    const pays = mockSandbox();
    const result = openPaymentCheckout(sandboxDetails);
    // The modal's module is fetched on first use: the first opening may take a moment.
    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹499" }, { timeout: 10_000 }));
    await expect(result).resolves.toEqual(captured);
    expect(pays.map((call) => [call.params.providerOrderId, call.body.outcome])).toEqual([
      [sandboxDetails.orderId, "success"],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, 15_000);

  it("rejects with reason 'failed' and the bank's message when the customer presses Fail", async () => {
    const pays = mockSandbox();
    const result = rejection(openPaymentCheckout(sandboxDetails));
    await userEvent.click(await screen.findByRole("button", { name: "Fail" }));
    const error = await result;
    expect(error.reason).toBe("failed");
    expect(error.message).toBe("Your bank declined this payment. No money was taken.");
    expect(pays.map((call) => call.body.outcome)).toEqual(["failure"]);
  });

  it("rejects with reason 'cancelled' on Cancel, and on Escape", async () => {
    const pays = mockSandbox();
    const first = rejection(openPaymentCheckout(sandboxDetails));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect((await first).reason).toBe("cancelled");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const second = rejection(openPaymentCheckout(sandboxDetails));
    await screen.findByRole("button", { name: "Pay ₹499" });
    await userEvent.keyboard("{Escape}");
    expect((await second).reason).toBe("cancelled");
    expect(pays).toHaveLength(0);
  });
});

describe("openPaymentCheckout (razorpay)", () => {
  const razorpayDetails: PaymentStart = { ...sandboxDetails, provider: "razorpay", keyId: "rzp_test_live_key" };

  type Options = {
    key: string;
    amount: number;
    order_id: string;
    name: string;
    handler: (response: typeof captured) => void;
    modal: { ondismiss: () => void };
  };

  function fakeRazorpay() {
    const instances: Array<{ options: Options; failed?: (response: unknown) => void; close: () => void }> = [];
    class FakeRazorpay {
      options: Options;
      failed?: (response: unknown) => void;
      close = vi.fn();
      constructor(options: Options) {
        this.options = options;
        instances.push(this);
      }
      on(_event: string, handler: (response: unknown) => void) {
        this.failed = handler;
      }
      open() {}
    }
    return { FakeRazorpay, instances };
  }

  function loadScript(Razorpay: unknown) {
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    window.Razorpay = Razorpay as typeof window.Razorpay;
    script?.dispatchEvent(new Event("load"));
  }

  it("loads checkout.js only when needed, opens it with the order, and resolves from its handler", async () => {
    expect(document.head.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toBeNull();
    const { FakeRazorpay, instances } = fakeRazorpay();
    const result = openPaymentCheckout(razorpayDetails);
    loadScript(FakeRazorpay);
    await waitFor(() => expect(instances).toHaveLength(1));
    const options = instances[0]?.options;
    expect(options).toMatchObject({
      key: "rzp_test_live_key",
      amount: 49_900,
      order_id: sandboxDetails.orderId,
      name: "Zaika",
    });
    options?.handler(captured);
    await expect(result).resolves.toEqual(captured);
  });

  it("rejects 'failed' on payment.failed and 'cancelled' when the customer closes it", async () => {
    const { FakeRazorpay, instances } = fakeRazorpay();
    const failing = rejection(openPaymentCheckout(razorpayDetails));
    loadScript(FakeRazorpay);
    await waitFor(() => expect(instances).toHaveLength(1));
    instances[0]?.failed?.({ error: { description: "Card declined by bank" } });
    const failed = await failing;
    expect(failed).toMatchObject({ reason: "failed", message: "Card declined by bank" });
    expect(instances[0]?.close).toHaveBeenCalled();

    const dismissed = rejection(openPaymentCheckout(razorpayDetails));
    await waitFor(() => expect(instances).toHaveLength(2));
    instances[1]?.options.modal.ondismiss();
    expect((await dismissed).reason).toBe("cancelled");
    expect(document.head.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toHaveLength(1);
  });
});
