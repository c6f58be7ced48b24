import { describe, expect, it } from "vitest";
import type { OrderStatus } from "./order-status";
import {
  AdminReviewsQuerySchema,
  breakdownPercent,
  canEditReview,
  characterCount,
  REVIEW_MESSAGES,
  ReviewBodySchema,
  ReviewReplyBodySchema,
  ReviewUpdateBodySchema,
  ReviewVisibilityBodySchema,
  ratingSummary,
  ratingSummaryFromCounts,
  reviewAuthorName,
  reviewEditableUntil,
  reviewRefusal,
  starsLabel,
} from "./reviews";

const ASHA = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const RAVI = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const PANEER = "11111111-2222-4333-8444-555555555555";
const LASSI = "66666666-7777-4888-8999-aaaaaaaaaaaa";

describe("reviewRefusal", () => {
  // Who may review which order, worked out by hand from the rule: the customer, once delivered, once.
  it.each<[string, { userId: string; status: OrderStatus }, string, boolean, 403 | 409 | null, string | null]>([
    ["the customer of a delivered order", { userId: ASHA, status: "DELIVERED" }, ASHA, false, null, null],
    [
      "another customer",
      { userId: ASHA, status: "DELIVERED" },
      RAVI,
      false,
      403,
      "Only the customer of a delivered order can review it",
    ],
    [
      "another customer, even of an undelivered order",
      { userId: ASHA, status: "PREPARING" },
      RAVI,
      false,
      403,
      "Only the customer of a delivered order can review it",
    ],
    [
      "the customer of an order on its way",
      { userId: ASHA, status: "OUT_FOR_DELIVERY" },
      ASHA,
      false,
      403,
      "Only the customer of a delivered order can review it. This order has not been delivered yet.",
    ],
    [
      "the customer of a cancelled order",
      { userId: ASHA, status: "CANCELLED" },
      ASHA,
      false,
      403,
      "Only the customer of a delivered order can review it. This order has not been delivered yet.",
    ],
    [
      "the customer of a rejected order",
      { userId: ASHA, status: "REJECTED" },
      ASHA,
      false,
      403,
      "Only the customer of a delivered order can review it. This order has not been delivered yet.",
    ],
    [
      "the customer, a second time",
      { userId: ASHA, status: "DELIVERED" },
      ASHA,
      true,
      409,
      "You have already reviewed this order",
    ],
    [
      "another customer of an order reviewed already (403 first)",
      { userId: ASHA, status: "DELIVERED" },
      RAVI,
      true,
      403,
      "Only the customer of a delivered order can review it",
    ],
  ])("%s", (_, order, caller, reviewed, status, message) => {
    const refusal = reviewRefusal(order, caller, reviewed);
    if (status === null) expect(refusal).toBeNull();
    else expect(refusal).toEqual({ status, message });
  });
});

describe("the edit window", () => {
  const written = new Date("2026-01-15T06:30:00.000Z");

  it("ends exactly 7 days after the review was written", () => {
    expect(reviewEditableUntil(written).toISOString()).toBe("2026-01-22T06:30:00.000Z");
  });

  it.each([
    ["right after writing", "2026-01-15T06:30:00.000Z", true],
    ["the next day", "2026-01-16T12:00:00.000Z", true],
    ["6 days 23 hours 59 minutes later", "2026-01-22T06:29:00.000Z", true],
    ["a millisecond before the 7 days end", "2026-01-22T06:29:59.999Z", true],
    ["exactly 7 days later", "2026-01-22T06:30:00.000Z", false],
    ["8 days later", "2026-01-23T06:30:00.000Z", false],
  ])("%s (%s): editable %s", (_, now, editable) => {
    expect(canEditReview(written, new Date(now))).toBe(editable);
  });
});

