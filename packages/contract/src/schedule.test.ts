import { describe, expect, it } from "vitest";
import { sameEveryDay } from "./business-hours";
import { cancellationQuote } from "./cancellation";
import {
  availableSlots,
  releaseAt,
  ScheduledForSchema,
  scheduleHorizon,
  slotAtOrAfter,
  slotLabel,
  slotProblem,
} from "./schedule";

// 2026-11-24 is a Tuesday. Times are India's.
const ist = (day: string, time: string) => new Date(`2026-11-${day}T${time}:00+05:30`);
const dinner = sameEveryDay([{ open: "19:00", close: "23:00" }]);
const lunchAndDinner = sameEveryDay([
  { open: "11:00", close: "15:00" },
  { open: "19:00", close: "23:00" },
]);

describe("slots", () => {
  it("rounds up to the next 15-minute boundary", () => {
    // [asked at, slot]
    const table: Array<[Date, Date]> = [
      [ist("24", "20:00"), ist("24", "20:00")],
      [new Date(ist("24", "20:00").getTime() + 1000), ist("24", "20:15")],
      [ist("24", "20:14"), ist("24", "20:15")],
      [ist("24", "23:50"), ist("25", "00:00")],
    ];
    for (const [at, slot] of table) expect(slotAtOrAfter(at)).toEqual(slot);
  });

  it("ends at midnight after tomorrow", () => {
    expect(scheduleHorizon(ist("24", "01:00"))).toEqual(ist("26", "00:00"));
    expect(scheduleHorizon(ist("24", "23:59"))).toEqual(ist("26", "00:00"));
    expect(scheduleHorizon(ist("25", "00:00"))).toEqual(ist("27", "00:00"));
  });

  it("releases to the kitchen the lead before the slot, to the whole minute", () => {
    expect(releaseAt(ist("24", "20:00"), 35)).toEqual(ist("24", "19:25"));
    expect(releaseAt(ist("24", "20:00"), 34.2)).toEqual(ist("24", "19:25"));
  });

  it("offers a closed restaurant's slots from its opening plus the lead, today and tomorrow", () => {
    // At 16:00 with a 35-minute lead: the kitchen opens at 19:00, so the first slot whose release (slot − 35) is open
    // is 19:45 (release 19:10); the last is 22:45 (a 23:00 slot falls at closing). 13 a day, two days.
    const slots = availableSlots({ hours: dinner, now: ist("24", "16:00"), leadMinutes: 35 });
    expect(slots[0]).toEqual(ist("24", "19:45"));
    expect(slots[12]).toEqual(ist("24", "22:45"));
    expect(slots[13]).toEqual(ist("25", "19:45"));
    expect(slots.at(-1)).toEqual(ist("25", "22:45"));
    expect(slots).toHaveLength(26);
  });

  it("starts an open restaurant's slots at now plus the lead, rounded up", () => {
    // 20:07 + 35 = 20:42 → 20:45.
    const slots = availableSlots({ hours: dinner, now: ist("24", "20:07"), leadMinutes: 35 });
    expect(slots.slice(0, 3)).toEqual([ist("24", "20:45"), ist("24", "21:00"), ist("24", "21:15")]);
  });

  it("skips full slots and the gap between lunch and dinner", () => {
    const full = new Set([ist("24", "14:15").getTime()]);
    const slots = availableSlots({ hours: lunchAndDinner, now: ist("24", "13:30"), leadMinutes: 30, full });
    // 13:30 + 30 = 14:00; 14:15 is full; 14:45's release 14:15 is open, 15:00 is closing time; dinner from 19:30.
    expect(slots.slice(0, 5)).toEqual([
      ist("24", "14:00"),
      ist("24", "14:30"),
      ist("24", "14:45"),
      ist("24", "19:30"),
      ist("24", "19:45"),
    ]);
  });

  it("labels slots by India day", () => {
    expect(slotLabel(ist("24", "20:45"), ist("24", "20:07"))).toBe("Today, 8:45 PM");
    expect(slotLabel(ist("25", "00:15"), ist("24", "23:50"))).toBe("Tomorrow, 12:15 AM");
    expect(slotLabel(ist("25", "19:00"), ist("24", "01:00"))).toBe("Tomorrow, 7:00 PM");
  });
});

