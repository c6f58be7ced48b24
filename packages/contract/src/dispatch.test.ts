import { describe, expect, it } from "vitest";
import {
  batchDetourMetres,
  candidateScore,
  fixToCheckAgainst,
  isInIndia,
  isPlausibleFix,
  mayViewRiderPosition,
  offerDue,
  riderPhase,
  rideSeconds,
  shouldSendPosition,
} from "./dispatch";
import { DEFAULT_ETA_MODEL } from "./eta";
import type { OrderStatus } from "./order-status";

// 0.01° of latitude is 6,371,000 × π / 180 × 0.01 = 1,111.95 m.
const KM_0_01 = 1_111.95;
const T0 = Date.parse("2026-11-24T14:30:00Z");

describe("candidateScore (seconds; lower is better)", () => {
  it.each([
    // travel, ready in, load, batch detour m, detour s → score
    ["arrives as the food is ready", 300, 300, 0, null, 0, 0],
    ["arrives 5 min late: the food waits, counted double", 600, 300, 0, null, 0, 600],
    ["arrives 5 min early: the rider waits", 120, 420, 0, null, 0, 300],
    ["carries an order it cannot join: + 600", 300, 300, 1, null, 0, 600],
    ["full (2 orders)", 300, 300, 2, null, 0, null],
    ["a batch within 1,500 m: its ride instead of the load penalty", 0, 300, 1, 1_000, 200, 500],
    ["a batch at exactly 1,500 m", 0, 0, 1, 1_500, 240, 240],
    ["a batch over 1,500 m", 0, 300, 1, 1_600, 200, null],
  ] as const)("%s", (_, travelSeconds, readyInSeconds, load, detour, detourSeconds, score) => {
    expect(candidateScore({ travelSeconds, readyInSeconds, load, batchDetourMetres: detour }, detourSeconds)).toBe(
      score,
    );
  });
});

describe("batchDetourMetres", () => {
  const restaurant = { lat: 22.7, lng: 75.8 };
  it("a second drop 1.1 km beyond the first, on the same road: 1,111.95 m more", () => {
    expect(batchDetourMetres(restaurant, { lat: 22.71, lng: 75.8 }, { lat: 22.72, lng: 75.8 })).toBeCloseTo(KM_0_01, 0);
  });
  it("drops on opposite sides of the restaurant: the way back and on, 2,223.9 m more", () => {
    expect(batchDetourMetres(restaurant, { lat: 22.71, lng: 75.8 }, { lat: 22.69, lng: 75.8 })).toBeCloseTo(
      2 * KM_0_01,
      0,
    );
  });
  it("the same door: nothing more", () => {
    expect(batchDetourMetres(restaurant, { lat: 22.71, lng: 75.8 }, { lat: 22.71, lng: 75.8 })).toBeCloseTo(0, 6);
  });
});

describe("offerDue (offer when the ride leaves at most 120 s of waiting for the food)", () => {
  it.each([
    [600, 300, false], // the rider would wait 300 s
    [420, 300, true], // 120 s: exactly the lead
    [421, 300, false],
    [0, 900, true], // the food is ready: offer at once
  ])("ready in %i s, ride %i s → %s", (ready, travel, due) => {
    expect(offerDue(ready, travel)).toBe(due);
  });
});

describe("isPlausibleFix (no faster than 150 km/h)", () => {
  const from = { lat: 22.7, lng: 75.8, at: T0 };
  const north = (seconds: number) => ({ lat: 22.71, lng: 75.8, at: T0 + seconds * 1000 });
  it.each([
    ["the first fix", null, north(1), true],
    ["1.1 km in 60 s: 66.7 km/h", from, north(60), true],
    ["1.1 km in 10 s: 400 km/h", from, north(10), false],
    ["1.1 km in 26.69 s: 149.98 km/h", from, north(26.69), true],
    ["1.1 km in 26.68 s: 150.04 km/h", from, north(26.68), false],
    ["the same spot at the same instant", from, { ...from }, true],
    ["1.1 km away at the same instant", from, north(0), false],
  ] as const)("%s", (_, previous, next, plausible) => {
    expect(isPlausibleFix(previous, next)).toBe(plausible);
  });
});

