import { describe, expect, it } from "vitest";
import { type BusinessHours, sameEveryDay } from "./business-hours";
import {
  activeFilterCount,
  availabilityLabel,
  COST_FOR_TWO_OF_PRICE_RANGE,
  compareListing,
  deliveryMinutes,
  type Filterable,
  type ListingFilters,
  type ListingGroup,
  type ListingSort,
  listingStatus,
  matchesListingFilters,
  type Sortable,
} from "./listing";
import { RestaurantSearchQuerySchema } from "./restaurant";

// 2026-11-24 is a Tuesday; 01:00 IST is 2026-11-23 19:30 UTC.
const ist = (date: string, time: string) => new Date(`${date}T${time}+05:30`);
const tue = (time: string) => ist("2026-11-24", time);
const oneAm = tue("01:00:00");

const closedDay = { isClosed: true, slots: [] };
const HOURS = {
  roundTheClock: sameEveryDay([{ open: "00:00", close: "24:00" }]),
  nightMarket: sameEveryDay([{ open: "20:00", close: "02:00" }]),
  breakfast: sameEveryDay([{ open: "07:00", close: "11:00" }]),
  lunchDinner: sameEveryDay([
    { open: "11:30", close: "15:30" },
    { open: "19:00", close: "23:00" },
  ]),
  dinner: sameEveryDay([{ open: "19:00", close: "23:00" }]),
  sweetsClosedTuesday: { ...sameEveryDay([{ open: "08:00", close: "22:30" }]), tuesday: closedDay },
  never: {
    monday: closedDay,
    tuesday: closedDay,
    wednesday: closedDay,
    thursday: closedDay,
    friday: closedDay,
    saturday: closedDay,
    sunday: closedDay,
  },
} satisfies Record<string, BusinessHours>;

const notPaused = { paused: false, pausedUntil: null };
const pausedUntil = (at: Date) => ({ paused: true, pausedUntil: at.toISOString() });
const pausedIndefinitely = { paused: true, pausedUntil: null };

describe("listing groups", () => {
  // [case, hours, kitchen, now, group, resumes at, valid until]
  const cases: Array<
    [string, BusinessHours, { paused: boolean; pausedUntil: string | null }, Date, ListingGroup, Date | null, Date]
  > = [
    ["round the clock at 01:00", HOURS.roundTheClock, notPaused, oneAm, "open", null, tue("01:01")],
    ["a night market (20:00–02:00) at 01:00", HOURS.nightMarket, notPaused, oneAm, "open", null, tue("01:01")],
    [
      "breakfast (07:00) at 01:00: six hours ahead",
      HOURS.breakfast,
      notPaused,
      oneAm,
      "opens-later",
      tue("07:00"),
      tue("01:01"),
    ],
    [
      "lunch (11:30) at 01:00: 10½ hours ahead",
      HOURS.lunchDinner,
      notPaused,
      oneAm,
      "opens-later",
      tue("11:30"),
      tue("01:01"),
    ],
    // 19:00 is 18 hours ahead (more than 12): closed.
    ["dinner (19:00) at 01:00", HOURS.dinner, notPaused, oneAm, "closed", tue("19:00"), tue("01:01")],
    [
      "closed on Tuesdays, at Tuesday 01:00: Wednesday 08:00",
      HOURS.sweetsClosedTuesday,
      notPaused,
      oneAm,
      "closed",
      ist("2026-11-25", "08:00"),
      tue("01:01"),
    ],
    ["never open", HOURS.never, notPaused, oneAm, "closed", null, tue("01:01")],
    [
      "round the clock, paused until 01:20",
      HOURS.roundTheClock,
      pausedUntil(tue("01:20")),
      oneAm,
      "opens-later",
      tue("01:20"),
      tue("01:01"),
    ],
    [
      "round the clock, paused until resumed",
      HOURS.roundTheClock,
      pausedIndefinitely,
      oneAm,
      "closed",
      null,
      tue("01:01"),
    ],
    // The pause ends after the night market closes at 02:00: it takes orders again at 20:00, 19 hours ahead.
    [
      "night market, paused until 02:30",
      HOURS.nightMarket,
      pausedUntil(tue("02:30")),
      oneAm,
      "closed",
      tue("20:00"),
      tue("01:01"),
    ],
    ["a pause that ended at 01:00 exactly", HOURS.roundTheClock, pausedUntil(oneAm), oneAm, "open", null, tue("01:01")],
    [
      "breakfast, paused until 07:30",
      HOURS.breakfast,
      pausedUntil(tue("07:30")),
      oneAm,
      "opens-later",
      tue("07:30"),
      tue("01:01"),
    ],
    ["lunch and dinner at 20:07:30", HOURS.lunchDinner, notPaused, tue("20:07:30"), "open", null, tue("20:08")],
    [
      "dinner paused until 20:22:30, at 20:07:30",
      HOURS.dinner,
      pausedUntil(tue("20:22:30")),
      tue("20:07:30"),
      "opens-later",
      tue("20:22:30"),
      tue("20:08"),
    ],
    [
      "paused until 01:00:45, at 01:00:30: valid until the pause ends",
      HOURS.roundTheClock,
      pausedUntil(tue("01:00:45")),
      tue("01:00:30"),
      "opens-later",
      tue("01:00:45"),
      tue("01:00:45"),
    ],
    // 12 hours 20 seconds ahead: closed, until 01:00:30 brings it within 12 hours (before the minute ends).
    [
      "paused until 13:00:30, at 01:00:10",
      HOURS.roundTheClock,
      pausedUntil(tue("13:00:30")),
      tue("01:00:10"),
      "closed",
      tue("13:00:30"),
      tue("01:00:30"),
    ],
  ];
  it.each(cases)("%s", (_name, businessHours, kitchen, now, group, resumesAt, validUntil) => {
    expect(listingStatus({ businessHours, kitchen }, now)).toEqual({ group, resumesAt, validUntil });
  });
});

