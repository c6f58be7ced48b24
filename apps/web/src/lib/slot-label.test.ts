import { slotLabel } from "@zaika/contract/schedule";
import { describe, expect, it } from "vitest";
import { setLanguage } from "./i18n";
import { slotParts, slotText } from "./slot-label";

// 10:00 UTC is 3:30 PM in India on 15 January 2026.
const NOW = new Date("2026-01-15T10:00:00Z");
const TONIGHT = new Date("2026-01-15T15:15:00Z"); // 8:45 PM India time, the same day
const TOMORROW = new Date("2026-01-16T13:30:00Z"); // 7:00 PM India time, the next day
// 20:00 UTC on the 15th is already 1:30 AM on the 16th in India: "Tomorrow", not "Today".
const AFTER_INDIAN_MIDNIGHT = new Date("2026-01-15T20:00:00Z");

describe("slotText", () => {
  it("says the India day and time in English exactly as the contract's slotLabel", () => {
    expect(slotText(TONIGHT, NOW)).toBe("Today, 8:45 PM");
    expect(slotText(TOMORROW, NOW)).toBe("Tomorrow, 7:00 PM");
    expect(slotText(AFTER_INDIAN_MIDNIGHT, NOW)).toBe("Tomorrow, 1:30 AM");
    for (const slot of [TONIGHT, TOMORROW, AFTER_INDIAN_MIDNIGHT])
      expect(slotText(slot, NOW)).toBe(slotLabel(slot, NOW));
  });

  it("names the day in Hindi", async () => {
    await setLanguage("hi");
    expect(slotText(TONIGHT, NOW)).toBe("आज, 8:45 PM");
    expect(slotParts(TOMORROW, NOW)).toEqual({ day: "कल", time: "7:00 PM" });
  });
});
