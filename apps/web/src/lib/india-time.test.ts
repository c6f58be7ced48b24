import { describe, expect, it } from "vitest";
import { setLanguage } from "./i18n";
import {
  formatDateTime,
  formatDay,
  formatLongDay,
  formatTime,
  formatTimeWithSeconds,
  todayInIndia,
} from "./india-time";

// 06:30 UTC is 12:00 noon in India.
const NOON_IST = "2026-01-15T06:30:00.000Z";

describe("india-time", () => {
  it("formats in India time for en-IN", () => {
    expect(formatDateTime(NOON_IST)).toBe("15 Jan 2026, 12:00 pm");
    expect(formatTime(NOON_IST)).toBe("12:00 pm");
    expect(formatTimeWithSeconds("2026-01-15T06:31:00.000Z")).toBe("12:01:00");
    expect(formatDay(NOON_IST)).toBe("15 Jan 2026");
    expect(formatLongDay(NOON_IST)).toBe("15 January 2026");
    // 20:00 UTC on the 14th is already the 15th in India.
    expect(todayInIndia(new Date("2026-01-14T20:00:00.000Z"))).toBe("2026-01-15");
  });

  it("follows the language: hi-IN month names, the same India time", async () => {
    await setLanguage("hi");
    expect(formatDay(NOON_IST)).toBe("15 जन॰ 2026");
    expect(formatLongDay(NOON_IST)).toBe("15 जनवरी 2026");
    expect(formatDateTime(NOON_IST)).toBe("15 जन॰ 2026, 12:00 pm");
    // A machine date stays ISO in every language.
    expect(todayInIndia(new Date("2026-01-14T20:00:00.000Z"))).toBe("2026-01-15");
  });
});
