/** riderEtaMinutes: the ride from the rider's fix to where they are going, worked out by hand. */
import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import { describe, expect, it } from "vitest";
import { riderEtaMinutes } from "../../../src/modules/tracking/service";

// 0.01° of latitude is 6,371,000 × π / 180 × 0.01 = 1,111.95 m; the legs lie on one meridian.
const legs = { restaurant: { lat: 22.7, lng: 75.86 }, drop: { lat: 22.73, lng: 75.86 } };
const NOON_IST = new Date("2026-01-15T06:30:00Z"); // 20 km/h: 1.3 × 60 / 20 = 3.9 min a straight-line km
const EIGHT_PM_IST = new Date("2026-01-15T14:30:00Z"); // 15 km/h: 5.2 min a km
const TWO_AM_IST = new Date("2026-01-14T20:30:00Z"); // 30 km/h: 2.6 min a km

describe("riderEtaMinutes (whole minutes, rounded up)", () => {
  it.each([
    // phase, rider at, when → minutes
    // 1,111.95 m × 3.9 = 4.337 min = 260 s → 5
    ["to the restaurant, 0.01° away at noon", "to-restaurant", { lat: 22.71, lng: 75.86 }, NOON_IST, 5],
    // 2,223.9 m × 3.9 = 8.673 min = 520 s, + 300 s at the door = 820 s → 14
    ["to the door, 0.02° away at noon", "to-customer", { lat: 22.71, lng: 75.86 }, NOON_IST, 14],
    // 1,111.95 m × 5.2 = 5.782 min = 347 s → 6
    ["to the restaurant, 0.01° away at 8 PM", "to-restaurant", { lat: 22.71, lng: 75.86 }, EIGHT_PM_IST, 6],
    // 3,335.85 m × 2.6 = 8.673 min = 520 s, + 300 s = 820 s → 14
    ["to the door, 0.03° away at 2 AM", "to-customer", { lat: 22.7, lng: 75.86 }, TWO_AM_IST, 14],
    // At the restaurant: 0 s → 0; at the door: the handover's 300 s → 5
    ["at the restaurant", "to-restaurant", { lat: 22.7, lng: 75.86 }, NOON_IST, 0],
    ["at the door", "to-customer", { lat: 22.73, lng: 75.86 }, NOON_IST, 5],
  ] as const)("%s", (_, phase, from, at, minutes) => {
    expect(riderEtaMinutes(DEFAULT_ETA_MODEL, phase, from, legs, at)).toBe(minutes);
  });

  it("takes the handover minutes from the model", () => {
    // 2,223.9 m × 3.9 = 520 s, + 0 s → 8.67 → 9
    const model = { ...DEFAULT_ETA_MODEL, handoverMinutes: 0 };
    expect(riderEtaMinutes(model, "to-customer", { lat: 22.71, lng: 75.86 }, legs, NOON_IST)).toBe(9);
  });
});
