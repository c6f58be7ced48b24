import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getKitchen } from "@zaika/contract/endpoints/kitchen";
import { getRestaurantOrders, updateOrderStatus } from "@zaika/contract/endpoints/orders";
import { getMyRestaurant } from "@zaika/contract/endpoints/restaurants";
import type { OrderLiveEvent } from "@zaika/contract/events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Outlet } from "../../../lib/router";
import { mockEndpoint } from "../../../test/mock-api";
import { listOf, makeOrder, RESTAURANT_ID, toSummary } from "../../../test/orders";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes } from "../../../test/utils";
import { NewOrderAlertProvider, NewOrdersBanner } from "../components/NewOrderAlert";
import { resetAlertSound } from "../lib/alert-sound";
import { ALERT_REPEAT_MS } from "../lib/use-new-order-alert";
import { RestaurantOrdersPage } from "./RestaurantOrdersPage";

// The live-event client (lib/live-events) is replaced by a hand-driven one: tests emit events themselves.
const liveHandlers = vi.hoisted(() => new Set<(event: unknown) => void>());
vi.mock("../../../lib/live-events", async () => {
  const { useEffect, useRef } = await import("react");
  return {
    subscribeToOrderEvents: (handler: (event: unknown) => void) => {
      liveHandlers.add(handler);
      return () => liveHandlers.delete(handler);
    },
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

const oscillatorStarts = vi.fn();

/** A Web Audio stand-in that counts beeps (each beep starts two oscillators). */
class FakeAudioContext {
  state = "running";
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => {});
  createOscillator() {
    return { type: "sine", frequency: { value: 0 }, connect: vi.fn(), start: oscillatorStarts, stop: vi.fn() };
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  }
}

const beeps = () => oscillatorStarts.mock.calls.length / 2;

function emit(overrides: Partial<OrderLiveEvent>) {
  const event: OrderLiveEvent = {
    eventId: 1,
    kind: "placed",
    orderId: "new-order-1",
    orderNumber: "100043",
    restaurantId: RESTAURANT_ID,
    status: "PENDING",
    paymentMode: "COD",
    paymentStatus: "PENDING",
    riderId: null,
    awaitingRelease: false,
    at: "2026-01-15T06:40:00.000Z",
    ...overrides,
  };
  act(() => {
    for (const handler of liveHandlers) handler(event);
  });
}

/** The owner's restaurant, its one pending order, and accepting it. */
function mockRestaurantApi() {
  return {
    restaurant: mockEndpoint(getMyRestaurant, { data: makeRestaurant({ _id: RESTAURANT_ID, name: "Sharma Ji" }) }),
    // The kitchen's list has one pending order; the scheduled list (?scheduled=true) is empty.
    lists: mockEndpoint(getRestaurantOrders, ({ query }) =>
      query.scheduled === "true" ? listOf([], 1, 20) : listOf([toSummary(makeOrder())], 1, 10),
    ),
    kitchen: mockEndpoint(getKitchen, {
      kitchen: { busyMinutes: 0, paused: false, pausedUntil: null, orderCapPerWindow: null, ordersThisWindow: 1 },
    }),
    updates: mockEndpoint(updateOrderStatus, {
      success: true,
      message: "Order marked Accepted",
      order: makeOrder({ status: "ACCEPTED" }),
    }),
  };
}
let api: ReturnType<typeof mockRestaurantApi>;

function renderPage() {
  return renderRoutes([{ path: "/restaurant/orders", element: <RestaurantOrdersPage /> }], "/restaurant/orders");
}

beforeEach(() => {
  oscillatorStarts.mockReset();
  resetAlertSound();
  vi.stubGlobal("AudioContext", FakeAudioContext);
  api = mockRestaurantApi();
});

afterEach(() => {
  liveHandlers.clear();
});

describe("RestaurantOrdersPage", () => {
  it("lists the owner's restaurant's orders with the filters in the query", async () => {
    renderPage();
    expect(await screen.findByRole("link", { name: "Order 100042" })).toBeInTheDocument();
    const kitchenList = api.lists.find((call) => call.query.scheduled === undefined);
    expect(kitchenList?.params.restaurantId).toBe(RESTAURANT_ID);
    expect(kitchenList?.query.limit).toBe("10");
    expect(screen.getByRole("button", { name: "Accept order 100042" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject order 100042" })).toBeInTheDocument();
  });

  it("rings on a new order, repeats every 4 s, counts it in the title, and stops once acknowledged", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await screen.findByRole("link", { name: "Order 100042" });
    expect(document.title).toBe("Orders | Zaika");
    expect(beeps()).toBe(0);

    emit({ kind: "placed", orderId: "new-order-1", orderNumber: "100043" });
    expect(beeps()).toBe(1);
    expect(document.title).toBe("(1) New order · Orders | Zaika");
    expect(screen.getByText(/1 new order: 100043/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS));
    expect(beeps()).toBe(2);

    emit({
      eventId: 2,
      kind: "payment",
      orderId: "new-order-2",
      orderNumber: "100044",
      paymentMode: "ONLINE",
      paymentStatus: "PAID",
    });
    expect(document.title).toBe("(2) New orders · Orders | Zaika");

    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS));
    expect(beeps()).toBe(3);

    await user.click(screen.getByRole("button", { name: "Acknowledge new orders" }));
    await waitFor(() => expect(document.title).toBe("Orders | Zaika"));
    expect(screen.queryByText(/\d+ new orders?:/)).not.toBeInTheDocument();
    const after = beeps();
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS * 3));
    expect(beeps()).toBe(after);
  });

  it("does not ring for an unpaid online order, which the restaurant cannot act on yet", async () => {
    renderPage();
    await screen.findByRole("link", { name: "Order 100042" });
    emit({ kind: "placed", paymentMode: "ONLINE", paymentStatus: "PENDING" });
    emit({ eventId: 2, kind: "status", status: "ACCEPTED", orderId: "other" });
    expect(beeps()).toBe(0);
    expect(document.title).toBe("Orders | Zaika");
  });

  it("shows how long the kitchen has left to accept a pending order", async () => {
    const acceptBy = new Date(Date.now() + 3 * 60_000 + 500).toISOString();
    mockEndpoint(getRestaurantOrders, ({ query }) =>
      query.scheduled === "true" ? listOf([], 1, 20) : listOf([toSummary(makeOrder({ acceptBy }))], 1, 10),
    );
    renderPage();
    expect(await screen.findByText(/^Accept within (3:00|3:01|2:59) or it is cancelled$/)).toBeInTheDocument();
  });

  it("rings for a scheduled order when it is released to the kitchen, not when it is placed", async () => {
    renderPage();
    await screen.findByRole("link", { name: "Order 100042" });
    emit({ kind: "placed", orderId: "later-1", orderNumber: "100050", awaitingRelease: true });
    expect(beeps()).toBe(0);
    emit({ eventId: 2, kind: "released", orderId: "later-1", orderNumber: "100050" });
    expect(beeps()).toBe(1);
    expect(screen.getByText(/1 new order: 100050/)).toBeInTheDocument();
  });

  it("lists the scheduled orders the kitchen does not have yet, with their slots", async () => {
    const later = toSummary(
      makeOrder({ _id: "later-1", orderNumber: "100051", scheduledFor: "2026-11-25T14:30:00.000Z" }),
    );
    mockEndpoint(getRestaurantOrders, ({ query }) =>
      query.scheduled === "true" ? listOf([later], 1, 20) : listOf([toSummary(makeOrder())], 1, 10),
    );
    renderPage();
    const scheduled = await screen.findByRole("region", { name: /Scheduled/ });
    expect(await within(scheduled).findByRole("link", { name: "Order 100051" })).toBeInTheDocument();
    expect(within(scheduled).getByText(/8:00 PM$/)).toBeInTheDocument();
  });

  it("stops ringing when the new order is acted on, e.g. accepted from another device", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await screen.findByRole("link", { name: "Order 100042" });
    emit({ kind: "placed", orderId: "new-order-1" });
    expect(document.title).toBe("(1) New order · Orders | Zaika");

    emit({ eventId: 2, kind: "status", orderId: "new-order-1", status: "ACCEPTED" });
    expect(document.title).toBe("Orders | Zaika");
    const after = beeps();
    act(() => vi.advanceTimersByTime(ALERT_REPEAT_MS * 2));
    expect(beeps()).toBe(after);
  });

  it("accepts an order with a preparation time and shows the server's message", async () => {
    const user = userEvent.setup();
    const { toast } = await import("../../../lib/toast");
    const success = vi.spyOn(toast, "success");
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Accept order 100042" }));
    const minutes = screen.getByLabelText("Preparation time (minutes)");
    expect(minutes).toHaveValue(20);
    await user.clear(minutes);
    await user.type(minutes, "35");
    await user.click(screen.getByRole("button", { name: "Accept order" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith("Order marked Accepted"));
    expect(api.updates.map((call) => [call.params.id, call.body])).toEqual([
      [makeOrder()._id, { status: "ACCEPTED", preparationMinutes: 35 }],
    ]);
  });

  it("will not reject without a reason", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Reject order 100042" }));
    await user.click(screen.getByRole("button", { name: "Reject order" }));
    expect(await screen.findByText("Please give a reason")).toBeInTheDocument();
    expect(api.updates).toHaveLength(0);
  });

  it("under the restaurant layout, rings on any restaurant page and points to the orders list, with one alert", async () => {
    renderRoutes(
      [
        {
          element: (
            <NewOrderAlertProvider>
              <NewOrdersBanner />
              <Outlet />
            </NewOrderAlertProvider>
          ),
          children: [
            { path: "/restaurant/products", element: <h1>Products</h1> },
            { path: "/restaurant/orders", element: <RestaurantOrdersPage /> },
          ],
        },
      ],
      "/restaurant/products",
    );
    await screen.findByRole("heading", { name: "Products" });
    await waitFor(() => expect(api.restaurant.length).toBeGreaterThan(0));
    emit({ kind: "placed", orderId: "new-order-1", orderNumber: "100043" });
    expect(beeps()).toBe(1);
    expect(screen.getByText(/1 new order: 100043/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "View orders" }));
    // The orders page shares the layout's alert: its banner takes over (with the button), and nothing rings twice.
    const acknowledge = await screen.findByRole("button", { name: "Acknowledge new orders" });
    expect(screen.queryByRole("link", { name: "View orders" })).not.toBeInTheDocument();
    expect(document.title).toBe("(1) New order · Orders | Zaika");
    expect(beeps()).toBe(1);
    await userEvent.click(acknowledge);
    expect(screen.queryByText(/1 new order/)).not.toBeInTheDocument();
  });
});
