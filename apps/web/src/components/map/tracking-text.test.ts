import { describe, expect, it } from "vitest";
import { distanceText, etaText, firstName, trackingSummary } from "./tracking-text";

// One hundredth of a degree of latitude is 1,111.95 m (2π × 6,371 km / 360 / 100); along one meridian the haversine
// is exactly that many metres per degree.
const DROP = { lat: 22.75, lng: 75.89 };

describe("trackingSummary", () => {
  it.each([
    [22.739, 4, "Ravi is 1.2 km away · about 4 min"], // 0.011° = 1,223 m
    [22.745, 2, "Ravi is 560 m away · about 2 min"], // 0.005° = 556 m, to the nearest 10 m
    [22.747, 1, "Ravi is 330 m away · about 1 min"], // 0.003° = 334 m
    [22.75, 0, "Ravi is 0 m away · arriving now"],
    [22.74, null, "Ravi is 1.1 km away"], // 0.01° = 1,112 m; no ETA from the server
  ])("a rider at %f, %s min from the drop reads %j", (lat, etaMinutes, text) => {
    expect(trackingSummary({ riderName: "Ravi", position: { lat, lng: DROP.lng }, target: DROP, etaMinutes })).toBe(
      text,
    );
  });
});

describe("distanceText and etaText", () => {
  it.each([
    [0, "0 m"],
    [994, "990 m"],
    [995, "1.0 km"], // would round to "1000 m": said in kilometres instead
    [1_250, "1.3 km"],
    [12_345, "12.3 km"],
  ])("%i m is %s", (metres, text) => {
    expect(distanceText(metres)).toBe(text);
  });

  it.each([
    [-1, "arriving now"],
    [0, "arriving now"],
    [1, "about 1 min"],
    [14, "about 14 min"],
  ])("%i min is %s", (minutes, text) => {
    expect(etaText(minutes)).toBe(text);
  });

  it("calls the rider by the first name", () => {
    expect(firstName("Ravi Kumar")).toBe("Ravi");
    expect(firstName("  Meena ")).toBe("Meena");
  });
});