describe("what a card says when a restaurant is not taking orders", () => {
  const labels: Array<[string, BusinessHours, { paused: boolean; pausedUntil: string | null }, Date, string | null]> = [
    ["open", HOURS.roundTheClock, notPaused, oneAm, null],
    ["breakfast at 01:00", HOURS.breakfast, notPaused, oneAm, "Opens at 7:00 AM"],
    ["lunch at 01:00", HOURS.lunchDinner, notPaused, oneAm, "Opens at 11:30 AM"],
    ["dinner at 15:45", HOURS.lunchDinner, notPaused, tue("15:45"), "Opens at 7:00 PM"],
    ["dinner only, at 01:00 (18 hours ahead)", HOURS.dinner, notPaused, oneAm, "Closed now"],
    [
      "paused within its hours until 01:20",
      HOURS.roundTheClock,
      pausedUntil(tue("01:20")),
      oneAm,
      "Paused · back at 1:20 AM",
    ],
    ["paused until resumed", HOURS.roundTheClock, pausedIndefinitely, oneAm, "Paused for now"],
    // Closed by its hours when the pause ends: the card says when it opens after the pause.
    ["breakfast paused until 07:30, at 01:00", HOURS.breakfast, pausedUntil(tue("07:30")), oneAm, "Opens at 7:30 AM"],
    ["night market paused past its closing", HOURS.nightMarket, pausedUntil(tue("02:30")), oneAm, "Paused for now"],
  ];
  it.each(labels)("%s", (_name, businessHours, kitchen, now, label) => {
    expect(availabilityLabel({ businessHours, kitchen }, now)).toBe(label);
  });
});

