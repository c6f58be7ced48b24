import { describe, expect, it } from "vitest";
import { formatAxisRupees, formatChartDay, formatMinutes, formatRate, NO_FIGURE } from "./format";
import { revenueDaysFrom } from "./use-revenue-days";

describe("formatRate", () => {
  it.each([
    // [rate from the server (0 to 1, 4 decimals), shown]
    [0.1, "10%"],
    [0.05, "5%"],
    [0.8333, "83.3%"], // 5 of 6: 83.33…% to one decimal
    [0.0667, "6.7%"], // 1 of 15
    [0.3333, "33.3%"],
    [0, "0%"],
    [1, "100%"],
    [null, NO_FIGURE],
  ])("writes %j as %j", (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });
});

describe("formatMinutes", () => {
  it.each([
    [18.5, "18.5 min"],
    [12, "12 min"],
    [0, "0 min"],
    [125.3, "125.3 min"],
    [null, NO_FIGURE],
  ])("writes %j as %j", (value, shown) => {
    expect(formatMinutes(value)).toBe(shown);
  });
});

describe("formatChartDay", () => {
  it.each([
    ["2026-03-05", "5 Mar"],
    ["2026-12-31", "31 Dec"],
    ["2024-02-29", "29 Feb"],
  ])("writes %s as %s on the axis", (day, shown) => {
    expect(formatChartDay(day)).toBe(shown);
  });
});

describe("formatAxisRupees", () => {
  it.each([
    // Indian compact units: thousand (K), lakh (L = 1,00,000), crore (Cr = 1,00,00,000).
    [0, "₹0"],
    [500, "₹500"],
    [1234, "₹1.2K"],
    [345678, "₹3.5L"],
    [12345678, "₹1.2Cr"],
  ])("writes ₹%d as %s", (rupees, shown) => {
    expect(formatAxisRupees(rupees)).toBe(shown);
  });
});

describe("revenueDaysFrom", () => {
  it.each([
    ["30", 30],
    ["90", 90],
    ["7", 7],
    // Anything but an offered choice is the spec's default of 7 days.
    [null, 7],
    ["365", 7],
    ["abc", 7],
    ["", 7],
  ])("reads ?days=%j as %d", (value, days) => {
    expect(revenueDaysFrom(value)).toBe(days);
  });
});
