import { describe, expect, it } from "vitest";
import {
  ESCALATION_DEFAULTS,
  ESCALATION_MESSAGES,
  type EscalationState,
  escalationDeadlines,
  escalationTimingsProblem,
  formatCountdown,
  isAtRisk,
  isAutoCancelDue,
  minutesToAccept,
  restaurantAlertText,
  textablePhones,
} from "./escalation";

// 2026-01-15 12:00:00 IST = 06:30:00 UTC: when the kitchen got the order in most rows below.
const at = (time: string) => new Date(`2026-01-15T${time}Z`);
const kitchenAt = at("06:30:00");

describe("deadlines", () => {
  // [SMS after s, cancel after s, SMS due (UTC), cancel due (UTC)]
  it.each([
    [120, 300, "06:32:00", "06:35:00"], // the defaults: 2 and 5 minutes
    [90, 600, "06:31:30", "06:40:00"],
    [10, 11, "06:30:10", "06:30:11"],
    [3600, 3600, "07:30:00", "07:30:00"], // an hour each (refused as a pair below, but the arithmetic holds)
  ])("SMS after %i s and cancel after %i s of 12:00 IST → %s and %s UTC", (sms, cancel, smsDue, cancelDue) => {
    expect(escalationDeadlines(kitchenAt, { smsAfterSeconds: sms, cancelAfterSeconds: cancel })).toEqual({
      smsDueAt: at(smsDue),
      cancelDueAt: at(cancelDue),
    });
  });

  it("defaults to 2 minutes for the SMS and 5 for the cancel", () => {
    expect(ESCALATION_DEFAULTS).toEqual({ smsAfterSeconds: 120, cancelAfterSeconds: 300 });
  });

  // [SMS after s, cancel after s, problem]
  it.each([
    [120, 300, null],
    [120, 121, null],
    [120, 120, ESCALATION_MESSAGES.cancelAfterSms],
    [300, 120, ESCALATION_MESSAGES.cancelAfterSms],
  ])("SMS after %i s, cancel after %i s → %s", (sms, cancel, problem) => {
    expect(escalationTimingsProblem({ smsAfterSeconds: sms, cancelAfterSeconds: cancel })).toBe(problem);
  });
});

describe("at risk and due", () => {
  const waiting: EscalationState = { status: "PENDING", smsDueAt: at("06:32:00"), cancelDueAt: at("06:35:00") };
  // [order, now (UTC), at risk?, auto-cancel due?]
  it.each([
    [waiting, "06:31:59", false, false], // 1:59 after the kitchen got it
    [waiting, "06:32:00", true, false], // 2:00: the SMS is due
    [waiting, "06:34:59", true, false],
    [waiting, "06:35:00", true, true], // 5:00: cancelled by the next sweep
    [waiting, "06:40:00", true, true], // the sweep is late (a restart): still due
    [{ ...waiting, status: "ACCEPTED" }, "06:36:00", false, false], // accepted: neither, ever
    [{ ...waiting, status: "CANCELLED" }, "06:36:00", false, false],
    [{ status: "PENDING", smsDueAt: null, cancelDueAt: null }, "07:30:00", false, false], // unpaid or from before
    // SMS after 4:30, cancel after 5:00: within a minute of the cancel (4:00) it is at risk before the SMS.
    [{ ...waiting, smsDueAt: at("06:34:30") }, "06:33:59", false, false],
    [{ ...waiting, smsDueAt: at("06:34:30") }, "06:34:00", true, false],
  ] as Array<[EscalationState, string, boolean, boolean]>)("%o at %s → at risk %s, due %s", (order, now, risk, due) => {
    expect(isAtRisk(order, at(now))).toBe(risk);
    expect(isAutoCancelDue(order, at(now))).toBe(due);
  });
});

describe("the SMS to the restaurant", () => {
  // [cancel due (UTC), sent at (UTC), minutes]
  it.each([
    ["06:35:00", "06:32:00", 3], // on time: exactly 3:00 left
    ["06:35:00", "06:32:01", 2], // 2:59 left: never promise the third minute
    ["06:35:00", "06:34:30", 1], // 0:30 left: at least 1
    ["06:35:00", "06:36:00", 1], // already due (a late send): still 1, the sweep cancels anyway
    ["06:40:00", "06:31:30", 8], // 8:30 left
  ])("cancel at %s, sent at %s → within %i min", (cancelDue, now, minutes) => {
    expect(minutesToAccept(at(cancelDue), at(now))).toBe(minutes);
  });

  it("names the order, its amount and the minutes left", () => {
    expect(
      restaurantAlertText({
        orderNumber: "ZK-100042",
        totalPaise: 45_950,
        cancelDueAt: at("06:35:00"),
        now: at("06:32:00"),
      }),
    ).toBe("Zaika: new order ZK-100042 (₹459.50) is waiting. Accept it within 3 min or it will be cancelled.");
    expect(
      restaurantAlertText({
        orderNumber: "ZK-100043",
        totalPaise: 125_000,
        cancelDueAt: at("06:35:00"),
        now: at("06:34:10"),
      }),
    ).toBe("Zaika: new order ZK-100043 (₹1,250) is waiting. Accept it within 1 min or it will be cancelled.");
  });

  it.each([
    [["9876501234"], ["9876501234"]],
    [
      ["9876501234", "02224890123", "8123456789"],
      ["9876501234", "8123456789"],
    ], // the Mumbai landline gets no text
    [["+91 98765 01234", "9876501234"], ["9876501234"]], // the same mobile twice: one text
    [["02224890123"], []],
    [[], []],
  ])("texts %j at %j", (phones, texted) => {
    expect(textablePhones(phones)).toEqual(texted);
  });

  it("tells the customer why", () => {
    expect(ESCALATION_MESSAGES.autoCancelReason).toBe("The restaurant did not respond in time");
  });
});

describe("countdowns", () => {
  it.each([
    [192, "3:12"],
    [180, "3:00"],
    [59.9, "0:59"],
    [5, "0:05"],
    [0, "0:00"],
    [-7, "0:00"],
    [720, "12:00"],
  ])("%s s → %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
