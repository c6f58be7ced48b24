import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getOrdersAtRisk } from "@zaika/contract/endpoints/escalation";
import type { AtRiskOrder, AtRiskOrdersResponse } from "@zaika/contract/escalation";
import type { OrderLiveEvent } from "@zaika/contract/events";
import { describe, expect, it, vi } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { AT_RISK_POLL_MS } from "../api/get-orders-at-risk";
import { OrdersAtRisk } from "./OrdersAtRisk";

// The live-event client (lib/live-events) is replaced by a hand-driven one: tests emit events themselves.
const liveHandlers = vi.hoisted(() => new Set<(event: unknown) => void>());
vi.mock("../../../lib/live-events", async () => {
  const { useEffect, useRef } = await import("react");
  return {
    useOrderEvents: (handler: (event: unknown) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const listener = (event: unknown) => latest.current(event);
        liveHandlers.add(listener);
        return () => {
          liveHandlers.delete(listener);
        };
      }, []);
    },
  };
});

function emit(overrides: Partial<OrderLiveEvent>) {
  const event: OrderLiveEvent = {
    eventId: 1,
    kind: "status",
    orderId: "order-1",
    orderNumber: "ZK-100042",
    restaurantId: "r-1",
    status: "ACCEPTED",
    paymentMode: "COD",
    paymentStatus: "PENDING",
    riderId: null,
    awaitingRelease: false,
    at: "2026-01-15T06:35:12.000Z",
    ...overrides,
  };
  act(() => {
    for (const handler of liveHandlers) handler(event);
  });
}

/**
 * Placed (kitchen got it) at 06:32:00 UTC, asked about at 06:35:12: waiting 192 s = 3:12; cancelled at 06:37:00, so
 * 108 s = 1:48 left. Texted at 06:34:00.
 */
const TEXTED: AtRiskOrder = {
  _id: "order-1",
  orderNumber: "ZK-100042",
  finalTotal: 395.99,
  paymentMode: "COD",
  restaurant: { _id: "r-1", name: "Sarafa Bites", phones: ["9876501234", "02224890123"] },
  kitchenAt: "2026-01-15T06:32:00.000Z",
  smsDueAt: "2026-01-15T06:34:00.000Z",
  smsSentAt: "2026-01-15T06:34:00.000Z",
  cancelDueAt: "2026-01-15T06:37:00.000Z",
  waitingSeconds: 192,
  secondsLeft: 108,
};
/** Its SMS could not be sent yet, and the sweep is about to cancel it (0 s left). */
const FAILING: AtRiskOrder = {
  ...TEXTED,
  _id: "order-2",
  orderNumber: "ZK-100043",
  finalTotal: 1250,
  paymentMode: "ONLINE",
  restaurant: { _id: "r-2", name: "Chappan Dukan", phones: [] },
  smsSentAt: null,
  waitingSeconds: 300,
  secondsLeft: 0,
};
const answer = (data: AtRiskOrder[], total = data.length): AtRiskOrdersResponse => ({
  data,
  total,
  asOf: "2026-01-15T06:35:12.000Z",
});

function renderPanel() {
  signInAs("admin", "Ravi Admin", "admin-1");
  return renderRoutes([{ path: "/admin", element: <OrdersAtRisk /> }], "/admin");
}

const rows = () =>
  within(screen.getByRole("list", { name: "Orders at risk, soonest cancel first" })).getAllByRole("listitem");

describe("OrdersAtRisk", () => {
  it("lists each order with its restaurant's phones to call, its wait and the time left before it is cancelled", async () => {
    mockEndpoint(getOrdersAtRisk, answer([TEXTED, FAILING], 5));
    renderPanel();

    expect(screen.getByText("Loading the orders at risk")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "ZK-100042" })).toHaveAttribute(
      "href",
      "/admin/order-history/order-1",
    );
    const [first, second] = rows();
    if (!first || !second) throw new Error("two rows expected");
    expect(first).toHaveTextContent("SMS sent");
    expect(first).toHaveTextContent("Sarafa Bites · ₹395.99 · Cash on delivery");
    expect(first).toHaveTextContent("Auto-cancels in 1:48");
    expect(first).toHaveTextContent("Waiting 3:12");
    expect(within(first).getByRole("link", { name: "Sarafa Bites" })).toHaveAttribute("href", "/admin/restaurant/r-1");
    expect(within(first).getByRole("link", { name: "Call Sarafa Bites on 9876501234" })).toHaveAttribute(
      "href",
      "tel:9876501234",
    );
    expect(within(first).getByRole("link", { name: "Call Sarafa Bites on 02224890123" })).toHaveAttribute(
      "href",
      "tel:02224890123",
    );

    expect(second).toHaveTextContent("SMS not sent yet");
    expect(second).toHaveTextContent("Chappan Dukan · ₹1,250 · Online");
    expect(second).toHaveTextContent("Cancelling now");
    expect(second).toHaveTextContent("Waiting 5:00");
    expect(second).toHaveTextContent("No phone on file");
    // Two of five shown.
    expect(screen.getByText("and 3 more")).toBeInTheDocument();
  });

  it("counts down every second from the server's answer, and asks again every 15 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const calls = mockEndpoint(getOrdersAtRisk, answer([TEXTED]));
    renderPanel();
    const [row] = await screen.findAllByRole("listitem");
    expect(row).toHaveTextContent("Auto-cancels in 1:48");

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(row).toHaveTextContent("Auto-cancels in 1:43");
    expect(row).toHaveTextContent("Waiting 3:17");
    expect(calls).toHaveLength(1);

    // The next answer: 15 s later on the server too.
    mockEndpoint(getOrdersAtRisk, answer([{ ...TEXTED, waitingSeconds: 207, secondsLeft: 93 }]));
    await act(() => vi.advanceTimersByTimeAsync(AT_RISK_POLL_MS - 5_000));
    expect(await screen.findByText("Auto-cancels in 1:33")).toBeInTheDocument();
    expect(screen.getByText("Waiting 3:27")).toBeInTheDocument();
  });

  it("asks again at once when a listed order is answered, and not for other orders' events", async () => {
    let accepted = false;
    const calls = mockEndpoint(getOrdersAtRisk, () => answer(accepted ? [] : [TEXTED]));
    renderPanel();
    await screen.findByRole("link", { name: "ZK-100042" });

    emit({ orderId: "someone-else", status: "ACCEPTED" });
    emit({ orderId: "order-1", status: "PENDING", kind: "payment" });
    accepted = true;
    emit({ orderId: "order-1", status: "ACCEPTED" });
    expect(await screen.findByText("No orders waiting on a restaurant")).toBeInTheDocument();
    // The first answer and the one after the acceptance: the other two events asked nothing.
    expect(calls).toHaveLength(2);
  });

  it("says when no order is waiting on a restaurant", async () => {
    mockEndpoint(getOrdersAtRisk, answer([]));
    renderPanel();
    expect(await screen.findByText("No orders waiting on a restaurant")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows a failure with a retry", async () => {
    mockEndpointError(getOrdersAtRisk, 403, { message: "You may not do this", code: "FORBIDDEN" });
    renderPanel();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the orders at risk");
    expect(alert).toHaveTextContent("You may not do this");

    mockEndpoint(getOrdersAtRisk, answer([TEXTED]));
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "ZK-100042" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
