import { describe, expect, it } from "vitest";
import { ListingQueryFields } from "./listing";
import {
  type CostForTwoBand,
  LISTING_QUERY_PARAMS,
  type ListingQueryParam,
  parseCostForTwo,
  readListingQuery,
} from "./listing-rules";

describe("parseCostForTwo", () => {
  // [the parameter's text, the bands it reads as (null: refused)]
  const cases: Array<[string, CostForTwoBand[] | null]> = [
    ["under-300", ["under-300"]],
    ["300-600", ["300-600"]],
    ["over-600", ["over-600"]],
    ["under-300,300-600", ["under-300", "300-600"]],
    ["over-600,under-300", ["over-600", "under-300"]],
    ["under-300,300-600,under-300", ["under-300", "300-600"]],
    [" under-300 , over-600 ", ["under-300", "over-600"]],
    ["under-300,300-600,over-600", ["under-300", "300-600", "over-600"]],
    ["", null],
    [" ", null],
    [",", null],
    ["under-300,", null],
    ["under-300,,300-600", null],
    ["cheap", null],
    ["under-300,cheap", null],
    ["UNDER-300", null],
    ["under 300", null],
    ["under-300;300-600", null],
  ];
  it.each(cases)("%j → %j", (text, expected) => {
    expect(parseCostForTwo(text)).toEqual(expected);
  });
});

describe("readListingQuery", () => {
  const read = (query: Record<string, string>) => readListingQuery(new URLSearchParams(query));

  it("reads every filter and the sort", () => {
    expect(
      read({
        vegOnly: "true",
        minRating: "4",
        maxDeliveryMinutes: "30",
        costForTwo: "under-300,300-600",
        openNow: "false",
        hasOffers: "true",
        sort: "rating",
      }),
    ).toEqual({
      filters: {
        vegOnly: true,
        minRating: 4,
        maxDeliveryMinutes: 30,
        costForTwo: ["under-300", "300-600"],
        openNow: false,
        hasOffers: true,
      },
      sort: "rating",
    });
  });

  it("leaves out what is missing: no filter, relevance", () => {
    const { filters, sort } = read({ page: "2", name: "Biryani" });
    expect(Object.values(filters).every((value) => value === undefined)).toBe(true);
    expect(sort).toBe("relevance");
  });

  // [parameter, its text, what it reads as (undefined: left out)]
  const values: Array<[ListingQueryParam, string, unknown]> = [
    ["vegOnly", "true", true],
    ["vegOnly", "false", false],
    ["vegOnly", "yes", undefined],
    ["vegOnly", "TRUE", undefined],
    ["vegOnly", "", undefined],
    ["openNow", "1", undefined],
    ["hasOffers", "true", true],
    ["minRating", "4", 4],
    ["minRating", "4.5", 4.5],
    ["minRating", "0", 0],
    ["minRating", "5", 5],
    ["minRating", "", 0],
    ["minRating", " 3 ", 3],
    ["minRating", "5.5", undefined],
    ["minRating", "-1", undefined],
    ["minRating", "four", undefined],
    ["minRating", "Infinity", undefined],
    ["minRating", "NaN", undefined],
    ["maxDeliveryMinutes", "30", 30],
    ["maxDeliveryMinutes", "30.0", 30],
    ["maxDeliveryMinutes", "1", 1],
    ["maxDeliveryMinutes", "180", 180],
    ["maxDeliveryMinutes", "0", undefined],
    ["maxDeliveryMinutes", "181", undefined],
    ["maxDeliveryMinutes", "12.5", undefined],
    ["maxDeliveryMinutes", "", undefined],
    ["costForTwo", "300-600,over-600", ["300-600", "over-600"]],
    ["costForTwo", "under-300,,", undefined],
    ["sort", "distance", "distance"],
    ["sort", "cost", "cost"],
    ["sort", "nearest", "relevance"],
    ["sort", "", "relevance"],
  ];
  it.each(values)("%s=%j → %j", (name, text, expected) => {
    const view = read({ [name]: text });
    expect(name === "sort" ? view.sort : view.filters[name]).toEqual(expected);
  });

  // The endpoint's schema on the same texts: what it accepts the reader takes the same way, what it refuses is left
  // out (the sort's refusal reads as relevance, its default).
  const texts = [
    ...new Set([...values.map(([, text]) => text), "1e0", "0x3", "-0", "5.0000001", "2.5e1", "1e21", " ", "relevance"]),
  ];
  const agreement = LISTING_QUERY_PARAMS.flatMap((name) => texts.map((text) => [name, text] as const));
  it.each(agreement)("%s=%j reads as ListingQueryFields reads it", (name, text) => {
    const checked = ListingQueryFields[name].safeParse(text);
    const view = read({ [name]: text });
    const got = name === "sort" ? view.sort : view.filters[name];
    expect(got).toEqual(checked.success ? checked.data : name === "sort" ? "relevance" : undefined);
  });
});