describe("filters", () => {
  // A listed restaurant's fields the filters read, as the wire carries them.
  type Listed = Filterable & {
    rating: { average: number; count: number };
    eta: { minMinutes: number; maxMinutes: number; preparationMinutes: number };
  };
  const base: Listed = {
    foodType: "veg",
    rating: { average: 4.2, count: 80 },
    priceRange: "₹₹",
    eta: { minMinutes: 25, maxMinutes: 30, preparationMinutes: 20 },
    hasOffers: true,
  };
  const minutes = (maxMinutes: number) => ({ eta: { ...base.eta, minMinutes: maxMinutes - 5, maxMinutes } });

  it("reads the delivery minutes from the upper end of the promised range", () => {
    expect(deliveryMinutes({ ...base, ...minutes(42) })).toBe(42);
  });

  it("maps price ranges to cost-for-two bands", () => {
    expect(COST_FOR_TWO_OF_PRICE_RANGE).toEqual({
      "₹": "under-300",
      "₹₹": "300-600",
      "₹₹₹": "over-600",
      "₹₹₹₹": "over-600",
    });
  });

  // [case, restaurant changes, group, filters, kept?]
  const table: Array<[string, Partial<Listed>, ListingGroup, ListingFilters, boolean]> = [
    ["no filters keep a closed restaurant", {}, "closed", {}, true],
    ["veg only keeps veg", {}, "open", { vegOnly: true }, true],
    ["veg only drops both", { foodType: "both" }, "open", { vegOnly: true }, false],
    ["veg only drops non-veg", { foodType: "non-veg" }, "open", { vegOnly: true }, false],
    ["vegOnly false keeps non-veg", { foodType: "non-veg" }, "open", { vegOnly: false }, true],
    ["4.0+ keeps 4.2", {}, "open", { minRating: 4 }, true],
    ["4.0+ keeps 4.0", { rating: { average: 4, count: 3 } }, "open", { minRating: 4 }, true],
    // Shown as 4.0 on its card.
    ["4.0+ keeps 3.96", { rating: { average: 3.96, count: 3 } }, "open", { minRating: 4 }, true],
    ["4.0+ drops 3.94 (shown 3.9)", { rating: { average: 3.94, count: 3 } }, "open", { minRating: 4 }, false],
    ["4.0+ drops a new restaurant", { rating: { average: 0, count: 0 } }, "open", { minRating: 4 }, false],
    ["≤ 30 min keeps 30", {}, "open", { maxDeliveryMinutes: 30 }, true],
    ["≤ 30 min drops 31", minutes(31), "open", { maxDeliveryMinutes: 30 }, false],
    ["₹₹ is in ₹300–₹600", {}, "open", { costForTwo: ["300-600"] }, true],
    ["₹₹ is not under ₹300", {}, "open", { costForTwo: ["under-300"] }, false],
    ["₹₹₹₹ is over ₹600", { priceRange: "₹₹₹₹" }, "open", { costForTwo: ["over-600"] }, true],
    ["₹ in either of two bands", { priceRange: "₹" }, "open", { costForTwo: ["under-300", "over-600"] }, true],
    ["₹₹₹ in neither of two bands", { priceRange: "₹₹₹" }, "open", { costForTwo: ["under-300", "300-600"] }, false],
    ["no bands keeps every band", { priceRange: "₹₹₹" }, "open", { costForTwo: [] }, true],
    ["open now keeps open", {}, "open", { openNow: true }, true],
    ["open now drops opening later", {}, "opens-later", { openNow: true }, false],
    ["open now drops closed", {}, "closed", { openNow: true }, false],
    ["offers keeps a restaurant with an offer", {}, "open", { hasOffers: true }, true],
    ["offers drops one without", { hasOffers: false }, "open", { hasOffers: true }, false],
    [
      "all at once",
      { priceRange: "₹", rating: { average: 4.6, count: 9 }, ...minutes(25) },
      "open",
      {
        vegOnly: true,
        minRating: 4,
        maxDeliveryMinutes: 30,
        costForTwo: ["under-300"],
        openNow: true,
        hasOffers: true,
      },
      true,
    ],
  ];
  it.each(table)("%s", (_name, changes, group, filters, kept) => {
    expect(matchesListingFilters({ ...base, ...changes }, group, filters)).toBe(kept);
  });

  it("counts the filters that are on", () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ vegOnly: false, costForTwo: [] })).toBe(0);
    expect(activeFilterCount({ vegOnly: true, minRating: 4, costForTwo: ["under-300", "300-600"] })).toBe(3);
  });
});

