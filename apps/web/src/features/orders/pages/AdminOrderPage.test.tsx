import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getOrderDispatch } from "@zaika/contract/endpoints/dispatch";
import { assignDelivery, getOrder, refundDeliveredOrder, updateOrderStatus } from "@zaika/contract/endpoints/orders";
import { getRiders } from "@zaika/contract/endpoints/riders";
import { ORDER_MESSAGES, type Order } from "@zaika/contract/order";
import type { Rider } from "@zaika/contract/rider";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { makeOrderDispatch } from "../../../test/dispatch";
import { errorResponse, mockEndpoint, mockEndpointError, type Responder } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { renderRoutes } from "../../../test/utils";
import { AdminOrderPage } from "./AdminOrderPage";

// Every order past PENDING shows its dispatch record; tests about it answer with one.
beforeEach(() => {
  mockEndpoint(getOrderDispatch, { decisions: [] });
});

const rider: Rider = {
  _id: "9c0e0a4e-0000-4000-8000-000000000001",
  name: "Ravi Kumar",
  phone: "9876500001",
  vehicleType: "scooter",
  vehicleNumber: "MP 09 AB 1234",
  isActive: true,
  isAvailable: true,
  activeDeliveries: 0,
  deliveredCount: 12,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** A preparing order, one available rider, and `assign` as the answer to assigning one. */
function mockAdminApi(assign: Responder<typeof assignDelivery>) {
  return {
    reads: mockEndpoint(getOrder, { data: makeOrder({ status: "PREPARING" }) }),
    riders: mockEndpoint(getRiders, {
      data: [rider],
      pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
    }),
    assigns: mockEndpoint(assignDelivery, assign),
    updates: mockEndpoint(updateOrderStatus, {
      success: true,
      message: "Order marked Cancelled",
      order: makeOrder({ status: "CANCELLED" }),
    }),
  };
}

function renderPage() {
  return renderRoutes(
    [{ path: "/admin/order-history/:id", element: <AdminOrderPage /> }],
    `/admin/order-history/${ORDER_ID}`,
  );
}

const REASON = "Customer asked for Ravi";

async function assignRavi(reason = `  ${REASON} `) {
  const user = userEvent.setup();
  renderPage();
  const select = await screen.findByLabelText("Available rider");
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, rider._id);
  if (reason) await user.type(screen.getByLabelText("Reason"), reason);
  await user.click(screen.getByRole("button", { name: "Assign rider" }));
}

