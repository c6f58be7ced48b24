import { act, renderHook } from "@testing-library/react";
import type { OffersLiveEvent, OrderLiveEvent, PositionLiveEvent } from "@zaika/contract/events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeAccessToken, signInAs } from "../test/utils";
import { ApiError } from "./api-error";
import { authStore } from "./auth-store";
import {
  connectLiveEvents,
  type LiveConnection,
  reconnectDelay,
  subscribeToOffersEvents,
  subscribeToOrderEvents,
  subscribeToPositionEvents,
  useLiveEvents,
  useOffersEvents,
  useOrderEvents,
  usePositionEvents,
} from "./live-events";
import { queryClient } from "./query-client";
import { refreshAccessToken } from "./session";

vi.mock("./session", () => ({ refreshAccessToken: vi.fn() }));

const refreshMock = vi.mocked(refreshAccessToken);
const fetchMock = vi.fn<typeof fetch>();

/** A streaming 200 response the test writes to. */
function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function orderEvent(overrides: Partial<OrderLiveEvent> = {}): OrderLiveEvent {
  return {
    eventId: 41,
    kind: "status",
    orderId: "order-1",
    orderNumber: "ZK-100001",
    restaurantId: "rest-1",
    status: "ACCEPTED",
    paymentMode: "COD",
    paymentStatus: "PENDING",
    riderId: null,
    awaitingRelease: false,
    at: "2026-01-15T06:30:00.000Z",
    ...overrides,
  };
}

const frame = (e: OrderLiveEvent) => `id: ${e.eventId}\nevent: order\ndata: ${JSON.stringify(e)}\n\n`;

const POSITION: PositionLiveEvent = {
  orderId: "order-1",
  riderId: "rider-1",
  lat: 22.7196,
  lng: 75.8577,
  at: "2026-01-15T06:31:00.000Z",
  etaMinutes: 7,
};
const OFFERS: OffersLiveEvent = { riderId: "rider-1", at: "2026-01-15T06:31:00.000Z" };
/** As the server writes them: no id line. */
const positionFrame = (e: PositionLiveEvent) => `event: position\ndata: ${JSON.stringify(e)}\n\n`;
const offersFrame = (e: OffersLiveEvent) => `event: offers\ndata: ${JSON.stringify(e)}\n\n`;

