import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getSandboxOrder, paySandboxOrder } from "@zaika/contract/endpoints/payments";
import type { PaymentStart } from "@zaika/contract/order";
import type { SandboxOrder, SandboxPayResponse } from "@zaika/contract/payment";
import { describe, expect, it, vi } from "vitest";
import { apiRequests, errorResponse, mockEndpoint, type Responder } from "../../test/mock-api";
import { SandboxCheckout } from "./SandboxCheckout";

const details: PaymentStart = {
  keyId: "rzp_test_sandbox",
  amount: 25_050,
  currency: "INR",
  orderId: "order_SBX0000000001",
  provider: "sandbox",
  prefill: { name: "Asha Verma", email: null, contact: "9876543210" },
};
const sandboxOrder: SandboxOrder = {
  id: details.orderId,
  amount: 25_050,
  currency: "INR",
  status: "created",
  merchant: "Zaika",
};
const captured = {
  razorpay_payment_id: "pay_SBX0000000001",
  razorpay_order_id: details.orderId,
  razorpay_signature: "a".repeat(64),
};

const paid: SandboxPayResponse = { status: "captured", response: captured };

/** The sandbox's payment order, and `payAnswer` as its answer to Pay and Fail. Returns the Pay/Fail calls. */
function mockSandbox(payAnswer: Responder<typeof paySandboxOrder>) {
  const reads = mockEndpoint(getSandboxOrder, sandboxOrder);
  const pays = mockEndpoint(paySandboxOrder, payAnswer);
  return { reads, pays };
}

function renderCheckout() {
  const handlers = { onSuccess: vi.fn(), onFailure: vi.fn(), onCancel: vi.fn() };
  render(<SandboxCheckout details={details} {...handlers} />);
  return handlers;
}

describe("SandboxCheckout", () => {
  it("shows the merchant, the amount in rupees from paise and a prefilled test card in an accessible dialog", async () => {
    const { reads } = mockSandbox(paid);
    renderCheckout();
    const dialog = screen.getByRole("dialog", { name: "Zaika" });
    expect(dialog).toHaveTextContent("₹250.50");
    expect(await screen.findByLabelText("Card number")).toHaveValue("4111 1111 1111 1111");
    expect(screen.getByRole("tab", { name: "Card" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Pay ₹250.50" })).toBeInTheDocument();
    expect(reads.map((call) => call.params.providerOrderId)).toEqual([details.orderId]);
  });

  it("Pay captures the payment with the chosen method and hands back Razorpay's three fields", async () => {
    const { pays } = mockSandbox(paid);
    const { onSuccess, onFailure } = renderCheckout();

    await userEvent.click(await screen.findByRole("tab", { name: "UPI" }));
    expect(screen.getByLabelText("UPI ID")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pay ₹250.50" }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(captured));
    expect(onFailure).not.toHaveBeenCalled();
    expect(pays.map((call) => [call.request.method, call.params.providerOrderId, call.body])).toEqual([
      ["POST", details.orderId, { outcome: "success", method: "upi" }],
    ]);
  });

  it("Fail asks the sandbox to decline and reports the bank's reason", async () => {
    const { pays } = mockSandbox({
      status: "failed",
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Your bank declined this payment. No money was taken.",
        reason: "payment_failed",
        metadata: { order_id: details.orderId, payment_id: "pay_SBX0000000002" },
      },
    });
    const { onSuccess, onFailure } = renderCheckout();

    await userEvent.click(await screen.findByRole("button", { name: "Fail" }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith("Your bank declined this payment. No money was taken."));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(pays.at(-1)?.body).toEqual({ outcome: "failure", method: "card" });
  });

  it("Cancel and Escape close it without asking the sandbox to pay", async () => {
    const { pays } = mockSandbox(paid);
    const { onCancel } = renderCheckout();
    await screen.findByLabelText("Card number");

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(pays).toHaveLength(0);
    expect(apiRequests().filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("keeps focus inside the dialog and moves between methods with the arrow keys", async () => {
    mockSandbox(paid);
    renderCheckout();
    const cardTab = await screen.findByRole("tab", { name: "Card" });
    cardTab.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "UPI" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "UPI" })).toHaveAttribute("aria-selected", "true");

    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("shows the error and lets the customer try again when the sandbox cannot be reached", async () => {
    let attempts = 0;
    const { pays } = mockSandbox(() => {
      attempts += 1;
      return attempts === 1
        ? errorResponse(503, { message: "Service unavailable", code: "SERVICE_UNAVAILABLE" })
        : paid;
    });
    const { onSuccess } = renderCheckout();

    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹250.50" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Service unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Pay ₹250.50" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(captured));
    expect(pays).toHaveLength(2);
  });
});
