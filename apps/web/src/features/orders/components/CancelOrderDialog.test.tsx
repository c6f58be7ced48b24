import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getCancellationQuote, updateOrderStatus } from "@zaika/contract/endpoints/orders";
import type { CancellationQuoteResponse } from "@zaika/contract/order";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { mockEndpoint } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { CancelOrderDialog } from "./CancelOrderDialog";

function renderDialog(quote: CancellationQuoteResponse, paymentStatus: "PAID" | "PENDING" = "PAID") {
  const quotes = mockEndpoint(getCancellationQuote, quote);
  const cancels = mockEndpoint(updateOrderStatus, {
    success: true,
    message: "Order cancelled",
    order: makeOrder({ status: "CANCELLED" }),
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CancelOrderDialog order={makeOrder({ paymentStatus })} open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, quotes, cancels };
}

describe("CancelOrderDialog", () => {
  it("shows free cancellation until the second the free minute ends (IST) and the full refund", async () => {
    const { quotes } = renderDialog({
      allowed: true,
      reason: null,
      free: true,
      feePercent: 0,
      fee: 0,
      refund: 597.5,
      feeCollection: "none",
      freeUntil: "2026-01-15T06:31:00.000Z",
    });

    expect(await screen.findByText("Free cancellation until 12:01:00")).toBeInTheDocument();
    expect(screen.getByText("No cancellation fee is charged.")).toBeInTheDocument();
    expect(screen.getByText("Refund to your payment method").nextSibling).toHaveTextContent("₹597.50");
    expect(screen.queryByText("Cancellation fee")).not.toBeInTheDocument();
    expect(quotes.map((call) => call.params.id)).toEqual([ORDER_ID]);
  });

  it("shows the fee as a percentage and in rupees, and the refund left after it", async () => {
    renderDialog({
      allowed: true,
      reason: null,
      free: false,
      feePercent: 25,
      fee: 149.38,
      refund: 448.12,
      feeCollection: "fromRefund",
      freeUntil: "2026-01-15T06:31:00.000Z",
    });

    expect(await screen.findByText("25% = ₹149.38")).toBeInTheDocument();
    expect(screen.getByText("Refund to your payment method").nextSibling).toHaveTextContent("₹448.12");
    expect(screen.queryByText(/Free cancellation/)).not.toBeInTheDocument();
  });

  it("says a cash order's fee goes on the next order's bill, before the customer confirms", async () => {
    renderDialog(
      {
        allowed: true,
        reason: null,
        free: false,
        feePercent: 10,
        fee: 59.75,
        refund: 0,
        feeCollection: "nextOrder",
        freeUntil: null,
      },
      "PENDING",
    );
    expect(await screen.findByText("10% = ₹59.75")).toBeInTheDocument();
    expect(
      screen.getByText("This is a cash order: the ₹59.75 fee will be added to your next order's bill."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/there is no refund/)).not.toBeInTheDocument();
  });

  it("says there is no refund when an unpaid order cancels free", async () => {
    renderDialog(
      {
        allowed: true,
        reason: null,
        free: true,
        feePercent: 0,
        fee: 0,
        refund: 0,
        feeCollection: "none",
        freeUntil: "2026-01-15T06:31:00.000Z",
      },
      "PENDING",
    );
    expect(await screen.findByText(/there is no refund/)).toBeInTheDocument();
    expect(screen.queryByText(/next order/)).not.toBeInTheDocument();
  });

  it("shows why an order can no longer be cancelled and offers no cancel button", async () => {
    renderDialog({
      allowed: false,
      reason: "This order is already out for delivery and can no longer be cancelled.",
      free: false,
      feePercent: 0,
      fee: 0,
      refund: 0,
      feeCollection: "none",
      freeUntil: null,
    });
    expect(await screen.findByText(/already out for delivery/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("asks for a reason, then cancels with it", async () => {
    const user = userEvent.setup();
    const { onClose, cancels } = renderDialog({
      allowed: true,
      reason: null,
      free: true,
      feePercent: 0,
      fee: 0,
      refund: 597.5,
      feeCollection: "none",
      freeUntil: "2026-01-15T06:31:00.000Z",
    });
    await screen.findByText(/Free cancellation/);

    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Choose a reason")).toBeInTheDocument();
    expect(screen.getByLabelText("Why are you cancelling?")).toHaveAttribute("aria-invalid", "true");
    expect(cancels).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText("Why are you cancelling?"), "Ordered by mistake");
    await user.click(screen.getByRole("button", { name: "Cancel order" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(cancels.map((call) => [call.params.id, call.body])).toEqual([
      [ORDER_ID, { status: "CANCELLED", reason: "Ordered by mistake" }],
    ]);
  });
});
