import { describe, expect, it } from "vitest";
import { checkoutProblems } from "./checkout";
import {
  indiaClockTime,
  isPausedAt,
  KitchenControlsBodySchema,
  kitchenRefusal,
  orderCapWindow,
  pauseAfter,
  pauseLabel,
} from "./kitchen";

// 2026-11-24 20:07:30 IST = 14:37:30 UTC.
const ist = (time: string) => new Date(`2026-11-24T${time}+05:30`);
const now = ist("20:07:30");

describe("pause", () => {
  // [choice, paused at, paused until (IST) or null]
  const choices: Array<[Parameters<typeof pauseAfter>[0], Date | null, Date | null]> = [
    [15, now, ist("20:22:30")],
    [30, now, ist("20:37:30")],
    [60, now, ist("21:07:30")],
    ["until-resumed", now, null],
    ["resume", null, null],
  ];
  it.each(choices)("%s stores the pause it means", (choice, pausedAt, pausedUntil) => {
    expect(pauseAfter(choice, now)).toEqual({ pausedAt, pausedUntil });
  });

  // [pausedAt, pausedUntil, asked at, paused?]
  const states: Array<[string, Date | null, Date | null, Date, boolean]> = [
    ["not paused", null, null, now, false],
    ["timed, a second before its end", now, ist("20:22:30"), ist("20:22:29"), true],
    ["timed, at its end: resumed by itself", now, ist("20:22:30"), ist("20:22:30"), false],
    ["timed, after its end", now, ist("20:22:30"), ist("23:00:00"), false],
    ["until resumed, a day later", now, null, new Date(now.getTime() + 86_400_000), true],
  ];
  it.each(states)("%s", (_name, pausedAt, pausedUntil, at, paused) => {
    expect(isPausedAt({ pausedAt, pausedUntil }, at)).toBe(paused);
  });
});

describe("order cap windows", () => {
  // [asked at (IST), window start, window end]
  const windows: Array<[string, string, string]> = [
    ["20:07:30", "20:00:00", "20:15:00"],
    ["20:00:00", "20:00:00", "20:15:00"],
    ["20:14:59", "20:00:00", "20:15:00"],
    ["20:15:00", "20:15:00", "20:30:00"],
    ["23:59:59", "23:45:00", "24:00:00"],
  ];
  it.each(windows)("at %s the window is %s–%s", (at, start, end) => {
    const window = orderCapWindow(ist(at));
    expect(window.start).toEqual(ist(start));
    expect(window.end).toEqual(end === "24:00:00" ? new Date("2026-11-25T00:00:00+05:30") : ist(end));
  });
});

