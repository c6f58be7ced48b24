import { describe, expect, it } from "vitest";
import {
  DEFAULT_ETA_MODEL,
  type EtaModel,
  etaForDistance,
  etaRange,
  formatEtaRange,
  formatEtaWindow,
  kitchenPreparationMinutes,
  learnedPreparationMinutes,
  minutesPerKm,
  type OrderEtaInput,
  orderEta,
  orderEtaMinutes,
  parseSpeedBands,
  quoteEta,
  speedKmphAt,
} from "./eta";

// 2026-11-23 is a Monday; every time below is India time.
const ist = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);
const model: EtaModel = DEFAULT_ETA_MODEL;

describe("the ETA model's numbers", () => {
  it("has the documented defaults: detour 1.3, a 10-minute pickup, 5 minutes of handovers, five speed bands", () => {
    expect(model.detourFactor).toBe(1.3);
    expect(model.pickupMinutes).toBe(10);
    expect(model.handoverMinutes).toBe(5);
    expect(parseSpeedBands("0:30,7:24,11:20,17:15,21:24")).toEqual({ bands: model.speeds });
  });

  it.each([
    ["7:24,11:20", "the hours must start at 0 and rise"],
    ["0:30,7:24,7:20", "the hours must start at 0 and rise"],
    ["0:30,24:10", "hour 24 is not 0 to 23"],
    ["0:0", "speed 0 km/h is not 1 to 80"],
    ["0:90", "speed 90 km/h is not 1 to 80"],
    ["0:fast", '"0:fast" is not hour:km/h (e.g. 17:15)'],
    ["", '"" is not hour:km/h (e.g. 17:15)'],
  ])("refuses ETA_SPEEDS_KMPH=%j: %s", (text, problem) => {
    expect(parseSpeedBands(text)).toEqual({ problem });
  });

  it("accepts spaces and decimal speeds", () => {
    expect(parseSpeedBands(" 0 : 12.5 , 18:9")).toEqual({
      bands: [
        { fromHour: 0, kmph: 12.5 },
        { fromHour: 18, kmph: 9 },
      ],
    });
  });

  it.each([
    ["00:10", 30],
    ["06:59", 30],
    ["07:00", 24],
    ["12:00", 20],
    ["16:59", 20],
    ["17:00", 15],
    ["20:59", 15],
    ["23:30", 24],
  ])("rides at the band of the India hour: %s → %d km/h", (time, kmph) => {
    expect(speedKmphAt(model, ist(time))).toBe(kmph);
  });

  it("rides a straight-line kilometre in detour × 60 ÷ speed minutes", () => {
    // 1.3 × 60 / 20, / 15, / 30.
    expect(minutesPerKm(model, ist("12:00"))).toBeCloseTo(3.9, 9);
    expect(minutesPerKm(model, ist("17:00"))).toBeCloseTo(5.2, 9);
    expect(minutesPerKm(model, ist("02:00"))).toBeCloseTo(2.6, 9);
  });
});

describe("learned preparation", () => {
  it.each([
    ["fewer than 5 samples: none yet", [10, 12, 14, 16], null],
    ["5 samples: the middle one", [22, 18, 25, 20, 19], 20],
    ["an even count: the mean of the middle two", [22, 18, 25, 20, 19, 30], 21],
    ["whole minutes: 12.375 → 12", [12.5, 13, 12, 13.5, 12.25, 11], 12],
    ["a half rounds up: 10.5 → 11", [10, 11, 10, 11, 10, 11], 11],
  ])("%s", (_, samples, expected) => {
    expect(learnedPreparationMinutes(samples)).toBe(expected);
  });

  it("counts only the newest 20", () => {
    const newest = Array<number>(20).fill(30);
    const older = Array<number>(10).fill(5);
    expect(learnedPreparationMinutes([...newest, ...older])).toBe(30);
    // 5 quick ones among the newest 20, the 15 slow ones after them still decide.
    expect(learnedPreparationMinutes([...Array<number>(5).fill(10), ...Array<number>(20).fill(50)])).toBe(50);
  });

  it("takes the learned time over the configured one, plus the busy minutes", () => {
    expect(kitchenPreparationMinutes({ learnedMinutes: 18, configuredMinutes: 25, busyMinutes: 10 })).toBe(28);
    expect(kitchenPreparationMinutes({ learnedMinutes: null, configuredMinutes: 25, busyMinutes: 0 })).toBe(25);
    expect(kitchenPreparationMinutes({ learnedMinutes: null, configuredMinutes: 25, busyMinutes: 20 })).toBe(45);
  });
});

describe("ranges", () => {
  it.each([
    [29.99, 25, 30],
    [30, 30, 35],
    [32.8, 30, 35],
    // 34.995 minutes is 2099.7 s: to the second, 35:00.
    [34.995, 35, 40],
    [4.9, 0, 5],
    [0, 0, 5],
    [-3, 0, 5],
  ])("puts %d minutes in %d–%d", (minutes, minMinutes, maxMinutes) => {
    expect(etaRange(minutes)).toEqual({ minMinutes, maxMinutes });
  });

  it("writes a range as the cards show it", () => {
    expect(formatEtaRange({ minMinutes: 30, maxMinutes: 35 })).toBe("30–35 min");
    expect(formatEtaRange({ minMinutes: 0, maxMinutes: 5 })).toBe("Under 5 min");
  });

  it("writes an order's window in India time", () => {
    const window = (from: string, to: string) => ({ from: ist(from).toISOString(), to: ist(to).toISOString() });
    expect(formatEtaWindow(window("12:30", "12:35"))).toBe("12:30–12:35 PM");
    expect(formatEtaWindow(window("20:30", "20:35"))).toBe("8:30–8:35 PM");
    expect(formatEtaWindow(window("11:55", "12:00"))).toBe("11:55 AM–12:00 PM");
  });
});