describe("AdminOrderPage", () => {
  it("assigns an available rider with the reason (trimmed) and shows the server's message", async () => {
    const success = vi.spyOn(toast, "success");
    const api = mockAdminApi({ success: true, message: "Ravi Kumar will deliver order 100042", order: makeOrder() });
    await assignRavi();

    await waitFor(() => expect(success).toHaveBeenCalledWith("Ravi Kumar will deliver order 100042"));
    expect(api.riders[0]?.query.available).toBe("true");
    expect(api.assigns.map((call) => call.body)).toEqual([{ orderId: ORDER_ID, riderId: rider._id, reason: REASON }]);
    // Done: the form is empty again for the next time.
    await waitFor(() => expect(screen.getByLabelText("Reason")).toHaveValue(""));
  });

  it("asks for a reason of at least 3 characters before sending anything", async () => {
    const api = mockAdminApi({ success: true, message: "never", order: makeOrder() });
    await assignRavi("");

    const reason = screen.getByLabelText("Reason");
    expect(reason).toHaveAccessibleDescription(expect.stringContaining("Say why you assign this rider by hand"));
    expect(reason).toHaveFocus();

    // Two letters (after trimming) are still not a reason.
    await userEvent.setup().type(reason, " ok ");
    await userEvent.setup().click(screen.getByRole("button", { name: "Assign rider" }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining("Say why you assign this rider by hand"));
    expect(api.assigns).toHaveLength(0);
  });

  it("shows the server's 400 naming the reason under the reason field, not as a toast", async () => {
    const error = vi.spyOn(toast, "error");
    const api = mockAdminApi(() =>
      errorResponse(400, {
        message: "Say why you assign this rider by hand",
        code: "VALIDATION_ERROR",
        details: [{ field: "reason", message: "Say why you assign this rider by hand" }],
      }),
    );
    await assignRavi();

    const reason = screen.getByLabelText("Reason");
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(expect.stringContaining("Say why you assign this rider by hand")),
    );
    expect(reason).toHaveFocus();
    expect(api.assigns).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it("shows why the order went to whom in a Dispatch section", async () => {
    mockAdminApi({ success: true, message: "never", order: makeOrder() });
    const reads = mockEndpoint(getOrderDispatch, makeOrderDispatch());
    renderPage();

    const section = (await screen.findByRole("heading", { name: "Dispatch" })).closest("section") as HTMLElement;
    expect(await within(section).findByText("Offered to Ravi Kumar (score 95)")).toBeInTheDocument();
    expect(
      within(section).getByText("Assigned by an admin to Arjun Patel: “Customer asked for Arjun”"),
    ).toBeInTheDocument();
    expect(reads.map((call) => call.params.id)).toEqual([ORDER_ID]);
  });

  it("falls back to 'Something went wrong. Please try again.' when the success has no message", async () => {
    const success = vi.spyOn(toast, "success");
    // The contract requires a message; an empty one is what a server without one would send.
    mockAdminApi({ success: true, message: "", order: makeOrder() });
    await assignRavi();
    await waitFor(() => expect(success).toHaveBeenCalledWith(ORDER_MESSAGES.assignFallback));
  });

  it("shows the server's refusal, else 'Failed to assign order'", async () => {
    const error = vi.spyOn(toast, "error");
    const api = mockAdminApi(() =>
      errorResponse(422, { message: "This rider is not available right now", code: "BUSINESS_RULE" }),
    );
    await assignRavi();
    await waitFor(() => expect(error).toHaveBeenCalledWith("This rider is not available right now"));

    error.mockClear();
    const failures = mockEndpoint(assignDelivery, () => new Response(null, { status: 502 }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Assign rider" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.assignFailed));
    expect(api.assigns).toHaveLength(1);
    expect(failures.map((call) => call.body)).toEqual([{ orderId: ORDER_ID, riderId: rider._id, reason: REASON }]);
  });

  it("cancels with a required reason and says a paid order is refunded in full", async () => {
    const user = userEvent.setup();
    const api = mockAdminApi({ success: true, message: "Ravi Kumar will deliver order 100042", order: makeOrder() });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(screen.getByText(/refunded in full \(₹597.50\)/)).toBeInTheDocument();

    const dialog = screen.getByRole("dialog");
    await user.click(screen.getAllByRole("button", { name: "Cancel order" }).at(-1) as HTMLElement);
    expect(await screen.findByText("Please give a reason")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Reason/), "Customer asked by phone");
    await user.click(screen.getAllByRole("button", { name: "Cancel order" }).at(-1) as HTMLElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.updates.map((call) => [call.params.id, call.body])).toEqual([
      [ORDER_ID, { status: "CANCELLED", reason: "Customer asked by phone" }],
    ]);
  });
});

/** A delivered order paid online (₹597.50): the one kind an admin may refund. */
function deliveredOnline(overrides: Partial<Order> = {}): Order {
  return makeOrder({ status: "DELIVERED", paymentMode: "ONLINE", paymentStatus: "PAID", ...overrides });
}

describe("AdminOrderPage: refunds after delivery and the invoice", () => {
  it.each([
    // [status, payment mode, payment status, Refund offered]
    ["DELIVERED", "ONLINE", "PAID", true],
    ["DELIVERED", "ONLINE", "REFUNDED", false], // already refunded
    ["DELIVERED", "COD", "PAID", false], // cash: nothing to send back to a card or UPI
    ["OUT_FOR_DELIVERY", "ONLINE", "PAID", false], // not delivered yet: cancel it instead
  ] as const)("a %s %s order paid %s offers a refund: %s", async (status, paymentMode, paymentStatus, offered) => {
    mockEndpoint(getOrder, { data: makeOrder({ status, paymentMode, paymentStatus }) });
    renderPage();

    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByRole("button", { name: "Refund" }) !== null).toBe(offered);
    // Every one of these orders has an invoice: paid online, or cash and delivered.
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
  });

  it("refunds part of the order with a reason, says so and shows the refund on the timeline", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let current = deliveredOnline();
    mockEndpoint(getOrder, () => ({ data: current }));
    const refunds = mockEndpoint(refundDeliveredOrder, ({ body }) => {
      current = deliveredOnline({
        paymentStatus: "REFUNDED",
        refund: {
          _id: "rf-1",
          amount: 120,
          status: "PENDING",
          providerRefundId: null,
          timeline: "UPI / wallet: 2-4 business days",
          createdAt: "2026-01-15T09:00:00.000Z",
        },
        timeline: [
          ...current.timeline,
          {
            _id: "e-9",
            type: "refund",
            from: "DELIVERED",
            to: "DELIVERED",
            by: { role: "admin", name: "Admin" },
            reason: body.reason,
            note: "Refund of ₹120.00 initiated",
            at: "2026-01-15T09:00:00.000Z",
          },
        ],
      });
      return { success: true, message: "Refund of ₹120 initiated", order: current };
    });
    renderPage();

    const open = await screen.findByRole("button", { name: "Refund" });
    await user.click(open);
    const dialog = screen.getByRole("dialog", { name: "Refund order 100042" });
    expect(within(dialog).getByLabelText("Amount (₹)")).toHaveFocus();
    expect(within(dialog).getByLabelText("Amount (₹)")).toHaveAccessibleDescription(
      expect.stringContaining("At most ₹597.50, the order's total."),
    );
    await user.type(within(dialog).getByLabelText("Amount (₹)"), "120");
    await user.type(within(dialog).getByLabelText(/^Reason/), "  The raita was missing ");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(refunds.map((call) => [call.params.id, call.body])).toEqual([
      [ORDER_ID, { amount: 120, reason: "The raita was missing" }],
    ]);
    expect(success).toHaveBeenCalledWith("Refund of ₹120 initiated");
    const timeline = screen.getByRole("heading", { name: "Timeline" }).closest("section") as HTMLElement;
    expect(within(timeline).getByText("Refund initiated")).toBeInTheDocument();
    expect(within(timeline).getByText("Refund of ₹120.00 initiated")).toBeInTheDocument();
    expect(within(timeline).getByText("Reason: The raita was missing")).toBeInTheDocument();
    // Refunded once: no second refund offered.
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });

  it("shows the server's 422 on the amount field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    mockEndpoint(getOrder, { data: deliveredOnline() });
    const refunds = mockEndpointError(refundDeliveredOrder, 422, {
      message: ORDER_MESSAGES.refundAmount,
      code: "BUSINESS_RULE",
      details: [{ field: "amount", message: ORDER_MESSAGES.refundAmount }],
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Amount (₹)"), "597.50");
    await user.type(within(dialog).getByLabelText(/^Reason/), "Order never arrived");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));

    const amount = within(dialog).getByLabelText("Amount (₹)");
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(ORDER_MESSAGES.refundAmount)),
    );
    expect(amount).toHaveFocus();
    expect(refunds.map((call) => call.body)).toEqual([{ amount: 597.5, reason: "Order never arrived" }]);
  });

  it("refuses more than the order's total and a missing reason before sending", async () => {
    const user = userEvent.setup();
    mockEndpoint(getOrder, { data: deliveredOnline() });
    const refunds = mockEndpoint(refundDeliveredOrder, { success: true, message: "never", order: deliveredOnline() });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = screen.getByRole("dialog");
    // ₹597.51 is one paisa more than the ₹597.50 total.
    await user.type(within(dialog).getByLabelText("Amount (₹)"), "597.51");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));

    expect(within(dialog).getByLabelText("Amount (₹)")).toHaveAccessibleDescription(
      expect.stringContaining(ORDER_MESSAGES.refundAmount),
    );
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(ORDER_MESSAGES.reasonRequired);
    expect(refunds).toHaveLength(0);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refund" })).toHaveFocus();
  });
});