describe("kitchenRefusal", () => {
  const base = {
    restaurantName: "Sarafa Spice House",
    pause: { pausedAt: null, pausedUntil: null },
    orderCapPerWindow: null,
    ordersThisWindow: 0,
    now,
  };

  it("lets an order through with no pause and no cap", () => {
    expect(kitchenRefusal(base)).toBeNull();
  });

  it("refuses while paused, saying when ordering resumes", () => {
    expect(kitchenRefusal({ ...base, pause: { pausedAt: now, pausedUntil: ist("20:30:00") } })).toEqual({
      rule: "paused",
      message: "Sarafa Spice House has paused new orders. Ordering resumes at 8:30 PM.",
      resumesAt: ist("20:30:00"),
    });
  });

  it("refuses while paused until resumed, without a time", () => {
    expect(kitchenRefusal({ ...base, pause: { pausedAt: now, pausedUntil: null } })).toEqual({
      rule: "paused",
      message: "Sarafa Spice House has paused new orders until further notice.",
      resumesAt: null,
    });
  });

  it("lets orders through once a timed pause has ended", () => {
    const pause = { pausedAt: ist("19:00:00"), pausedUntil: ist("20:00:00") };
    expect(kitchenRefusal({ ...base, pause })).toBeNull();
  });

  // [cap, orders already in the window, refused?]
  const caps: Array<[number, number, boolean]> = [
    [5, 0, false],
    [5, 4, false],
    [5, 5, true],
    [5, 9, true],
    [1, 1, true],
  ];
  it.each(caps)("cap %i with %i orders in the window: refused %s", (cap, taken, refused) => {
    const refusal = kitchenRefusal({ ...base, orderCapPerWindow: cap, ordersThisWindow: taken });
    expect(refusal === null ? null : refusal.rule).toBe(refused ? "capped" : null);
    if (refused) {
      expect(refusal?.message).toBe(
        "Sarafa Spice House is taking as many orders as its kitchen can handle. Ordering resumes at 8:15 PM.",
      );
      expect(refusal?.resumesAt).toEqual(ist("20:15:00"));
    }
  });

  it("is a checkout problem of the restaurant, after closed hours", () => {
    const refusal = kitchenRefusal({ ...base, pause: { pausedAt: now, pausedUntil: ist("20:30:00") } });
    const restaurant = {
      name: "Sarafa Spice House",
      isActive: true,
      isOpenNow: true,
      isDeliveryAvailable: true,
      minimumOrderPaise: 0,
      deliveryRadiusMetres: 5_000,
      acceptsCash: true,
      acceptsOnlinePayment: true,
    };
    expect(checkoutProblems({ restaurant, subtotalPaise: 10_000, kitchen: refusal })).toEqual([
      {
        code: "kitchen",
        field: "restaurant",
        message: "Sarafa Spice House has paused new orders. Ordering resumes at 8:30 PM.",
      },
    ]);
    // Closed hours say more than a pause: only "closed" is shown.
    const closed = checkoutProblems({
      restaurant: { ...restaurant, isOpenNow: false },
      subtotalPaise: 10_000,
      kitchen: refusal,
    });
    expect(closed.map((p) => p.code)).toEqual(["closed"]);
  });
});

describe("labels", () => {
  // [instant (IST), "h:mm AM/PM"]
  const times: Array<[string, string]> = [
    ["20:30:00", "8:30 PM"],
    ["00:05:00", "12:05 AM"],
    ["12:00:59", "12:00 PM"],
    ["09:45:00", "9:45 AM"],
  ];
  it.each(times)("%s reads %s", (at, label) => {
    expect(indiaClockTime(ist(at))).toBe(label);
  });

  it("says when a paused kitchen is back", () => {
    expect(pauseLabel({ paused: true, pausedUntil: ist("20:30:00").toISOString() })).toBe("Paused · back at 8:30 PM");
    expect(pauseLabel({ paused: true, pausedUntil: null })).toBe("Paused for now");
    expect(pauseLabel({ paused: false, pausedUntil: null })).toBeNull();
  });
});

describe("KitchenControlsBodySchema", () => {
  // [body, the field a 400 names, or null when valid]
  const bodies: Array<[unknown, string | null]> = [
    [{ pause: 15 }, null],
    [{ pause: "until-resumed" }, null],
    [{ pause: "resume", busyMinutes: 0 }, null],
    [{ busyMinutes: 60, orderCapPerWindow: null }, null],
    [{ orderCapPerWindow: 500 }, null],
    [{ pause: 20 }, "pause"],
    [{ pause: "forever" }, "pause"],
    [{ busyMinutes: 61 }, "busyMinutes"],
    [{ busyMinutes: -5 }, "busyMinutes"],
    [{ busyMinutes: 7.5 }, "busyMinutes"],
    [{ orderCapPerWindow: 0 }, "orderCapPerWindow"],
    [{ orderCapPerWindow: 501 }, "orderCapPerWindow"],
    [{ closeKitchen: true }, ""],
    [{}, ""],
  ];
  it.each(bodies)("%j → %s", (body, field) => {
    const parsed = KitchenControlsBodySchema.safeParse(body);
    if (field === null) {
      expect(parsed.success).toBe(true);
      return;
    }
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join(".")).toBe(field);
  });
});
