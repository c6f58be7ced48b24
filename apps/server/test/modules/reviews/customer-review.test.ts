/**
 * The customer's review of an order (issue 14): only the customer of a delivered order may write it (403 otherwise),
 * once (409), with ratings 1–5 (400 naming the field) and dishes of that order; they read it back and edit it for 7
 * days on the test clock (422 after).
 */
import { REVIEW_MESSAGES } from "@zaika/contract/reviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../../src/db/schema/reviews";
import { as, orderOf, postReview, type ReviewWorld, reviewed, reviewUrl, reviewWorld } from "./review-fixtures";

let w: ReviewWorld;
beforeAll(async () => {
  w = await reviewWorld();
});
afterAll(() => w?.t.close());

const DAY = 24 * 60 * 60 * 1000;
const rowsOf = (orderId: string) => w.t.database.db.select().from(reviews).where(eq(reviews.orderId, orderId));

describe("who may review an order", () => {
  it("lets the customer of a delivered order rate it, with a review and dishes of the order", async () => {
    const orderId = await orderOf(w);
    const res = await postReview(w, orderId, {
      foodRating: 4,
      deliveryRating: 5,
      body: "  Paneer was smoky and soft, lassi a bit sweet.  ",
      dishes: [w.shop.dishes.paneer, w.shop.dishes.lassi, w.shop.dishes.paneer],
    });
    expect(res.statusCode).toBe(201);
    const { success, message, data } = res.json();
    expect({ success, message }).toEqual({ success: true, message: REVIEW_MESSAGES.created });
    expect(data).toMatchObject({
      orderId,
      author: "Demo",
      foodRating: 4,
      deliveryRating: 5,
      body: "Paneer was smoky and soft, lassi a bit sweet.",
      // Named as the order has them, each once.
      dishes: [
        { productId: w.shop.dishes.paneer, name: "Paneer Tikka" },
        { productId: w.shop.dishes.lassi, name: "Sweet Lassi" },
      ],
      reply: null,
      isHidden: false,
      createdAt: w.t.clock.now().toISOString(),
    });
    // Editable until the same instant 7 days later.
    expect(Date.parse(data.editableUntil) - Date.parse(data.createdAt)).toBe(7 * DAY);
    const got = await as(w, "customer", "GET", reviewUrl(orderId));
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(data);
  });

  it("takes ratings alone (no words, no dishes)", async () => {
    const orderId = await orderOf(w);
    const res = await postReview(w, orderId, { foodRating: 1, deliveryRating: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ foodRating: 1, deliveryRating: 2, body: "", dishes: [] });
  });

  it("answers null for an order not reviewed yet", async () => {
    const orderId = await orderOf(w);
    const res = await as(w, "customer", "GET", reviewUrl(orderId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it("refuses another customer with 403, and shows them nothing of the order's review", async () => {
    const orderId = await orderOf(w);
    const res = await postReview(w, orderId, { foodRating: 5, deliveryRating: 5 }, "other");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the customer of a delivered order can review it");
    expect(await rowsOf(orderId)).toHaveLength(0);
    await reviewed(w, orderId, { foodRating: 3, deliveryRating: 3 });
    const read = await as(w, "other", "GET", reviewUrl(orderId));
    expect(read.statusCode).toBe(403);
    const edit = await as(w, "other", "PATCH", reviewUrl(orderId), { foodRating: 1 });
    expect(edit.statusCode).toBe(403);
    expect((await rowsOf(orderId))[0]?.foodRating).toBe(3);
  });

  it.each([
    "PENDING",
    "ACCEPTED",
    "PREPARING",
    "READY_FOR_PICKUP",
    "OUT_FOR_DELIVERY",
    "CANCELLED",
    "REJECTED",
  ] as const)("refuses the customer's own %s order with 403", async (status) => {
    const orderId = await orderOf(w, { status });
    const res = await postReview(w, orderId, { foodRating: 5, deliveryRating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REVIEW_MESSAGES.notDelivered);
    expect(await rowsOf(orderId)).toHaveLength(0);
  });

  it("refuses a second review of the same order with 409, and keeps the first", async () => {
    const orderId = await orderOf(w);
    await reviewed(w, orderId, { foodRating: 4, deliveryRating: 4, body: "Good" });
    const again = await postReview(w, orderId, { foodRating: 1, deliveryRating: 1, body: "Changed my mind" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reviewed this order");
    const rows = await rowsOf(orderId);
    expect(rows.map((r) => [r.foodRating, r.body])).toEqual([[4, "Good"]]);
  });

  it("keeps one review when the same review is sent twice at once (one 201, one 409)", async () => {
    const orderId = await orderOf(w);
    const results = await Promise.all([
      postReview(w, orderId, { foodRating: 5, deliveryRating: 5 }),
      postReview(w, orderId, { foodRating: 5, deliveryRating: 5 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(orderId)).toHaveLength(1);
  });

  it("answers 404 for an order that does not exist, and 400 for an id that is not one", async () => {
    const unknown = await postReview(w, "00000000-0000-4000-8000-000000000000", { foodRating: 5, deliveryRating: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Order not found");
    const malformed = await postReview(w, "not-an-id", { foodRating: 5, deliveryRating: 5 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe("id");
  });
});

describe("what a review may say", () => {
  it.each([
    ["food 0", { foodRating: 0, deliveryRating: 4 }, "foodRating", "Food rating must be a whole number from 1 to 5"],
    ["food 6", { foodRating: 6, deliveryRating: 4 }, "foodRating", "Food rating must be a whole number from 1 to 5"],
    [
      "food 3.5",
      { foodRating: 3.5, deliveryRating: 4 },
      "foodRating",
      "Food rating must be a whole number from 1 to 5",
    ],
    ["no food rating", { deliveryRating: 4 }, "foodRating", "Food rating must be a whole number from 1 to 5"],
    [
      "delivery 0",
      { foodRating: 4, deliveryRating: 0 },
      "deliveryRating",
      "Delivery rating must be a whole number from 1 to 5",
    ],
    [
      "delivery 9",
      { foodRating: 4, deliveryRating: 9 },
      "deliveryRating",
      "Delivery rating must be a whole number from 1 to 5",
    ],
    [
      "501 characters",
      { foodRating: 4, deliveryRating: 4, body: "a".repeat(501) },
      "body",
      "Your review can be at most 500 characters",
    ],
  ])("refuses %s with 400 naming %s", async (_, body, field, message) => {
    const orderId = await orderOf(w);
    const res = await postReview(w, orderId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field, message });
    // The message names the field too (a field called "body" is the request body's own name, so it goes unsaid).
    expect([`${field}: ${message}`, message]).toContain(res.json().message);
    expect(await rowsOf(orderId)).toHaveLength(0);
  });

  it("refuses a dish that is not in the order with 400 naming dishes", async () => {
    const orderId = await orderOf(w);
    const res = await postReview(w, orderId, {
      foodRating: 4,
      deliveryRating: 4,
      dishes: [w.shop.dishes.paneer, w.shop.dishes.thali],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: "dishes", message: "You can only mention dishes from this order" }]);
    expect(await rowsOf(orderId)).toHaveLength(0);
  });
});

describe("editing a review", () => {
  it("changes what is sent, within 7 days, and refuses with 422 from the 7th day on", async () => {
    const orderId = await orderOf(w);
    await reviewed(w, orderId, { foodRating: 2, deliveryRating: 3, body: "Cold food", dishes: [w.shop.dishes.lassi] });
    const written = w.t.clock.now();

    // 6 days 23 hours 59 minutes later: still editable.
    w.t.clock.advance(7 * DAY - 60_000);
    const edit = await as(w, "customer", "PATCH", reviewUrl(orderId), { foodRating: 4, body: "Better on reheating" });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().message).toBe(REVIEW_MESSAGES.updated);
    expect(edit.json().data).toMatchObject({
      foodRating: 4,
      deliveryRating: 3,
      body: "Better on reheating",
      dishes: [{ productId: w.shop.dishes.lassi, name: "Sweet Lassi" }],
      createdAt: written.toISOString(),
      updatedAt: w.t.clock.now().toISOString(),
    });

    // Exactly 7 days after it was written: closed.
    w.t.clock.advance(60_000);
    const late = await as(w, "customer", "PATCH", reviewUrl(orderId), { foodRating: 1 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe("Reviews can be edited for 7 days");
    expect((await rowsOf(orderId))[0]?.foodRating).toBe(4);
  });

  it("refuses to edit a review that does not exist (404), with nothing to change (400) or a bad rating (400)", async () => {
    const orderId = await orderOf(w);
    const missing = await as(w, "customer", "PATCH", reviewUrl(orderId), { foodRating: 4 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Review not found");
    await reviewed(w, orderId, { foodRating: 3, deliveryRating: 3 });
    const empty = await as(w, "customer", "PATCH", reviewUrl(orderId), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(REVIEW_MESSAGES.nothingToChange);
    const bad = await as(w, "customer", "PATCH", reviewUrl(orderId), { deliveryRating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("deliveryRating");
    const dish = await as(w, "customer", "PATCH", reviewUrl(orderId), { dishes: [w.shop.dishes.thali] });
    expect(dish.statusCode).toBe(400);
    expect(dish.json().details[0].field).toBe("dishes");
  });
});
