import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getSandboxOrder, paySandboxOrder } from "@zaika/contract/endpoints/payments";
import { startTip, verifyTip } from "@zaika/contract/endpoints/tips";
import type { Order } from "@zaika/contract/order";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { renderRoutes, signInAs } from "../../../test/utils";
import { parseTipAmount, TipRiderCard } from "./TipRiderCard";

const HOUR = 60 * 60 * 1000;
const PROVIDER_ORDER = "order_SBXTIP00000001";

/** An order Ravi Kumar delivered `agoMs` ago. */
function delivered(agoMs = HOUR, overrides: Partial<Order> = {}): Order {
  const base = makeOrder();
  return makeOrder({
    status: "DELIVERED",
    rider: { _id: "r-1", name: "Ravi Kumar", phone: "9876500001" },
    timeline: [
      ...base.timeline,
      {
        _id: "e-9",
        type: "status",
        from: "OUT_FOR_DELIVERY",
        to: "DELIVERED",
        by: { role: "rider", name: "Ravi Kumar" },
        reason: null,
        note: null,
        at: new Date(Date.now() - agoMs).toISOString(),
      },
    ],
    ...overrides,
  });
}

function renderCard(order: Order) {
  signInAs("user");
  return renderRoutes([{ path: "/", element: <TipRiderCard order={order} /> }], "/");
}

/** The server's side: the tip's checkout, the sandbox paying it, the verification answering the paid tip. */
function mockTipPayment(amount: number) {
  const starts = mockEndpoint(startTip, {
    success: true,
    paymentDetails: {
      keyId: "rzp_test_sandbox",
      amount: amount * 100,
      currency: "INR",
      orderId: PROVIDER_ORDER,
      provider: "sandbox",
      prefill: { name: "Asha Verma", email: null, contact: null },
    },
  });
  mockEndpoint(getSandboxOrder, {
    id: PROVIDER_ORDER,
    amount: amount * 100,
    currency: "INR",
    status: "created",
    merchant: "Zaika",
  });
  mockEndpoint(paySandboxOrder, {
    status: "captured",
    response: {
      razorpay_payment_id: "pay_SBXTIP0000001",
      razorpay_order_id: PROVIDER_ORDER,
      razorpay_signature: "a".repeat(64),
    },
  });
  const verifies = mockEndpoint(verifyTip, {
    success: true,
    message: `Thank you — ₹${amount} goes to Ravi Kumar in full`,
    data: { amount, status: "PAID", paidAt: new Date().toISOString(), riderName: "Ravi Kumar" },
  });
  return { starts, verifies };
}

describe("TipRiderCard", () => {
  it("tips ₹20 through the sandbox checkout and thanks the customer by the rider's name", async () => {
    const user = userEvent.setup();
    const { starts, verifies } = mockTipPayment(20);
    renderCard(delivered());
    expect(screen.getByRole("heading", { name: "Tip your rider" })).toBeInTheDocument();
    for (const name of ["₹10", "₹20", "₹50", "Custom"]) {
      expect(screen.getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");
    }
    await user.click(screen.getByRole("button", { name: "₹20" }));
    expect(screen.getByRole("button", { name: "₹20" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Pay tip ₹20" }));

    const checkout = await screen.findByRole("dialog");
    await user.click(await screen.findByRole("button", { name: "Pay ₹20" }));
    await waitFor(() => expect(checkout).not.toBeInTheDocument());

    expect(await screen.findByRole("status")).toHaveTextContent("Thank you — ₹20 goes to Ravi Kumar in full");
    expect(starts).toHaveLength(1);
    expect(starts[0]?.params).toEqual({ id: ORDER_ID });
    expect(starts[0]?.body).toEqual({ amount: 20 });
    expect(verifies[0]?.body).toEqual({
      paymentId: "pay_SBXTIP0000001",
      razorpayOrderId: PROVIDER_ORDER,
      signature: "a".repeat(64),
    });
    expect(screen.queryByRole("button", { name: /Pay tip/ })).not.toBeInTheDocument();
  });

  it("takes a custom amount, refusing one over ₹500 before anything is sent", async () => {
    const user = userEvent.setup();
    const { starts } = mockTipPayment(75);
    renderCard(delivered());
    await user.click(screen.getByRole("button", { name: "Custom" }));
    const field = screen.getByLabelText("Your tip (₹)");
    expect(field).toHaveFocus();
    await user.type(field, "600");
    await user.click(screen.getByRole("button", { name: "Pay tip" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a tip of ₹1 to ₹500 in whole rupees");
    expect(starts).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "75");
    await user.click(screen.getByRole("button", { name: "Pay tip ₹75" }));
    await user.click(await screen.findByRole("button", { name: "Pay ₹75" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you — ₹75 goes to Ravi Kumar in full");
    expect(starts[0]?.body).toEqual({ amount: 75 });
  });

  it("asks for an amount when Pay tip is pressed without one", async () => {
    const user = userEvent.setup();
    const { starts } = mockTipPayment(20);
    renderCard(delivered());
    await user.click(screen.getByRole("button", { name: "Pay tip" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a tip amount");
    expect(starts).toHaveLength(0);
  });

  it("shows the server's refusal next to the button (a tip already paid elsewhere)", async () => {
    const user = userEvent.setup();
    mockEndpointError(startTip, 409, {
      code: "CONFLICT",
      message: "You have already tipped the rider for this order",
    });
    renderCard(delivered());
    await user.click(screen.getByRole("button", { name: "₹50" }));
    await user.click(screen.getByRole("button", { name: "Pay tip ₹50" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already tipped the rider for this order");
  });

  it("thanks instead of asking once the order carries a paid tip", () => {
    renderCard(delivered(HOUR, { tipAfterDelivery: { amount: 50, status: "PAID" } }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you — ₹50 goes to Ravi Kumar in full");
    expect(screen.queryByRole("button", { name: "₹10" })).not.toBeInTheDocument();
  });

  it("is not offered without a rider, before delivery, or 7 days after it", () => {
    const { container: noRider } = renderCard(delivered(HOUR, { rider: null }));
    expect(noRider).toBeEmptyDOMElement();
    const { container: late } = renderCard(delivered(7 * 24 * HOUR + 60_000));
    expect(late).toBeEmptyDOMElement();
    const { container: onTheWay } = renderCard(makeOrder({ status: "OUT_FOR_DELIVERY" }));
    expect(onTheWay).toBeEmptyDOMElement();
  });
});

describe("parseTipAmount", () => {
  it.each([
    ["20", { ok: true, amount: 20 }],
    ["1", { ok: true, amount: 1 }],
    ["500", { ok: true, amount: 500 }],
    ["0", { ok: false, message: "Choose a tip of ₹1 to ₹500 in whole rupees" }],
    ["501", { ok: false, message: "Choose a tip of ₹1 to ₹500 in whole rupees" }],
    ["12.5", { ok: false, message: "Choose a tip of ₹1 to ₹500 in whole rupees" }],
    ["", { ok: false, message: "Choose a tip of ₹1 to ₹500 in whole rupees" }],
  ])("%j → %j", (text, expected) => {
    expect(parseTipAmount(text)).toEqual(expected);
  });
});