describe("fixToCheckAgainst (the last fix while under 2 minutes old)", () => {
  const last = { lat: 22.7, lng: 75.8, at: T0 };
  it.each([
    ["no fix yet", null, T0, null],
    ["10 s later", last, T0 + 10_000, last],
    ["exactly 120 s later", last, T0 + 120_000, last],
    ["120.001 s later: stale, the new fix stands alone", last, T0 + 120_001, null],
  ] as const)("%s", (_, previous, now, expected) => {
    expect(fixToCheckAgainst(previous, now)).toEqual(expected);
  });
});

describe("shouldSendPosition (every 10 s at most, after 25 m; standing still, every 60 s)", () => {
  const last = { lat: 22.7, lng: 75.8, at: T0 };
  // 0.0003° of latitude = 33.36 m; 0.0002° = 22.24 m.
  it.each([
    ["nothing sent yet", null, { ...last }, true],
    ["10 s and 33 m later", last, { lat: 22.7003, lng: 75.8, at: T0 + 10_000 }, true],
    ["9.999 s and 33 m later", last, { lat: 22.7003, lng: 75.8, at: T0 + 9_999 }, false],
    ["59.999 s and 22 m later", last, { lat: 22.7002, lng: 75.8, at: T0 + 59_999 }, false],
    ["60 s later on the same spot: the heartbeat", last, { lat: 22.7, lng: 75.8, at: T0 + 60_000 }, true],
  ] as const)("%s", (_, lastSent, current, send) => {
    expect(shouldSendPosition(lastSent, current)).toBe(send);
  });
});

describe("rideSeconds (detour 1.3, the hour's speed)", () => {
  it("2 km at 8 PM IST (15 km/h): 5.2 min/km × 2 = 624 s", () => {
    expect(rideSeconds(DEFAULT_ETA_MODEL, 2000, new Date("2026-11-24T14:30:00Z"))).toBe(624);
  });
  it("1 km at 2 AM IST (30 km/h): 2.6 min/km = 156 s", () => {
    expect(rideSeconds(DEFAULT_ETA_MODEL, 1000, new Date("2026-11-23T20:30:00Z"))).toBe(156);
  });
});

describe("isInIndia", () => {
  it.each([
    ["Indore", 22.72, 75.86, true],
    ["Port Blair", 11.62, 92.73, true],
    ["Leh", 34.15, 77.58, true],
    ["London", 51.5, -0.12, false],
    ["south of Kanyakumari's sea box", 5.9, 80, false],
    ["Karachi's longitude, west of the box", 24.86, 67.0, false],
  ])("%s", (_, lat, lng, inside) => {
    expect(isInIndia(lat, lng)).toBe(inside);
  });
});

describe("riderPhase", () => {
  it.each([
    ["PENDING", null],
    ["ACCEPTED", "to-restaurant"],
    ["PREPARING", "to-restaurant"],
    ["READY_FOR_PICKUP", "to-restaurant"],
    ["OUT_FOR_DELIVERY", "to-customer"],
    ["DELIVERED", null],
    ["CANCELLED", null],
  ] as const)("%s → %s", (status, phase) => {
    expect(riderPhase(status)).toBe(phase);
  });
});

describe("mayViewRiderPosition", () => {
  const order = (status: OrderStatus, riderId: string | null = "R") => ({
    userId: "U",
    restaurantOwnerId: "O",
    riderId,
    status,
  });
  it.each([
    ["an admin, rider on the way to the restaurant", "admin", "A", order("ACCEPTED"), true],
    ["an admin, no rider yet", "admin", "A", order("ACCEPTED", null), false],
    ["the customer while the food is prepared", "user", "U", order("PREPARING"), false],
    ["the customer once the food is picked up", "user", "U", order("OUT_FOR_DELIVERY"), true],
    ["the customer after delivery", "user", "U", order("DELIVERED"), false],
    ["another customer", "user", "V", order("OUT_FOR_DELIVERY"), false],
    ["the owner while the rider comes for pickup", "restaurant", "O", order("READY_FOR_PICKUP"), true],
    ["the owner once the food left", "restaurant", "O", order("OUT_FOR_DELIVERY"), false],
    ["another owner", "restaurant", "P", order("READY_FOR_PICKUP"), false],
    ["the rider", "rider", "R", order("OUT_FOR_DELIVERY"), true],
    ["another rider", "rider", "S", order("OUT_FOR_DELIVERY"), false],
    ["the rider after delivery", "rider", "R", order("DELIVERED"), false],
  ] as const)("%s", (_, role, sub, o, may) => {
    expect(mayViewRiderPosition({ role, sub }, o)).toBe(may);
  });
});
