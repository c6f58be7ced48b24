/**
 * A restaurant's reviews (issue 14): its rating worked out from the food ratings of its visible reviews on every
 * change (create, edit, hide, show again), reaching the menu, the nearby listing and the search; the public list with
 * its breakdown, newest first; a deleted account's review as "Former customer"; the owner's one reply; the admins'
 * list and hiding; and who may call what.
 */
import { REVIEW_MESSAGES } from "@zaika/contract/reviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../../src/db/schema/restaurants";
import { reviews } from "../../../src/db/schema/reviews";
import { INDORE } from "../../helpers/orders";
import { as, orderOf, type ReviewWorld, reviewed, reviewUrl, reviewWorld, storedRating } from "./review-fixtures";

let w: ReviewWorld;
/** Reviews of the shop, oldest first: food 5 by the customer, 4 by the customer, 4 by the second customer. */
let ids: { five: string; four: string; othersFour: string };
let orders: { five: string; four: string; othersFour: string };
/** A review of the second restaurant, which the shop's owner must not see. */
let elsewhere: string;

const MINUTE = 60_000;

beforeAll(async () => {
  w = await reviewWorld();
  await w.t.database.db
    .update(restaurants)
    .set({ lat: INDORE.lat + 0.01, lng: INDORE.lng })
    .where(eq(restaurants.id, w.otherRestaurantId));
});
afterAll(() => w?.t.close());