describe("sort orders", () => {
  const item = (
    id: string,
    group: ListingGroup,
    rating: number,
    minutes: number,
    priceRange: Sortable["priceRange"],
    distance: number,
  ): Sortable => ({ id, group, rating, deliveryMinutes: minutes, priceRange, distance });
  const items = [
    item("d", "closed", 5.0, 15, "₹", 200),
    item("f", "open", 4.1, 35, "₹₹", 2000),
    item("c", "opens-later", 4.9, 20, "₹", 500),
    item("e", "open", 4.5, 25, "₹", 3000),
    item("b", "open", 4.8, 40, "₹₹₹", 1000),
    item("a", "open", 4.5, 25, "₹₹", 3000),
  ];
  const order = (sort: ListingSort, list: Sortable[]) =>
    [...list].sort((x, y) => compareListing(sort, x, y)).map((x) => x.id);

  // Open ones first (b, f, a, e), then c (opens later), then d (closed), whatever the sort.
  const withLocation: Array<[ListingSort, string[]]> = [
    ["relevance", ["b", "f", "a", "e", "c", "d"]],
    ["rating", ["b", "a", "e", "f", "c", "d"]],
    ["delivery-time", ["a", "e", "f", "b", "c", "d"]],
    ["cost", ["e", "f", "a", "b", "c", "d"]],
    ["distance", ["b", "f", "a", "e", "c", "d"]],
  ];
  it.each(withLocation)("%s, with a location", (sort, expected) => {
    expect(order(sort, items)).toEqual(expected);
  });

  const noLocation = items.map((x) => ({ ...x, distance: null }));
  const withoutLocation: Array<[ListingSort, string[]]> = [
    ["relevance", ["b", "a", "e", "f", "c", "d"]],
    ["rating", ["b", "a", "e", "f", "c", "d"]],
    ["delivery-time", ["a", "e", "f", "b", "c", "d"]],
    ["cost", ["e", "a", "f", "b", "c", "d"]],
  ];
  it.each(withoutLocation)("%s, without a location", (sort, expected) => {
    expect(order(sort, noLocation)).toEqual(expected);
  });
});

describe("the listing's query string", () => {
  const parse = (query: Record<string, string>) => RestaurantSearchQuerySchema.safeParse(query);
  const fieldOf = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? null : result.error.issues.map((issue) => issue.path.join("."));
  };

  it("reads filters and sort, relevance by default", () => {
    const result = parse({
      vegOnly: "true",
      minRating: "4",
      maxDeliveryMinutes: "30",
      costForTwo: "under-300,300-600,under-300",
      openNow: "false",
      hasOffers: "true",
      sort: "rating",
    });
    expect(result.success && result.data).toMatchObject({
      vegOnly: true,
      minRating: 4,
      maxDeliveryMinutes: 30,
      costForTwo: ["under-300", "300-600"],
      openNow: false,
      hasOffers: true,
      sort: "rating",
    });
    expect(parse({}).success && parse({}).data).toMatchObject({ sort: "relevance" });
    expect(parse({ sort: "distance", latitude: "22.7", longitude: "75.8" }).success).toBe(true);
  });

  // [query, the field named]
  const refused: Array<[Record<string, string>, string]> = [
    [{ sort: "distance" }, "sort"],
    [{ sort: "nearest" }, "sort"],
    [{ costForTwo: "cheap" }, "costForTwo"],
    [{ costForTwo: "under-300,," }, "costForTwo"],
    [{ minRating: "5.5" }, "minRating"],
    [{ minRating: "four" }, "minRating"],
    [{ maxDeliveryMinutes: "0" }, "maxDeliveryMinutes"],
    [{ maxDeliveryMinutes: "12.5" }, "maxDeliveryMinutes"],
    [{ vegOnly: "yes" }, "vegOnly"],
    [{ openNow: "1" }, "openNow"],
    [{ hasOffers: "" }, "hasOffers"],
  ];
  it.each(refused)("refuses %j naming %s", (query, field) => {
    expect(fieldOf(query)).toEqual([field]);
  });
});