describe("a restaurant's promise before an order", () => {
  it.each([
    // Preparation 25 at 12:00: the rider leaves at 12:25 (20 km/h, 3.9 min/km); 5 minutes of handovers.
    ["2 km: 25 + 5 + 7.8", "12:00", 25, 2000, 35, 40],
    ["the typical 3 km: 25 + 5 + 11.7", "12:00", 25, 3000, 40, 45],
    // A 5-minute kitchen waits for the 10-minute rider: 10 + 5 + 3.9.
    ["a quick kitchen waits for the rider", "12:00", 5, 1000, 15, 20],
    // At 16:40 the rider leaves at 17:05, in the evening band (15 km/h, 5.2 min/km): 25 + 5 + 15.6.
    ["the speed of the hour the rider leaves", "16:40", 25, 3000, 45, 50],
  ])("%s", (_, time, preparationMinutes, distance, minMinutes, maxMinutes) => {
    const quote = quoteEta(model, { preparationMinutes, now: ist(time) });
    expect(etaForDistance(quote, distance)).toEqual({ minMinutes, maxMinutes });
  });

  it("tells the minutes whatever the distance (wait and handovers) and the riding rate", () => {
    const quote = quoteEta(model, { preparationMinutes: 25, now: ist("12:00") });
    expect(quote.fixedMinutes).toBe(30);
    expect(quote.travelMinutesPerKm).toBeCloseTo(3.9, 9);
  });
});

describe("an order's promise by status", () => {
  const order = (over: Partial<OrderEtaInput>): OrderEtaInput => ({
    status: "PENDING",
    now: ist("12:00"),
    preparationMinutes: 25,
    acceptedAt: null,
    distanceMetres: 2000,
    ...over,
  });

  // Every case ends with the ride: 5 minutes of handovers and the riding minutes.
  it.each([
    ["waiting for the kitchen: all of it, 25 + 5 + 7.8", order({}), 37.8],
    // Accepted at 12:04 with 20 minutes: 20 + 5 + 7.8.
    [
      "just accepted",
      order({ status: "ACCEPTED", now: ist("12:04"), acceptedAt: ist("12:04"), preparationMinutes: 20 }),
      32.8,
    ],
    // 6 minutes in: 14 left of the kitchen's 20, 4 of the rider's 10.
    [
      "being prepared",
      order({ status: "PREPARING", now: ist("12:10"), acceptedAt: ist("12:04"), preparationMinutes: 20 }),
      26.8,
    ],
    // 6 minutes into an 8-minute dish: the rider's 4 minutes decide.
    [
      "the rider's leg when it is longer",
      order({ status: "PREPARING", now: ist("12:10"), acceptedAt: ist("12:04"), preparationMinutes: 8 }),
      16.8,
    ],
    // Ready 26 minutes after acceptance: the rider is there, only the ride is left.
    ["ready, rider there", order({ status: "READY_FOR_PICKUP", now: ist("12:30"), acceptedAt: ist("12:04") }), 12.8],
    // Ready 5 minutes after acceptance: 5 more minutes of the rider's leg, then the ride.
    [
      "ready before the rider",
      order({ status: "READY_FOR_PICKUP", now: ist("12:09"), acceptedAt: ist("12:04") }),
      17.8,
    ],
    // On the way at 16:58 (20 km/h) over 3 km: 5 + 11.7; at 17:02 (15 km/h): 5 + 15.6.
    [
      "out for delivery before the evening band",
      order({ status: "OUT_FOR_DELIVERY", now: ist("16:58"), distanceMetres: 3000 }),
      16.7,
    ],
    [
      "out for delivery in the evening band",
      order({ status: "OUT_FOR_DELIVERY", now: ist("17:02"), distanceMetres: 3000 }),
      20.6,
    ],
  ])("%s", (_, input, minutes) => {
    expect(orderEtaMinutes(model, input)).toBeCloseTo(minutes, 9);
  });

  it.each(["DELIVERED", "REJECTED", "CANCELLED"] as const)("promises nothing once %s", (status) => {
    expect(orderEtaMinutes(model, order({ status }))).toBeNull();
    expect(orderEta(model, order({ status }))).toBeNull();
  });

  it("stores the range as instants from now", () => {
    // 37.8 minutes at 12:00: 12:35–12:40.
    expect(orderEta(model, order({}))).toEqual({ from: ist("12:35"), to: ist("12:40") });
    // 26.8 minutes at 12:10: 12:35–12:40 still.
    const preparing = order({
      status: "PREPARING",
      now: ist("12:10"),
      acceptedAt: ist("12:04"),
      preparationMinutes: 20,
    });
    expect(orderEta(model, preparing)).toEqual({ from: ist("12:35"), to: ist("12:40") });
  });

  it("follows a model the server overrides", () => {
    const slow: EtaModel = {
      detourFactor: 1.5,
      speeds: [{ fromHour: 0, kmph: 10 }],
      pickupMinutes: 30,
      handoverMinutes: 2,
    };
    // The rider's 30 minutes outlast the kitchen's 25; 2 minutes of handovers; 2 km × 1.5 × 60 / 10 = 18: 50:00.
    expect(orderEtaMinutes(slow, order({}))).toBeCloseTo(50, 9);
    expect(etaForDistance(quoteEta(slow, { preparationMinutes: 25, now: ist("12:00") }), 2000)).toEqual({
      minMinutes: 50,
      maxMinutes: 55,
    });
  });
});