describe("slotProblem", () => {
  const base = { hours: dinner, now: ist("24", "16:00"), leadMinutes: 35, restaurantName: "Sarafa Spice House" };

  // [slot, problem kind or rule, message]
  const table: Array<[string, Date, string | null, string | null]> = [
    ["the first slot", ist("24", "19:45"), null, null],
    ["tomorrow's last", ist("25", "22:45"), null, null],
    [
      "the opening itself: the kitchen would have to start before it opens",
      ist("24", "19:00"),
      "closed",
      "Sarafa Spice House is not open for that slot. The earliest slot is Today, 7:45 PM.",
    ],
    [
      "too soon for the lead",
      ist("24", "16:30"),
      "too-soon",
      "That slot is too soon: Sarafa Spice House needs 35 minutes to prepare and deliver. The earliest slot is Today, 7:45 PM.",
    ],
    ["in the past", ist("24", "15:45"), "range", "scheduledFor must be a slot later today or tomorrow"],
    ["the day after tomorrow", ist("26", "20:00"), "range", "scheduledFor must be a slot later today or tomorrow"],
  ];
  it.each(table)("%s", (_name, slot, kind, message) => {
    const problem = slotProblem({ ...base, slot });
    if (kind === null) {
      expect(problem).toBeNull();
      return;
    }
    expect(problem?.kind === "range" ? "range" : problem?.kind === "rule" ? problem.rule : null).toBe(kind);
    expect(problem?.message).toBe(message);
    if (problem?.kind === "rule") expect(problem.earliest).toEqual(ist("24", "19:45"));
  });

  it("says a full slot is full, with the next free one", () => {
    const full = new Set([ist("24", "19:45").getTime()]);
    expect(slotProblem({ ...base, full, slot: ist("24", "19:45") })).toEqual({
      kind: "rule",
      rule: "full",
      message: "That slot is full. The earliest slot is Today, 8:00 PM.",
      earliest: ist("24", "20:00"),
    });
  });
});

describe("ScheduledForSchema", () => {
  // [value, valid]
  const table: Array<[string, boolean]> = [
    ["2026-11-24T19:45:00+05:30", true],
    ["2026-11-24T14:15:00Z", true],
    ["2026-11-24T19:40:00+05:30", false],
    ["2026-11-24T19:45:30+05:30", false],
    ["tomorrow 7pm", false],
  ];
  it.each(table)("%s → %s", (value, valid) => {
    expect(ScheduledForSchema.safeParse(value).success).toBe(valid);
  });
});

describe("cancelling a scheduled order", () => {
  const slot = ist("24", "20:00");
  const placedAt = ist("24", "16:00");
  const quote = (now: Date) =>
    cancellationQuote({ status: "PENDING", placedAt, now, finalTotalPaise: 50_000, paid: true, scheduledFor: slot });

  it("is free until 60 minutes before the slot, then the fee schedule's", () => {
    expect(quote(ist("24", "18:59"))).toMatchObject({ free: true, feePaise: 0, refundPaise: 50_000 });
    expect(quote(ist("24", "19:00"))).toMatchObject({
      free: true,
      feePaise: 0,
      freeUntil: ist("24", "19:00").toISOString(),
    });
    // A second after: 10% of ₹500 while the restaurant has not accepted.
    expect(quote(ist("24", "19:01"))).toMatchObject({
      free: false,
      feePercent: 10,
      feePaise: 5_000,
      refundPaise: 45_000,
    });
  });

  it("keeps the free minute after placing for a slot within the hour", () => {
    const soon = cancellationQuote({
      status: "PENDING",
      placedAt: ist("24", "19:30"),
      now: new Date(ist("24", "19:30").getTime() + 30_000),
      finalTotalPaise: 50_000,
      paid: false,
      scheduledFor: slot,
    });
    expect(soon).toMatchObject({ free: true, freeUntil: new Date(ist("24", "19:31").getTime()).toISOString() });
  });
});