function headersOf(call: number) {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

/** Lets the fetch promise, the stream reads and the dispatch run. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

let connection: LiveConnection | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  refreshMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(Math, "random").mockReturnValue(0);
});

afterEach(() => {
  connection?.close();
  connection = null;
});

describe("reconnectDelay", () => {
  it("starts at 1 s and doubles up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("connectLiveEvents", () => {
  it("sends the bearer token, then refreshes the order queries and notifies subscribers per order event", async () => {
    signInAs("restaurant", "Owner", "owner-1");
    const stream = openStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    const received: OrderLiveEvent[] = [];
    const unsubscribe = subscribeToOrderEvents((e) => received.push(e));
    const removed = vi.fn();
    subscribeToOrderEvents(removed)();

    connection = connectLiveEvents();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/events");
    expect(headersOf(0).get("Authorization")).toBe(`Bearer ${authStore.getState().accessToken}`);
    expect(headersOf(0).has("Last-Event-ID")).toBe(false);

    const event = orderEvent();
    const text = `retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\n${frame(event)}`;
    // Split mid-line and mid-JSON: nothing is dispatched until the blank line arrives.
    stream.push(text.slice(0, 70));
    await flush();
    expect(received).toEqual([]);
    stream.push(text.slice(70));
    await flush();

    expect(received).toEqual([event]);
    expect(removed).not.toHaveBeenCalled();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ["orders"],
      ["order", "order-1"],
      ["rider", "me"],
    ]);
    unsubscribe();
    stream.push(frame(orderEvent({ eventId: 42 })));
    await flush();
    expect(received).toHaveLength(1);
  });

  it("refreshes the customer's cart too when an order is placed or paid (the server empties the cart then)", async () => {
    signInAs("user");
    const stream = openStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();

    connection = connectLiveEvents();
    await flush();
    stream.push(frame(orderEvent({ eventId: 50, kind: "status" })));
    await flush();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).not.toContainEqual(["cart"]);

    // A payment the webhook confirmed, and a cash order placed from another tab.
    const paid = orderEvent({ eventId: 51, kind: "payment", paymentMode: "ONLINE", paymentStatus: "PAID" });
    stream.push(frame(paid) + frame(orderEvent({ eventId: 52, kind: "placed", orderId: "order-2" })));
    await flush();
    const refreshed = (orderId: string) => [["orders"], ["order", orderId], ["rider", "me"], ["cart"]];
    const keys = invalidate.mock.calls.slice(3).map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([...refreshed("order-1"), ...refreshed("order-2")]);
  });

  it("hands position and offers frames to their own subscribers only, without refreshing the order queries", async () => {
    signInAs("user");
    const stream = openStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    const orders: OrderLiveEvent[] = [];
    const positions: PositionLiveEvent[] = [];
    const offers: OffersLiveEvent[] = [];
    const offOrders = subscribeToOrderEvents((e) => orders.push(e));
    const offPositions = subscribeToPositionEvents((e) => positions.push(e));
    const offOffers = subscribeToOffersEvents((e) => offers.push(e));

    connection = connectLiveEvents();
    await flush();
    stream.push(positionFrame(POSITION) + offersFrame(OFFERS) + positionFrame({ ...POSITION, lat: 22.72 }));
    await flush();

    expect(positions).toEqual([POSITION, { ...POSITION, lat: 22.72 }]);
    expect(offers).toEqual([OFFERS]);
    expect(orders).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
    offPositions();
    offOffers();
    stream.push(positionFrame(POSITION) + offersFrame(OFFERS));
    await flush();
    expect(positions).toHaveLength(2);
    expect(offers).toHaveLength(1);
    offOrders();
  });

  it("resumes from the last order's id when position frames (which carry none) came after it", async () => {
    signInAs("user");
    const first = openStream();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(openStream().response);
    vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();

    connection = connectLiveEvents();
    await flush();
    first.push(frame(orderEvent({ eventId: 57 })) + positionFrame(POSITION) + offersFrame(OFFERS));
    first.end();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get("Last-Event-ID")).toBe("57");
  });

  it("keeps notifying the other subscribers when one throws", async () => {
    signInAs("user");
    const stream = openStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const good = vi.fn();
    const offBad = subscribeToOrderEvents(() => {
      throw new Error("boom");
    });
    const offGood = subscribeToOrderEvents(good);
    connection = connectLiveEvents();
    await flush();
    stream.push(frame(orderEvent()));
    await flush();
    expect(good).toHaveBeenCalledTimes(1);
    offBad();
    offGood();
  });

  it("reconnects after 1 s with the last received id as Last-Event-ID", async () => {
    signInAs("user");
    const first = openStream();
    const second = openStream();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();

    connection = connectLiveEvents();
    await flush();
    first.push(frame(orderEvent({ eventId: 57 })));
    first.end();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get("Last-Event-ID")).toBe("57");
  });

  it("backs off 1 s, 2 s, 4 s while the server fails, and starts again at 1 s after a good connection", async () => {
    signInAs("user");
    const good = openStream();
    fetchMock
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockRejectedValueOnce(new TypeError("network down"))
      .mockResolvedValueOnce(new Response("", { status: 500 }))
      .mockResolvedValueOnce(good.response)
      .mockResolvedValue(new Response("", { status: 503 }));

    connection = connectLiveEvents();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    good.end();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("refreshes the session on 401 and reconnects at once with the new token", async () => {
    signInAs("user");
    const fresh = makeAccessToken({ sub: "user-1", name: "Fresh" });
    refreshMock.mockImplementation(async () => {
      authStore.setSession(fresh, { sub: "user-1", role: "user", name: "Fresh", exp: 0 });
      return { status: "signedIn" };
    });
    fetchMock.mockResolvedValueOnce(new Response("", { status: 401 })).mockResolvedValueOnce(openStream().response);

    connection = connectLiveEvents();
    await flush();
    expect(refreshMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get("Authorization")).toBe(`Bearer ${fresh}`);
  });

  it("gives up when the refresh fails (the user is signed out)", async () => {
    signInAs("user");
    refreshMock.mockImplementation(async () => {
      authStore.signOut();
      return { status: "signedOut" };
    });
    fetchMock.mockResolvedValue(new Response("", { status: 401 }));
    connection = connectLiveEvents();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the connection alive, backing off, while the server cannot refresh the session (503)", async () => {
    signInAs("user");
    const unavailable = new ApiError(
      503,
      "Service Unavailable",
      { success: false, message: "Database unavailable" },
      5,
    );
    refreshMock.mockResolvedValue({ status: "failed", error: unavailable });
    fetchMock.mockResolvedValue(new Response("", { status: 401 }));
    connection = connectLiveEvents();
    await flush();
    expect(refreshMock).toHaveBeenCalledTimes(1);
    // The refresh's Retry-After (5 s) is longer than the first backoff step (1 s).
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authStore.getState().status).toBe("signedIn");
  });

  it("comes back after the server's retry hint when the server ends the stream (shutdown), resuming from the last id", async () => {
    signInAs("user");
    const first = openStream();
    const second = openStream();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    const received: number[] = [];
    const unsubscribe = subscribeToOrderEvents((e) => received.push(e.eventId));

    connection = connectLiveEvents();
    await flush();
    first.push(`retry: 3000\n\n${frame(orderEvent({ eventId: 70 }))}`);
    // A node shutting down tells clients to come back soon (the proxy sends them to another node), then ends.
    first.push("retry: 250\n\n");
    first.end();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get("Last-Event-ID")).toBe("70");

    // The other node replays what was committed meanwhile, from the id sent.
    second.push(frame(orderEvent({ eventId: 71 })));
    await flush();
    expect(received).toEqual([70, 71]);
    unsubscribe();
  });

  it("waits out a 503's Retry-After and keeps resuming from the last id it received", async () => {
    signInAs("user");
    const first = openStream();
    const unavailable = () =>
      new Response(JSON.stringify({ success: false, message: "Database unavailable", code: "DATABASE_UNAVAILABLE" }), {
        status: 503,
        headers: { "Content-Type": "application/json", "Retry-After": "5" },
      });
    fetchMock
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValueOnce(openStream().response);
    vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();

    connection = connectLiveEvents();
    await flush();
    first.push(frame(orderEvent({ eventId: 12 })));
    first.end();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Retry-After: 5 beats the 2 s backoff step.
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // No Retry-After: the backoff alone (4 s).
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect([1, 2, 3].map((call) => headersOf(call).get("Last-Event-ID"))).toEqual(["12", "12", "12"]);
  });

  it("reconnects when the stream goes silent longer than two heartbeats (a dead proxy connection)", async () => {
    signInAs("user");
    const silent = openStream();
    fetchMock.mockResolvedValueOnce(silent.response).mockResolvedValueOnce(openStream().response);
    connection = connectLiveEvents();
    await flush();
    silent.push(": ping\n\n");
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("close() aborts the request and stops reconnecting", async () => {
    signInAs("user");
    fetchMock.mockResolvedValueOnce(openStream().response);
    connection = connectLiveEvents();
    await flush();
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    connection.close();
    await flush();
    expect(signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("useLiveEvents and useOrderEvents", () => {
  it("connects while signed in and disconnects on sign-out", async () => {
    fetchMock.mockImplementation(async () => openStream().response);
    renderHook(() => useLiveEvents());
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => {
      signInAs("user");
    });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;

    act(() => authStore.signOut());
    await flush();
    expect(signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("calls the latest handler without resubscribing on every render", async () => {
    signInAs("user");
    const stream = openStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useOrderEvents(handler), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    connection = connectLiveEvents();
    await flush();
    stream.push(frame(orderEvent()));
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(orderEvent());

    unmount();
    stream.push(frame(orderEvent({ eventId: 99 })));
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe("usePositionEvents and useOffersEvents", () => {
  it("call the latest handler for their frames while mounted", async () => {
    signInAs("rider");
    const stream = openStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const firstPosition = vi.fn();
    const position = vi.fn();
    const offers = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ onPosition }) => {
        usePositionEvents(onPosition);
        useOffersEvents(offers);
      },
      { initialProps: { onPosition: firstPosition } },
    );
    rerender({ onPosition: position });
    connection = connectLiveEvents();
    await flush();
    stream.push(positionFrame(POSITION) + offersFrame(OFFERS));
    await flush();
    expect(firstPosition).not.toHaveBeenCalled();
    expect(position).toHaveBeenCalledWith(POSITION);
    expect(offers).toHaveBeenCalledWith(OFFERS);

    unmount();
    stream.push(positionFrame(POSITION) + offersFrame(OFFERS));
    await flush();
    expect(position).toHaveBeenCalledTimes(1);
    expect(offers).toHaveBeenCalledTimes(1);
  });
});
