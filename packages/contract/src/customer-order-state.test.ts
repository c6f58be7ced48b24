import { describe, expect, it } from "vitest";
import { type CustomerOrderState, customerOrderState, msUntilStateChanges } from "./customer-order-state";
import type { OrderStatus, PaymentMode, PaymentStatus } from "./order-status";

// Placed at noon in India (06:30 UTC); the 15-minute payment window closes at 06:45:00 UTC.
const PLACED_AT = "2026-01-15T06:30:00.000Z";
const at = (time: string) => new Date(`2026-01-15T${time}Z`);

type Row = [OrderStatus, PaymentMode, PaymentStatus, string, CustomerOrderState];

describe("customerOrderState", () => {
  // Hand-worked: minutes left = the window's end (06:45:00) − now, rounded up; the last minute says so in words.
  it.each<Row>([
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:30:00.000",
      { kind: "awaitingPayment", label: "Awaiting payment · 15 min left", tone: "yellow", minutesLeft: 15 },
    ],
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:33:00.000",
      { kind: "awaitingPayment", label: "Awaiting payment · 12 min left", tone: "yellow", minutesLeft: 12 },
    ],
    // 12 min 1 s left rounds up to 13; 11 min 59.999 s left to 12.
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:32:59.000",
      { kind: "awaitingPayment", label: "Awaiting payment · 13 min left", tone: "yellow", minutesLeft: 13 },
    ],
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:33:00.001",
      { kind: "awaitingPayment", label: "Awaiting payment · 12 min left", tone: "yellow", minutesLeft: 12 },
    ],
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:43:59.000",
      { kind: "awaitingPayment", label: "Awaiting payment · 2 min left", tone: "yellow", minutesLeft: 2 },
    ],
    // The last minute: exactly 60 s, 30 s and 1 ms left.
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:44:00.000",
      { kind: "awaitingPayment", label: "Awaiting payment · less than a minute left", tone: "yellow", minutesLeft: 0 },
    ],
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:44:30.000",
      { kind: "awaitingPayment", label: "Awaiting payment · less than a minute left", tone: "yellow", minutesLeft: 0 },
    ],
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:44:59.999",
      { kind: "awaitingPayment", label: "Awaiting payment · less than a minute left", tone: "yellow", minutesLeft: 0 },
    ],
    // The window has closed; the server's sweep cancels the order within half a minute.
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:45:00.000",
      { kind: "paymentTimeOver", label: "Not paid in time", tone: "red" },
    ],
    [
      "PENDING",
      "ONLINE",
      "PENDING",
      "06:50:00.000",
      { kind: "paymentTimeOver", label: "Not paid in time", tone: "red" },
    ],
    // A declined attempt leaves the order payable within its window.
    [
      "PENDING",
      "ONLINE",
      "FAILED",
      "06:33:00.000",
      { kind: "awaitingPayment", label: "Awaiting payment · 12 min left", tone: "yellow", minutesLeft: 12 },
    ],
    // Placed and waiting for the restaurant: cash (at any time), or paid online.
    [
      "PENDING",
      "COD",
      "PENDING",
      "06:33:00.000",
      { kind: "waitingForRestaurant", label: "Waiting for the restaurant", tone: "yellow" },
    ],
    [
      "PENDING",
      "COD",
      "PENDING",
      "07:30:00.000",
      { kind: "waitingForRestaurant", label: "Waiting for the restaurant", tone: "yellow" },
    ],
    [
      "PENDING",
      "ONLINE",
      "PAID",
      "06:33:00.000",
      { kind: "waitingForRestaurant", label: "Waiting for the restaurant", tone: "yellow" },
    ],
    // Every later status reads as the status machine names it.
    ["ACCEPTED", "ONLINE", "PAID", "06:33:00.000", { kind: "status", label: "Accepted", tone: "green" }],
    ["PREPARING", "COD", "PENDING", "06:40:00.000", { kind: "status", label: "Preparing", tone: "green" }],
    [
      "OUT_FOR_DELIVERY",
      "COD",
      "PENDING",
      "07:00:00.000",
      { kind: "status", label: "Out for Delivery", tone: "green" },
    ],
    ["DELIVERED", "COD", "PAID", "07:10:00.000", { kind: "status", label: "Delivered", tone: "green" }],
    ["REJECTED", "ONLINE", "REFUNDED", "06:40:00.000", { kind: "status", label: "Rejected", tone: "red" }],
    // An unpaid online order the sweep cancelled is just cancelled.
    ["CANCELLED", "ONLINE", "PENDING", "06:46:00.000", { kind: "status", label: "Cancelled", tone: "green" }],
  ])("%s, %s, payment %s at %s", (status, paymentMode, paymentStatus, time, expected) => {
    expect(customerOrderState({ status, paymentMode, paymentStatus, placedAt: PLACED_AT, now: at(time) })).toEqual(
      expected,
    );
  });

  it("takes the placed time as a Date and now as milliseconds too", () => {
    const state = customerOrderState({
      status: "PENDING",
      paymentMode: "ONLINE",
      paymentStatus: "PENDING",
      placedAt: new Date(PLACED_AT),
      now: at("06:33:00.000").getTime(),
    });
    expect(state.label).toBe("Awaiting payment · 12 min left");
  });
});

describe("msUntilStateChanges", () => {
  const unpaid = { status: "PENDING", paymentMode: "ONLINE", paymentStatus: "PENDING", placedAt: PLACED_AT } as const;

  // Hand-worked: the label changes when the time left reaches a whole number of minutes (then 0: the window closes).
  it.each<[string, number | null]>([
    ["06:30:00.000", 60_000], // 15:00 left → 14:00 ("14 min left")
    ["06:33:00.001", 59_999], // 11:59.999 left → 11:00
    ["06:43:59.000", 1_000], // 1:01 left ("2 min") → 1:00 ("less than a minute")
    ["06:44:00.000", 60_000], // 1:00 left → 0:00 (not paid in time)
    ["06:44:59.999", 1], // 1 ms left
    ["06:45:00.000", null], // over: nothing more changes by the clock
  ])("at %s: %s ms", (time, expected) => {
    expect(msUntilStateChanges({ ...unpaid, now: at(time) })).toBe(expected);
  });

  it("is null for an order that does not wait for payment", () => {
    expect(msUntilStateChanges({ ...unpaid, paymentMode: "COD", now: at("06:33:00.000") })).toBeNull();
    expect(msUntilStateChanges({ ...unpaid, paymentStatus: "PAID", now: at("06:33:00.000") })).toBeNull();
    expect(msUntilStateChanges({ ...unpaid, status: "CANCELLED", now: at("06:33:00.000") })).toBeNull();
  });
});
