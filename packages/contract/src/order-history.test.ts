import { describe, expect, it } from "vitest";
import { historyFilterOf, ORDER_HISTORY_FILTERS, statusesOfHistoryFilter } from "./order-history";
import { ORDER_STATUSES } from "./order-status";

describe("statusesOfHistoryFilter", () => {
  // Worked out by hand from the status machine: the first five statuses are on the way; three end an order.
  it.each([
    ["all", null],
    ["active", ["PENDING", "ACCEPTED", "PREPARING", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY"]],
    ["delivered", ["DELIVERED"]],
    ["cancelled", ["CANCELLED", "REJECTED"]],
  ] as const)("%s keeps %j", (filter, expected) => {
    expect(statusesOfHistoryFilter(filter)).toEqual(expected);
  });

  it("puts every status in exactly one of active, delivered and cancelled", () => {
    const kept = ORDER_HISTORY_FILTERS.filter((f) => f !== "all").flatMap((f) => statusesOfHistoryFilter(f) ?? []);
    expect([...kept].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe("historyFilterOf", () => {
  it.each([
    ["active", "active"],
    ["delivered", "delivered"],
    ["cancelled", "cancelled"],
    ["all", "all"],
    [null, "all"],
    [undefined, "all"],
    ["", "all"],
    ["ACTIVE", "all"],
    ["shipped", "all"],
  ] as const)("%j reads as %s", (value, expected) => {
    expect(historyFilterOf(value)).toBe(expected);
  });
});
