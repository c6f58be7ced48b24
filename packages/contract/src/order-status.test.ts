/**
 * The order status machine and the cancellation fees, pinned as explicit tables (spec §4, §9; decision 007). The
 * expected values are written out here, not read from ORDER_TRANSITIONS or CANCELLATION_FEE_SCHEDULE, so a change to
 * either table fails until this file is changed with it on purpose.
 */
import { describe, expect, it } from "vitest";
import { cancellationQuote } from "./cancellation";
import { canTransition, nextStatuses, type OrderActor, type OrderStatus } from "./order-status";

const ACTORS: readonly OrderActor[] = ["user", "restaurant", "admin", "rider", "system"];

/** Every allowed move: from, to, who. Anything not listed is refused. */
const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus, readonly OrderActor[]]> = [
  ["PENDING", "ACCEPTED", ["restaurant"]],
  ["PENDING", "REJECTED", ["restaurant"]],
  ["PENDING", "CANCELLED", ["user", "admin", "system"]],
  ["ACCEPTED", "PREPARING", ["restaurant"]],
  ["ACCEPTED", "CANCELLED", ["user", "admin", "system"]],
  ["PREPARING", "READY_FOR_PICKUP", ["restaurant"]],
  ["PREPARING", "CANCELLED", ["user", "admin", "system"]],
  ["READY_FOR_PICKUP", "OUT_FOR_DELIVERY", ["rider"]],
  ["READY_FOR_PICKUP", "CANCELLED", ["user", "admin", "system"]],
  ["OUT_FOR_DELIVERY", "DELIVERED", ["rider"]],
];

const STATUSES: readonly OrderStatus[] = [
  "PENDING",
  "ACCEPTED",
  "PREPARING",
  "READY_FOR_PICKUP",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "REJECTED",
  "CANCELLED",
];

describe("order status machine", () => {
  it("allows exactly the listed moves, each to exactly the listed actors", () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const allowedTo = ALLOWED.find(([f, t]) => f === from && t === to)?.[2] ?? [];
        for (const actor of ACTORS) {
          expect(canTransition(from, to, actor), `${from} → ${to} by ${actor}`).toBe(allowedTo.includes(actor));
        }
      }
    }
  });

  it.each([
    ["PENDING", "restaurant", ["ACCEPTED", "REJECTED"]],
    ["PENDING", "user", ["CANCELLED"]],
    ["ACCEPTED", "restaurant", ["PREPARING"]],
    ["PREPARING", "restaurant", ["READY_FOR_PICKUP"]],
    ["READY_FOR_PICKUP", "rider", ["OUT_FOR_DELIVERY"]],
    ["READY_FOR_PICKUP", "restaurant", []],
    ["OUT_FOR_DELIVERY", "user", []],
    ["OUT_FOR_DELIVERY", "rider", ["DELIVERED"]],
    ["DELIVERED", "admin", []],
    ["REJECTED", "restaurant", []],
    ["CANCELLED", "user", []],
  ] as const)("from %s, %s may move the order to %j", (from, actor, expected) => {
    expect(nextStatuses(from, actor)).toEqual(expected);
  });
});

describe("cancellation fees", () => {
  const placedAt = new Date("2026-01-15T06:30:00Z");
  const at = (seconds: number) => new Date(placedAt.getTime() + seconds * 1000);
  const quote = (status: OrderStatus, seconds: number, paid: boolean, finalTotalPaise = 46_100) =>
    cancellationQuote({ status, placedAt, now: at(seconds), finalTotalPaise, paid });

  // status, seconds after placing, paid, order total (paise) → fee %, fee (paise), refund (paise)
  it.each([
    ["PENDING", 0, true, 46_100, 0, 0, 46_100],
    ["PENDING", 60, true, 46_100, 0, 0, 46_100],
    ["PENDING", 61, true, 46_100, 10, 4_610, 41_490],
    ["PENDING", 61, false, 46_100, 10, 4_610, 0],
    ["ACCEPTED", 30, true, 46_100, 0, 0, 46_100],
    ["ACCEPTED", 120, true, 46_100, 25, 11_525, 34_575],
    ["PREPARING", 600, true, 46_100, 50, 23_050, 23_050],
    ["READY_FOR_PICKUP", 900, true, 46_100, 100, 46_100, 0],
    // Whole paise, rounded half up: 10% of ₹123.45 is ₹12.345 → ₹12.35.
    ["PENDING", 61, true, 12_345, 10, 1_235, 11_110],
    ["ACCEPTED", 61, true, 999, 25, 250, 749],
  ] as const)(
    "%s at %i s (paid %s, total %i paise): %i%% = %i paise, refund %i paise",
    (status, seconds, paid, total, percent, fee, refund) => {
      expect(quote(status, seconds, paid, total)).toEqual({
        allowed: true,
        free: fee === 0,
        feePercent: percent,
        feePaise: fee,
        refundPaise: refund,
        freeUntil: "2026-01-15T06:31:00.000Z",
      });
    },
  );

  it.each([
    ["OUT_FOR_DELIVERY", "This order is already out for delivery and can no longer be cancelled."],
    ["DELIVERED", "This order can no longer be cancelled."],
    ["REJECTED", "This order can no longer be cancelled."],
    ["CANCELLED", "This order can no longer be cancelled."],
  ] as const)("refuses to cancel a %s order: %s", (status, reason) => {
    expect(quote(status, 5, true)).toEqual({ allowed: false, reason });
  });
});