describe("ratingSummary", () => {
  // Averages worked by hand: sum / count, rounded half up to one decimal.
  it.each<[string, number[], number, number, [number, number, number, number, number]]>([
    ["no ratings", [], 0, 0, [0, 0, 0, 0, 0]],
    ["one 5", [5], 5, 1, [1, 0, 0, 0, 0]],
    ["5, 4, 4: 13 / 3 = 4.333…", [5, 4, 4], 4.3, 3, [1, 2, 0, 0, 0]],
    ["5, 5, 4: 14 / 3 = 4.666…", [5, 5, 4], 4.7, 3, [2, 1, 0, 0, 0]],
    ["5, 4: 9 / 2 = 4.5", [5, 4], 4.5, 2, [1, 1, 0, 0, 0]],
    // 75 + 9 + 2 + 1 = 87, and 87 / 20 = 4.35 exactly: half up gives 4.4 (a float 4.35 would round down to 4.3).
    [
      "fifteen 5s, three 3s, a 2 and a 1: 87 / 20 = 4.35",
      [...Array(15).fill(5), 3, 3, 3, 2, 1],
      4.4,
      20,
      [15, 0, 3, 1, 1],
    ],
    // 75 + 9 + 2 = 86, and 86 / 20 = 4.3.
    ["fifteen 5s, three 3s, two 1s: 86 / 20 = 4.3", [...Array(15).fill(5), 3, 3, 3, 1, 1], 4.3, 20, [15, 0, 3, 0, 2]],
    ["1, 2: 3 / 2 = 1.5", [1, 2], 1.5, 2, [0, 0, 0, 1, 1]],
    ["4, 4, 4, 3: 15 / 4 = 3.75", [4, 4, 4, 3], 3.8, 4, [0, 3, 1, 0, 0]],
    ["5, 1, 1: 7 / 3 = 2.333…", [5, 1, 1], 2.3, 3, [1, 0, 0, 0, 2]],
    ["2, 3, 3, 3, 3, 3: 17 / 6 = 2.833…", [2, 3, 3, 3, 3, 3], 2.8, 6, [0, 0, 5, 1, 0]],
  ])("%s", (_, ratings, average, count, perStar) => {
    const summary = ratingSummary(ratings);
    expect(summary.average).toBe(average);
    expect(summary.count).toBe(count);
    expect(summary.breakdown).toEqual([
      { stars: 5, count: perStar[0] },
      { stars: 4, count: perStar[1] },
      { stars: 3, count: perStar[2] },
      { stars: 2, count: perStar[3] },
      { stars: 1, count: perStar[4] },
    ]);
  });

  it.each<[string, Partial<Record<1 | 2 | 3 | 4 | 5, number>>, number, number]>([
    ["nothing", {}, 0, 0],
    ["fifteen 5s, three 3s, a 2 and a 1 (87 / 20)", { 5: 15, 3: 3, 2: 1, 1: 1 }, 4.4, 20],
    ["fifteen 5s, three 3s, two 1s (86 / 20)", { 5: 15, 3: 3, 1: 2 }, 4.3, 20],
    ["two 5s and a 4 (14 / 3)", { 5: 2, 4: 1 }, 4.7, 3],
    ["ten 4s and ten 3s (70 / 20)", { 4: 10, 3: 10 }, 3.5, 20],
  ])("from per-star counts: %s", (_, counts, average, count) => {
    const summary = ratingSummaryFromCounts(counts);
    expect(summary.average).toBe(average);
    expect(summary.count).toBe(count);
    expect(summary.breakdown.map((b) => b.count)).toEqual([
      counts[5] ?? 0,
      counts[4] ?? 0,
      counts[3] ?? 0,
      counts[2] ?? 0,
      counts[1] ?? 0,
    ]);
  });
});

describe("the breakdown's bars and words", () => {
  it.each([
    [0, 0, 0],
    [3, 4, 75],
    [1, 3, 33],
    [2, 3, 67],
    [15, 20, 75],
    [20, 20, 100],
  ])("%i of %i is %i %", (count, total, percent) => {
    expect(breakdownPercent(count, total)).toBe(percent);
  });

  it.each([
    [1, "1 star"],
    [2, "2 stars"],
    [5, "5 stars"],
  ])("%i reads %s", (stars, label) => {
    expect(starsLabel(stars)).toBe(label);
  });

  it.each([
    ["", "0 / 500"],
    ["Loved the paneer", "16 / 500"],
  ])("the counter of %j is %s", (text, counter) => {
    expect(characterCount(text, 500)).toBe(counter);
  });
});

describe("reviewAuthorName", () => {
  it.each<[string | null, string]>([
    ["Asha Verma", "Asha"],
    ["  Ravi   Kumar ", "Ravi"],
    ["Priya", "Priya"],
    [null, "Former customer"],
    ["", "Former customer"],
    ["   ", "Former customer"],
  ])("%j shows as %s", (name, shown) => {
    expect(reviewAuthorName(name)).toBe(shown);
  });
});

