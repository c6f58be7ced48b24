/**
 * The demo's restaurants obey the rules customers are told by (issue 16): free delivery starts above the minimum
 * order, and the round-the-clock restaurants the README suggests for a first order can be paid as it says.
 */
import { isOpenAt } from "@zaika/contract/business-hours";
import { toRupees } from "@zaika/contract/common";
import { deliveryChargeOf, deliverySettingsProblem, paymentModesOf } from "@zaika/contract/restaurant-terms";
import { describe, expect, it } from "vitest";
import { planCatalog } from "../../src/db/seed/catalog";

const planned = planCatalog();
const settingsOf = (r: (typeof planned)[number]) => ({
  minimumOrderAmount: toRupees(r.minimumOrderPaise),
  deliveryFee: toRupees(r.deliveryFeePaise),
  freeDeliveryThreshold: r.freeDeliveryThresholdPaise === null ? null : toRupees(r.freeDeliveryThresholdPaise),
});

describe("the seeded restaurants' terms", () => {
  it.each(planned.map((r) => [r.seed.name, r] as const))("%s: delivery settings the forms would accept", (_, r) => {
    expect(deliverySettingsProblem(settingsOf(r))).toBeNull();
  });

  it("still show every kind of delivery charge: free on every order, a fee waived above a threshold, a fee", () => {
    const charges = planned.map((r) => deliveryChargeOf(settingsOf(r)));
    expect(charges.some((c) => c.kind === "free")).toBe(true);
    expect(charges.some((c) => c.kind === "fee" && c.freeAbove !== null)).toBe(true);
    expect(charges.some((c) => c.kind === "fee" && c.freeAbove === null)).toBe(true);
  });

  it("Midnight Bites is seeded with ₹249 minimum, ₹39 fee, free delivery from ₹299 (was ₹199, below its minimum)", () => {
    const midnight = planned.find((r) => r.seed.slug === "midnight-bites");
    expect(midnight && settingsOf(midnight)).toEqual({
      minimumOrderAmount: 249,
      deliveryFee: 39,
      freeDeliveryThreshold: 299,
    });
  });

  it("the README's round-the-clock restaurants: Midnight Bites takes cash or online, Punjab Da Dhaba cash only", () => {
    const always = planned.filter((r) => isOpenAt(r.seed.hours, new Date("2026-01-15T22:30:00Z")));
    const modes = Object.fromEntries(always.map((r) => [r.seed.name, paymentModesOf(r)]));
    expect(modes).toEqual({ "Midnight Bites 24x7": "cash-and-online", "Punjab Da Dhaba": "cash-only" });
  });

  it("keeps every way to pay in the demo: cash and online, online only, cash only", () => {
    const modes = new Set(planned.map((r) => paymentModesOf(r)));
    expect([...modes].sort()).toEqual(["cash-and-online", "cash-only", "online-only"]);
  });
});
