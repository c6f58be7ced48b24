/** The pure parts of the events module: who may hear an order change, the wire payload and the SSE frames. */
import { describe, expect, it } from "vitest";
import { mayReceiveOrderEvent, type OrderChangedEvent, toLiveEvent } from "../../../src/modules/events/service";
import { parseLastEventId, sseComment, sseMessage, sseRetry } from "../../../src/modules/events/sse";
import { sseParser } from "./sse-client";

const event: OrderChangedEvent = {
  type: "order.changed",
  eventId: 42,
  kind: "status",
  orderId: "o1",
  orderNumber: "ZK-100001",
  userId: "customer",
  restaurantId: "r1",
  restaurantOwnerId: "owner",
  status: "ACCEPTED",
  paymentMode: "COD",
  paymentStatus: "PENDING",
  riderId: "rider",
  awaitingRelease: false,
  at: "2026-01-15T06:30:00.000Z",
};

describe("mayReceiveOrderEvent", () => {
  it("lets admins see every order", () => {
    expect(mayReceiveOrderEvent({ sub: "anyone", role: "admin" }, event)).toBe(true);
    expect(
      mayReceiveOrderEvent(
        { sub: "anyone", role: "admin" },
        { ...event, paymentMode: "ONLINE", paymentStatus: "FAILED" },
      ),
    ).toBe(true);
  });

  it("lets a customer see only their own orders", () => {
    expect(mayReceiveOrderEvent({ sub: "customer", role: "user" }, event)).toBe(true);
    expect(mayReceiveOrderEvent({ sub: "someone-else", role: "user" }, event)).toBe(false);
    // An id match in another role's field grants nothing.
    expect(mayReceiveOrderEvent({ sub: "owner", role: "user" }, event)).toBe(false);
  });

  it.each([
    ["COD", "PENDING", true],
    ["ONLINE", "PAID", true],
    ["ONLINE", "REFUNDED", true],
    ["ONLINE", "PENDING", false],
    ["ONLINE", "FAILED", false],
  ] as const)("lets the owner see a %s order whose payment is %s: %s", (paymentMode, paymentStatus, expected) => {
    expect(mayReceiveOrderEvent({ sub: "owner", role: "restaurant" }, { ...event, paymentMode, paymentStatus })).toBe(
      expected,
    );
  });

  it("never lets another restaurant's owner see the order", () => {
    expect(mayReceiveOrderEvent({ sub: "other-owner", role: "restaurant" }, event)).toBe(false);
  });

  it("lets a rider see only orders assigned to them", () => {
    expect(mayReceiveOrderEvent({ sub: "rider", role: "rider" }, event)).toBe(true);
    expect(mayReceiveOrderEvent({ sub: "rider-2", role: "rider" }, event)).toBe(false);
    expect(mayReceiveOrderEvent({ sub: "rider", role: "rider" }, { ...event, riderId: null })).toBe(false);
  });

  it("denies unknown roles", () => {
    expect(mayReceiveOrderEvent({ sub: "customer", role: "guest" }, event)).toBe(false);
  });
});

describe("toLiveEvent", () => {
  it("drops who else may see the order and the bus type", () => {
    const live = toLiveEvent(event);
    expect(live).not.toHaveProperty("userId");
    expect(live).not.toHaveProperty("restaurantOwnerId");
    expect(live).not.toHaveProperty("type");
    expect(live).toEqual({
      eventId: 42,
      kind: "status",
      orderId: "o1",
      orderNumber: "ZK-100001",
      restaurantId: "r1",
      status: "ACCEPTED",
      paymentMode: "COD",
      paymentStatus: "PENDING",
      riderId: "rider",
      awaitingRelease: false,
      at: "2026-01-15T06:30:00.000Z",
    });
  });
});

describe("SSE frames", () => {
  it("formats messages, comments and the retry hint so a standard parser reads them back", () => {
    expect(sseMessage("order", { a: 1 }, 7)).toBe('id: 7\nevent: order\ndata: {"a":1}\n\n');
    expect(sseMessage("ready", {})).toBe("event: ready\ndata: {}\n\n");
    expect(sseComment("ping")).toBe(": ping\n\n");
    expect(sseRetry(3000)).toBe("retry: 3000\n\n");
    const messages: unknown[] = [];
    const comments: string[] = [];
    const feed = sseParser(
      (m) => messages.push(m),
      (c) => comments.push(c),
    );
    feed(sseRetry(3000) + sseMessage("ready", {}) + sseComment("ping") + sseMessage("order", { text: "a\nb" }, 9));
    expect(comments).toEqual(["ping"]);
    expect(messages).toEqual([
      { event: "ready", data: "{}", id: null },
      { event: "order", data: '{"text":"a\\nb"}', id: "9" },
    ]);
  });

  it("reads the resume point from the header first, then the query, ignoring junk", () => {
    expect(parseLastEventId("12", "5")).toBe(12);
    expect(parseLastEventId(undefined, "5")).toBe(5);
    expect(parseLastEventId(" 8 ")).toBe(8);
    expect(parseLastEventId(["3", "4"])).toBe(3);
    expect(parseLastEventId("abc", "5")).toBe(5);
    expect(parseLastEventId("-1")).toBeNull();
    expect(parseLastEventId("1e3")).toBeNull();
    expect(parseLastEventId("9".repeat(40))).toBeNull();
    expect(parseLastEventId(undefined, undefined)).toBeNull();
  });
});
