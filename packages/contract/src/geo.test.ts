import { describe, expect, it } from "vitest";
import { cosLatitude, distanceFrom, distanceMetres } from "./geo";

// Worked by hand on a sphere of radius 6,371 km: a degree of arc is 6,371,000 × π / 180 = 111,194.93 m.
const TABLE = [
  { what: "one degree north along a meridian", a: { lat: 22, lon: 75 }, b: { lat: 23, lon: 75 }, metres: 111_194.93 },
  { what: "one degree east along the equator", a: { lat: 0, lon: 75 }, b: { lat: 0, lon: 76 }, metres: 111_194.93 },
  { what: "the same spot", a: { lat: 22.72, lon: 75.86 }, b: { lat: 22.72, lon: 75.86 }, metres: 0 },
  // 2R·asin(cos 60° · sin 0.5°) = 12,742,000 × asin(0.5 × 0.0087265) = 55,597.04 m (cos 60° = 0.5).
  { what: "one degree east at 60° north", a: { lat: 60, lon: 10 }, b: { lat: 60, lon: 11 }, metres: 55_597.04 },
  { what: "pole to pole", a: { lat: 90, lon: 0 }, b: { lat: -90, lon: 0 }, metres: 20_015_086.8 },
];

describe("distanceMetres", () => {
  it.each(TABLE)("$what: $metres m", ({ a, b, metres }) => {
    expect(distanceMetres(a, b)).toBeCloseTo(metres, 0);
  });
});

describe("distanceFrom", () => {
  it.each(TABLE)("$what: the same as distanceMetres, to the bit", ({ a, b }) => {
    expect(distanceFrom(a)(b.lat, b.lon, cosLatitude(b.lat))).toBe(distanceMetres(a, b));
  });

  it("agrees with distanceMetres to the bit over many pairs around Indore", () => {
    let state = 1;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648 - 0.5;
    };
    for (let k = 0; k < 500; k++) {
      const a = { lat: 22.72 + next(), lon: 75.86 + next() };
      const b = { lat: 22.72 + next(), lon: 75.86 + next() };
      expect(distanceFrom(a)(b.lat, b.lon, cosLatitude(b.lat))).toBe(distanceMetres(a, b));
    }
  });
});
