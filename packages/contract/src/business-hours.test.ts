import { describe, expect, it } from "vitest";
import {
  BusinessHoursSchema,
  DayHoursSchema,
  formatTime12h,
  indiaTime,
  isOpenAt,
  nextOpeningAt,
  opensAtIfClosed,
  sameEveryDay,
} from "./business-hours";

// 2026-11-23 is a Monday. 06:30 UTC = 12:00 IST.
const ist = (date: string, time: string) => new Date(new Date(`${date}T${time}:00+05:30`).getTime());

describe("business hours", () => {
  const lunchAndDinner = sameEveryDay([
    { open: "11:00", close: "15:00" },
    { open: "18:30", close: "23:30" },
  ]);

  it("reads the weekday and minute in India time", () => {
    expect(indiaTime(new Date("2026-11-23T06:30:00Z"))).toEqual({ weekday: "monday", minute: 12 * 60 });
    expect(indiaTime(new Date("2026-11-22T19:00:00Z"))).toEqual({ weekday: "monday", minute: 30 });
  });

  it("is open inside a slot and closed between slots", () => {
    expect(isOpenAt(lunchAndDinner, ist("2026-11-23", "11:00"))).toBe(true);
    expect(isOpenAt(lunchAndDinner, ist("2026-11-23", "14:59"))).toBe(true);
    expect(isOpenAt(lunchAndDinner, ist("2026-11-23", "15:00"))).toBe(false);
    expect(isOpenAt(lunchAndDinner, ist("2026-11-23", "17:00"))).toBe(false);
    expect(isOpenAt(lunchAndDinner, ist("2026-11-23", "23:29"))).toBe(true);
    expect(isOpenAt(lunchAndDinner, ist("2026-11-23", "23:30"))).toBe(false);
  });

  it("honours a closed day", () => {
    const closedMonday = { ...lunchAndDinner, monday: { isClosed: true, slots: [] } };
    expect(isOpenAt(closedMonday, ist("2026-11-23", "12:00"))).toBe(false);
    expect(isOpenAt(closedMonday, ist("2026-11-24", "12:00"))).toBe(true);
  });

  it("carries a slot past midnight into the next morning", () => {
    const lateNight = { ...sameEveryDay([{ open: "18:00", close: "02:00" }]), tuesday: { isClosed: true, slots: [] } };
    expect(isOpenAt(lateNight, ist("2026-11-23", "23:00"))).toBe(true);
    // Monday's slot runs into Tuesday 01:30 even though Tuesday is closed.
    expect(isOpenAt(lateNight, ist("2026-11-24", "01:30"))).toBe(true);
    expect(isOpenAt(lateNight, ist("2026-11-24", "02:00"))).toBe(false);
    expect(isOpenAt(lateNight, ist("2026-11-24", "19:00"))).toBe(false);
  });

  it("is always open with 00:00–24:00", () => {
    const allDay = sameEveryDay([{ open: "00:00", close: "24:00" }]);
    for (const time of ["00:00", "06:15", "23:59"]) expect(isOpenAt(allDay, ist("2026-11-25", time))).toBe(true);
  });

  it("refuses overlapping slots, empty open days and bad times", () => {
    expect(DayHoursSchema.safeParse({ isClosed: false, slots: [] }).success).toBe(false);
    expect(
      DayHoursSchema.safeParse({
        isClosed: false,
        slots: [
          { open: "11:00", close: "15:00" },
          { open: "14:00", close: "16:00" },
        ],
      }).success,
    ).toBe(false);
    expect(DayHoursSchema.safeParse({ isClosed: false, slots: [{ open: "25:00", close: "26:00" }] }).success).toBe(
      false,
    );
    expect(BusinessHoursSchema.safeParse(lunchAndDinner).success).toBe(true);
  });

  it("formats times for people", () => {
    expect(formatTime12h("00:00")).toBe("12:00 AM");
    expect(formatTime12h("11:05")).toBe("11:05 AM");
    expect(formatTime12h("18:30")).toBe("6:30 PM");
    expect(formatTime12h("24:00")).toBe("12:00 AM");
  });

  describe("next opening", () => {
    const mondayClosed = {
      ...lunchAndDinner,
      monday: { isClosed: true, slots: [] },
    };
    // [hours, asked at (IST), expected opening (IST) or null]
    const table: Array<[string, typeof lunchAndDinner, string, string | null]> = [
      ["before lunch opens", lunchAndDinner, "2026-11-23T09:10", "2026-11-23T11:00"],
      ["between lunch and dinner", lunchAndDinner, "2026-11-23T15:00", "2026-11-23T18:30"],
      ["during lunch: the dinner slot", lunchAndDinner, "2026-11-23T12:00", "2026-11-23T18:30"],
      ["after dinner: tomorrow's lunch", lunchAndDinner, "2026-11-23T23:45", "2026-11-24T11:00"],
      ["at 01:00: today's lunch", lunchAndDinner, "2026-11-24T01:00", "2026-11-24T11:00"],
      ["a closed Monday: Tuesday's lunch", mondayClosed, "2026-11-23T09:00", "2026-11-24T11:00"],
      ["Sunday night before a closed Monday", mondayClosed, "2026-11-22T23:50", "2026-11-24T11:00"],
      ["seconds past the opening minute count as after it", lunchAndDinner, "2026-11-23T11:00:30", "2026-11-23T18:30"],
    ];
    it.each(table)("%s", (_name, hours, at, expected) => {
      const asked = new Date(`${at.length === 16 ? `${at}:00` : at}+05:30`);
      const opens = nextOpeningAt(hours, asked);
      expect(opens?.toISOString() ?? null).toBe(
        expected === null ? null : new Date(`${expected}:00+05:30`).toISOString(),
      );
    });

    it("is null when every day is closed", () => {
      const closed = { isClosed: true, slots: [] };
      const never = {
        monday: closed,
        tuesday: closed,
        wednesday: closed,
        thursday: closed,
        friday: closed,
        saturday: closed,
        sunday: closed,
      };
      expect(nextOpeningAt(never, ist("2026-11-23", "12:00"))).toBeNull();
    });
  });

  it("says when a closed restaurant opens, and nothing while it is open", () => {
    expect(opensAtIfClosed(lunchAndDinner, ist("2026-11-23", "16:00"))).toEqual(ist("2026-11-23", "18:30"));
    expect(opensAtIfClosed(lunchAndDinner, ist("2026-11-23", "12:00"))).toBeNull();
  });
});
