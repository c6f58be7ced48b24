import { REPORT_MESSAGES } from "@zaika/contract/reports";
import { describe, expect, it } from "vitest";
import { checkRange, matchingPreset, presetRange, RANGE_REQUIRED, rangeFromParams } from "./report-range";

describe("presetRange", () => {
  it.each([
    // [preset, today (India), from, to] — worked out on a calendar.
    ["last7", "2026-03-10", "2026-03-04", "2026-03-10"], // 4..10 March is 7 days
    ["last7", "2026-03-03", "2026-02-25", "2026-03-03"], // across February's end (28 days in 2026): 25,26,27,28,1,2,3
    ["last7", "2024-03-03", "2024-02-26", "2024-03-03"], // a leap February: 26,27,28,29,1,2,3
    ["last7", "2026-01-02", "2025-12-27", "2026-01-02"], // across the new year
    ["thisMonth", "2026-03-10", "2026-03-01", "2026-03-10"],
    ["thisMonth", "2026-03-01", "2026-03-01", "2026-03-01"], // the 1st: one day
    ["lastMonth", "2026-03-10", "2026-02-01", "2026-02-28"],
    ["lastMonth", "2024-03-31", "2024-02-01", "2024-02-29"], // leap year
    ["lastMonth", "2026-01-15", "2025-12-01", "2025-12-31"], // January: December of last year
    ["lastMonth", "2026-05-31", "2026-04-01", "2026-04-30"], // a 30-day month
  ] as const)("%s on %s is %s to %s", (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });
});

describe("checkRange", () => {
  it.each([
    // [from, to, expected errors]
    ["2026-02-01", "2026-02-28", {}],
    ["2026-02-10", "2026-02-10", {}], // one day
    ["2026-02-10", "2026-02-09", { to: REPORT_MESSAGES.reversed }],
    // 1 Jan 2024 to 31 Dec 2024: 366 days (leap year), the longest allowed.
    ["2024-01-01", "2024-12-31", {}],
    // 1 Jan 2025 to 1 Jan 2026: 365 + 1 = 366 days, allowed.
    ["2025-01-01", "2026-01-01", {}],
    // 1 Jan 2025 to 2 Jan 2026: 367 days.
    ["2025-01-01", "2026-01-02", { to: REPORT_MESSAGES.tooLong }],
    ["", "2026-01-02", { from: RANGE_REQUIRED.from }],
    ["", "", { from: RANGE_REQUIRED.from, to: RANGE_REQUIRED.to }],
    ["2026-02-30", "2026-03-01", { from: "from is not a real date" }],
    ["01/02/2026", "2026-03-01", { from: "from must be YYYY-MM-DD" }],
  ] as const)("%j to %j gives %j", (from, to, expected) => {
    expect(checkRange({ from, to })).toEqual(expected);
  });
});

describe("rangeFromParams", () => {
  it("reads from and to as written", () => {
    expect(rangeFromParams(new URLSearchParams("from=2026-01-01&to=2026-01-31"), "2026-03-10")).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });

  it("is the last 7 days when the URL names no range", () => {
    expect(rangeFromParams(new URLSearchParams(""), "2026-03-10")).toEqual({ from: "2026-03-04", to: "2026-03-10" });
  });

  it("keeps a half range, to be reported as such", () => {
    expect(rangeFromParams(new URLSearchParams("from=2026-01-01"), "2026-03-10")).toEqual({
      from: "2026-01-01",
      to: "",
    });
  });
});

describe("matchingPreset", () => {
  it("names the preset a range equals today, and none for another range", () => {
    expect(matchingPreset({ from: "2026-02-01", to: "2026-02-28" }, "2026-03-10")).toBe("lastMonth");
    expect(matchingPreset({ from: "2026-03-01", to: "2026-03-10" }, "2026-03-10")).toBe("thisMonth");
    expect(matchingPreset({ from: "2026-02-02", to: "2026-02-28" }, "2026-03-10")).toBeUndefined();
  });
});
