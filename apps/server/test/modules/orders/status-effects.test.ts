/** The server's table of transition effects covers exactly the contract's status machine: no move without an effect. */
import { ORDER_STATUSES, ORDER_TRANSITIONS } from "@zaika/contract/order-status";
import { describe, expect, it } from "vitest";
import { effectOf, TRANSITION_EFFECTS } from "../../../src/modules/orders/status-effects";

describe("the transition effects table", () => {
  it("has one entry for every move of ORDER_TRANSITIONS, and no other", () => {
    const moves = ORDER_TRANSITIONS.flatMap((transition) => transition.from.map((from) => `${from}->${transition.to}`));
    expect(Object.keys(TRANSITION_EFFECTS).sort()).toEqual([...moves].sort());
  });

  it("refuses to look up a move the machine lacks", () => {
    expect(() => effectOf("DELIVERED", "PENDING")).toThrow(/DELIVERED -> PENDING/);
    for (const status of ORDER_STATUSES) expect(() => effectOf(status, status)).toThrow();
  });
});