describe("ReviewBodySchema", () => {
  it("takes the two ratings, trims the review and keeps each dish once", () => {
    expect(
      ReviewBodySchema.parse({
        foodRating: 4,
        deliveryRating: 5,
        body: "  Loved the paneer  ",
        dishes: [PANEER, LASSI, PANEER],
      }),
    ).toEqual({ foodRating: 4, deliveryRating: 5, body: "Loved the paneer", dishes: [PANEER, LASSI] });
    expect(ReviewBodySchema.parse({ foodRating: 1, deliveryRating: 1 })).toEqual({
      foodRating: 1,
      deliveryRating: 1,
      body: "",
      dishes: [],
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["food 0", { foodRating: 0, deliveryRating: 3 }, "foodRating", "Food rating must be a whole number from 1 to 5"],
    ["food 6", { foodRating: 6, deliveryRating: 3 }, "foodRating", "Food rating must be a whole number from 1 to 5"],
    [
      "food 4.5",
      { foodRating: 4.5, deliveryRating: 3 },
      "foodRating",
      "Food rating must be a whole number from 1 to 5",
    ],
    ["food missing", { deliveryRating: 3 }, "foodRating", "Food rating must be a whole number from 1 to 5"],
    [
      "delivery -1",
      { foodRating: 3, deliveryRating: -1 },
      "deliveryRating",
      "Delivery rating must be a whole number from 1 to 5",
    ],
    [
      "delivery as text",
      { foodRating: 3, deliveryRating: "5" },
      "deliveryRating",
      "Delivery rating must be a whole number from 1 to 5",
    ],
    [
      "501 characters",
      { foodRating: 3, deliveryRating: 3, body: "a".repeat(501) },
      "body",
      "Your review can be at most 500 characters",
    ],
    [
      "11 dishes",
      { foodRating: 3, deliveryRating: 3, dishes: Array(11).fill(PANEER) },
      "dishes",
      "You can mention at most 10 dishes",
    ],
    ["a dish that is not an id", { foodRating: 3, deliveryRating: 3, dishes: ["paneer"] }, "dishes", "Invalid id"],
  ])("refuses %s, naming %s", (_, body, field, message) => {
    const result = ReviewBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("takes exactly 500 characters", () => {
    expect(ReviewBodySchema.safeParse({ foodRating: 3, deliveryRating: 3, body: "a".repeat(500) }).success).toBe(true);
  });
});

describe("the other bodies", () => {
  it("an edit changes any field, and refuses to change nothing", () => {
    expect(ReviewUpdateBodySchema.parse({ foodRating: 2 })).toEqual({ foodRating: 2 });
    const empty = ReviewUpdateBodySchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.nothingToChange);
    expect(ReviewUpdateBodySchema.safeParse({ deliveryRating: 7 }).error?.issues[0]?.path).toEqual(["deliveryRating"]);
  });

  it.each([
    ["", false],
    ["   ", false],
    ["Thank you, Asha!", true],
    ["a".repeat(500), true],
    ["a".repeat(501), false],
  ])("a reply %j is accepted: %s", (reply, ok) => {
    expect(ReviewReplyBodySchema.safeParse({ reply }).success).toBe(ok);
  });

  it.each([
    [{ hidden: true, reason: "Abusive language" }, true],
    [{ hidden: true, reason: "ab" }, false],
    [{ hidden: true, reason: "abc" }, true],
    [{ hidden: true, reason: "a".repeat(200) }, true],
    [{ hidden: true, reason: "a".repeat(201) }, false],
    [{ hidden: true }, false],
    [{ hidden: false }, true],
  ])("hiding %j is accepted: %s", (body, ok) => {
    const result = ReviewVisibilityBodySchema.safeParse(body);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.path).toEqual(["reason"]);
  });

  it("filters the admins' list by visibility only with a known value", () => {
    expect(AdminReviewsQuerySchema.parse({ visibility: "hidden" })).toEqual({
      page: 1,
      limit: 10,
      visibility: "hidden",
    });
    expect(AdminReviewsQuerySchema.safeParse({ visibility: "deleted" }).error?.issues[0]?.path).toEqual(["visibility"]);
  });
});