const publicUrl = (query = "") => `/api/restaurants/${w.shop.restaurantId}/reviews${query}`;
const publicList = async (query = "") => {
  const res = await as(w, null, "GET", publicUrl(query));
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** The rating as the menu, the nearby listing and the search show it (each from its own cache). */
async function shownRatings() {
  const menu = await as(w, null, "GET", `/api/restaurants/${w.shop.restaurantId}/menu`);
  const listing = await as(w, null, "GET", `/api/admin/restaurant/all?latitude=${INDORE.lat}&longitude=${INDORE.lng}`);
  const search = await as(w, null, "GET", "/api/search?q=paneer");
  const find = (list: Array<{ _id: string; rating: unknown }>) =>
    list.find((r) => r._id === w.shop.restaurantId)?.rating;
  return {
    menu: menu.json().restaurant.rating,
    listing: find(listing.json().data),
    search: find(search.json().restaurants),
  };
}
const everywhere = (average: number, count: number) => ({
  menu: { average, count },
  listing: { average, count },
  search: { average, count },
});

describe("the restaurant's rating", () => {
  it("starts with none, everywhere it shows", async () => {
    expect(await storedRating(w)).toEqual({ average: 0, count: 0 });
    // Read once, so each cache holds the restaurant before the reviews change it.
    expect(await shownRatings()).toEqual(everywhere(0, 0));
  });

  it("is the mean of the food ratings, one decimal, on the restaurant and in every cache at once", async () => {
    orders = { five: await orderOf(w), four: await orderOf(w), othersFour: await orderOf(w, { userId: w.ids.other }) };
    const five = await reviewed(w, orders.five, {
      foodRating: 5,
      deliveryRating: 2,
      body: "Best dal makhani in Indore",
      dishes: [w.shop.dishes.paneer],
    });
    w.t.clock.advance(MINUTE);
    const four = await reviewed(w, orders.four, { foodRating: 4, deliveryRating: 5 });
    w.t.clock.advance(MINUTE);
    const othersFour = await reviewed(
      w,
      orders.othersFour,
      { foodRating: 4, deliveryRating: 1, body: "Late" },
      "other",
    );
    ids = { five, four, othersFour };
    w.t.clock.advance(MINUTE);
    const elsewhereOrder = await orderOf(w, { restaurantId: w.otherRestaurantId });
    elsewhere = await reviewed(w, elsewhereOrder, { foodRating: 1, deliveryRating: 1 });

    // 5 + 4 + 4 = 13, 13 / 3 = 4.333… → 4.3; the delivery ratings do not count.
    expect(await storedRating(w)).toEqual({ average: 4.3, count: 3 });
    expect(await shownRatings()).toEqual(everywhere(4.3, 3));
    expect(await storedRating(w, w.otherRestaurantId)).toEqual({ average: 1, count: 1 });
  });

  it("lists the visible reviews newest first, with the breakdown per star", async () => {
    const page = await publicList();
    expect(page.summary).toEqual({
      average: 4.3,
      count: 3,
      breakdown: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(page.data.map((r: { _id: string }) => r._id)).toEqual([ids.othersFour, ids.four, ids.five]);
    expect(page.data[0]).toEqual({
      _id: ids.othersFour,
      author: "Ravi",
      foodRating: 4,
      deliveryRating: 1,
      body: "Late",
      dishes: [],
      reply: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(page.data[2].dishes).toEqual([{ productId: w.shop.dishes.paneer, name: "Paneer Tikka" }]);
    // Nothing private reaches the public.
    expect(page.data[0]).not.toHaveProperty("orderId");
    expect(page.data[0]).not.toHaveProperty("hidden");
    expect(page.pagination).toEqual({ page: 1, limit: 5, total: 3, totalPages: 1 });
    const second = await publicList("?limit=2&page=2");
    expect(second.data.map((r: { _id: string }) => r._id)).toEqual([ids.five]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it("leaves a hidden review out of the list and the rating, and takes it back when shown again", async () => {
    const hide = await as(w, "admin", "PATCH", `/api/admin/reviews/${ids.five}/visibility`, {
      hidden: true,
      reason: "Names a staff member",
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().message).toBe(REVIEW_MESSAGES.hidden);
    expect(hide.json().data.hidden).toEqual({ at: w.t.clock.now().toISOString(), reason: "Names a staff member" });
    // 4 + 4 = 8, 8 / 2 = 4.0.
    expect(await storedRating(w)).toEqual({ average: 4, count: 2 });
    expect(await shownRatings()).toEqual(everywhere(4, 2));
    const page = await publicList();
    expect(page.data.map((r: { _id: string }) => r._id)).toEqual([ids.othersFour, ids.four]);
    expect(page.summary.breakdown[0]).toEqual({ stars: 5, count: 0 });
    // Its customer still sees it, marked hidden.
    const own = await as(w, "customer", "GET", reviewUrl(orders.five));
    expect(own.json().data.isHidden).toBe(true);

    const show = await as(w, "admin", "PATCH", `/api/admin/reviews/${ids.five}/visibility`, { hidden: false });
    expect(show.statusCode).toBe(200);
    expect(show.json().message).toBe(REVIEW_MESSAGES.shown);
    expect(show.json().data.hidden).toBeNull();
    expect(await storedRating(w)).toEqual({ average: 4.3, count: 3 });
    expect(await shownRatings()).toEqual(everywhere(4.3, 3));
  });

  it("follows an edit of a food rating, and not one of a delivery rating", async () => {
    const edit = await as(w, "customer", "PATCH", reviewUrl(orders.four), { foodRating: 1 });
    expect(edit.statusCode).toBe(200);
    // 5 + 1 + 4 = 10, 10 / 3 = 3.333… → 3.3.
    expect(await storedRating(w)).toEqual({ average: 3.3, count: 3 });
    expect(await shownRatings()).toEqual(everywhere(3.3, 3));
    await as(w, "customer", "PATCH", reviewUrl(orders.four), { deliveryRating: 1 });
    expect(await storedRating(w)).toEqual({ average: 3.3, count: 3 });
  });

  it("shows a deleted account's review as Former customer, ratings only, and keeps counting it", async () => {
    // What deleting the account leaves of the review.
    await w.t.database.db.update(reviews).set({ userId: null, body: "" }).where(eq(reviews.id, ids.othersFour));
    const page = await publicList();
    expect(page.data[0]).toMatchObject({
      _id: ids.othersFour,
      author: "Former customer",
      foodRating: 4,
      deliveryRating: 1,
      body: "",
      dishes: [],
    });
    expect(page.summary.count).toBe(3);
  });

  it("answers 404 for an unknown or inactive restaurant", async () => {
    const unknown = await as(w, null, "GET", "/api/restaurants/00000000-0000-4000-8000-000000000000/reviews");
    expect(unknown.statusCode).toBe(404);
    await w.t.database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, w.otherRestaurantId));
    const inactive = await as(w, null, "GET", `/api/restaurants/${w.otherRestaurantId}/reviews`);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe("Restaurant not found");
    await w.t.database.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, w.otherRestaurantId));
  });
});

describe("the owner's reply", () => {
  const replyUrl = (id: string) => `/api/restaurant/reviews/${id}/reply`;

  it("lists the owner's own restaurant's reviews only, and those waiting for a reply", async () => {
    const all = await as(w, "owner", "GET", "/api/restaurant/reviews");
    expect(all.statusCode).toBe(200);
    const listed = all.json().data as Array<{ _id: string; orderNumber: string; restaurant: { _id: string } }>;
    expect(listed.map((r) => r._id)).toEqual([ids.othersFour, ids.four, ids.five]);
    expect(listed.every((r) => r.restaurant._id === w.shop.restaurantId)).toBe(true);
    expect(listed[0]?.orderNumber).toMatch(/^ZK-/);
    expect(all.json().pagination.total).toBe(3);
  });

  it("posts one public reply, and refuses a second with 409", async () => {
    const first = await as(w, "owner", "POST", replyUrl(ids.five), { reply: "  Thank you, do visit again!  " });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(REVIEW_MESSAGES.replied);
    expect(first.json().data.reply).toEqual({
      text: "Thank you, do visit again!",
      repliedAt: w.t.clock.now().toISOString(),
    });
    const page = await publicList();
    expect(page.data.find((r: { _id: string }) => r._id === ids.five).reply.text).toBe("Thank you, do visit again!");

    const second = await as(w, "owner", "POST", replyUrl(ids.five), { reply: "One more thing" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("The restaurant has already replied to this review");
    const [row] = await w.t.database.db.select().from(reviews).where(eq(reviews.id, ids.five));
    expect(row?.reply).toBe("Thank you, do visit again!");

    const waiting = await as(w, "owner", "GET", "/api/restaurant/reviews?replied=unanswered");
    expect(waiting.json().data.map((r: { _id: string }) => r._id)).toEqual([ids.othersFour, ids.four]);
    const answered = await as(w, "owner", "GET", "/api/restaurant/reviews?replied=answered");
    expect(answered.json().data.map((r: { _id: string }) => r._id)).toEqual([ids.five]);
  });

  it("refuses another restaurant's owner (403), an unknown review (404) and an empty reply (400)", async () => {
    const foreign = await as(w, "otherOwner", "POST", replyUrl(ids.four), { reply: "Sorry!" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(REVIEW_MESSAGES.notYourRestaurant);
    const unknown = await as(w, "owner", "POST", replyUrl("00000000-0000-4000-8000-000000000000"), { reply: "Hi" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Review not found");
    const empty = await as(w, "owner", "POST", replyUrl(ids.four), { reply: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toEqual({ field: "reply", message: "Please write a reply" });
    const mine = await as(w, "otherOwner", "GET", "/api/restaurant/reviews");
    expect(mine.json().data.map((r: { _id: string }) => r._id)).toEqual([elsewhere]);
  });
});

describe("the admins' list", () => {
  it("lists every review, the hidden or the visible ones, of one restaurant or all", async () => {
    await as(w, "admin", "PATCH", `/api/admin/reviews/${ids.four}/visibility`, { hidden: true, reason: "Spam" });
    const ofIds = async (query: string) => {
      const res = await as(w, "admin", "GET", `/api/admin/reviews${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data.map((r: { _id: string }) => r._id);
    };
    expect(await ofIds("")).toEqual([elsewhere, ids.othersFour, ids.four, ids.five]);
    expect(await ofIds("?visibility=hidden")).toEqual([ids.four]);
    expect(await ofIds("?visibility=visible")).toEqual([elsewhere, ids.othersFour, ids.five]);
    expect(await ofIds(`?restaurantId=${w.otherRestaurantId}`)).toEqual([elsewhere]);
    const hidden = await as(w, "admin", "GET", "/api/admin/reviews?visibility=hidden");
    expect(hidden.json().data[0].hidden.reason).toBe("Spam");
    // 5 + 4 = 9, 9 / 2 = 4.5.
    expect(await storedRating(w)).toEqual({ average: 4.5, count: 2 });
  });

  it("refuses to hide without a reason (400 naming reason) or an unknown review (404)", async () => {
    const short = await as(w, "admin", "PATCH", `/api/admin/reviews/${ids.five}/visibility`, {
      hidden: true,
      reason: "x",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe("reason");
    const missing = await as(w, "admin", "PATCH", `/api/admin/reviews/${ids.five}/visibility`, { hidden: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe("reason");
    const unknown = await as(
      w,
      "admin",
      "PATCH",
      "/api/admin/reviews/00000000-0000-4000-8000-000000000000/visibility",
      {
        hidden: false,
      },
    );
    expect(unknown.statusCode).toBe(404);
    const filter = await as(w, "admin", "GET", "/api/admin/reviews?visibility=gone");
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details[0].field).toBe("visibility");
  });
});

describe("who may call what", () => {
  const ANY = "00000000-0000-4000-8000-000000000000";
  const cases = [
    ["GET", `/api/order/${ANY}/review`, "customer", undefined],
    ["POST", `/api/order/${ANY}/review`, "customer", { foodRating: 5, deliveryRating: 5 }],
    ["PATCH", `/api/order/${ANY}/review`, "customer", { foodRating: 5 }],
    ["GET", "/api/restaurant/reviews", "owner", undefined],
    ["POST", `/api/restaurant/reviews/${ANY}/reply`, "owner", { reply: "Thanks" }],
    ["GET", "/api/admin/reviews", "admin", undefined],
    ["PATCH", `/api/admin/reviews/${ANY}/visibility`, "admin", { hidden: false }],
  ] as const;
  const everyone = ["customer", "owner", "admin", "rider"] as const;

  it.each(cases)(
    "%s %s: 401 without a token, 403 for every role but the one it is for",
    async (method, url, who, body) => {
      expect((await as(w, null, method, url, body)).statusCode).toBe(401);
      for (const other of everyone.filter((role) => role !== who)) {
        const res = await as(w, other, method, url, body);
        expect(res.statusCode, `${other}`).toBe(403);
      }
      // The role it is for gets past the access check (to a 404 for the unknown id, or the list).
      expect([200, 404]).toContain((await as(w, who, method, url, body)).statusCode);
    },
  );

  it("lets anyone read a restaurant's reviews", async () => {
    for (const who of [null, ...everyone] as const) {
      expect((await as(w, who, "GET", publicUrl())).statusCode).toBe(200);
    }
  });
});
