import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getRestaurantReviews } from "@zaika/contract/endpoints/reviews";
import type { PublicReview, RestaurantReviews } from "@zaika/contract/reviews";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { RestaurantRatings } from "./RestaurantRatings";

const RESTAURANT = "6f1c2a3b-0000-4000-8000-000000000001";

function makeReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    _id: "rv-1",
    author: "Asha",
    foodRating: 5,
    deliveryRating: 4,
    body: "Best dal makhani in Indore",
    dishes: [],
    reply: null,
    createdAt: "2026-01-15T06:30:00.000Z",
    updatedAt: "2026-01-15T06:30:00.000Z",
    ...overrides,
  };
}

/** Three ratings: a 5 and two 4s, 13 / 3 = 4.3. */
const SUMMARY: RestaurantReviews["summary"] = {
  average: 4.3,
  count: 3,
  breakdown: [
    { stars: 5, count: 1 },
    { stars: 4, count: 2 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
};

function page(data: PublicReview[], pageNumber: number, totalPages: number, total = 3): RestaurantReviews {
  return { data, pagination: { page: pageNumber, limit: 5, total, totalPages }, summary: SUMMARY };
}

function renderBlock() {
  return renderRoutes([{ path: "/", element: <RestaurantRatings restaurantId={RESTAURANT} /> }], "/");
}

describe("RestaurantRatings", () => {
  it("shows the average, the count, the breakdown in bars and words, and the latest reviews", async () => {
    const calls = mockEndpoint(
      getRestaurantReviews,
      page(
        [
          makeReview({
            _id: "rv-2",
            author: "Ravi",
            foodRating: 4,
            deliveryRating: 2,
            body: "Tasty, a bit oily",
            dishes: [{ productId: "p-1", name: "Paneer Tikka" }],
            reply: { text: "Thank you, Ravi! We will go easy on the oil.", repliedAt: "2026-01-16T06:30:00.000Z" },
            updatedAt: "2026-01-16T08:00:00.000Z",
          }),
          makeReview({ _id: "rv-3", author: "Former customer", foodRating: 4, deliveryRating: 5, body: "" }),
          makeReview(),
        ],
        1,
        1,
      ),
    );
    renderBlock();
    expect(screen.getByRole("status")).toHaveTextContent("Loading ratings and reviews");

    const section = await screen.findByRole("region", { name: "Ratings and reviews" });
    expect(await within(section).findByText("4.3")).toBeInTheDocument();
    expect(within(section).getByRole("img", { name: "Rated 4.3 out of 5" })).toBeInTheDocument();
    expect(within(section).getByText("3 ratings")).toBeInTheDocument();
    expect(calls[0]?.params.id).toBe(RESTAURANT);
    expect(calls[0]?.query).toEqual({ page: "1", limit: "5" });

    // 5 to 1, each bar said in words: 1 of 3 is 33 %, 2 of 3 is 67 %.
    const bars = within(within(section).getByRole("list", { name: "Ratings by stars" })).getAllByRole("listitem");
    expect(bars.map((bar) => bar.querySelector(".sr-only")?.textContent)).toEqual([
      "5 stars: 1 rating, 33%",
      "4 stars: 2 ratings, 67%",
      "3 stars: 0 ratings, 0%",
      "2 stars: 0 ratings, 0%",
      "1 star: 0 ratings, 0%",
    ]);

    // Newest first, each under its author's name.
    const authors = within(section)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.textContent);
    expect(authors).toEqual(["Ravi", "Former customer", "Asha"]);
    const ravi = screen.getByRole("heading", { name: "Ravi" }).closest("article") as HTMLElement;
    expect(within(ravi).getByRole("img", { name: "Food rated 4 out of 5" })).toBeInTheDocument();
    expect(within(ravi).getByRole("img", { name: "Delivery rated 2 out of 5" })).toBeInTheDocument();
    expect(within(ravi).getByText("Tasty, a bit oily")).toBeInTheDocument();
    expect(within(ravi).getByText(/edited/)).toBeInTheDocument();
    expect(
      within(within(ravi).getByRole("list", { name: "Dishes mentioned" })).getByText("Paneer Tikka"),
    ).toBeVisible();
    expect(within(ravi).getByText("Reply from the restaurant")).toBeInTheDocument();
    expect(within(ravi).getByText("Thank you, Ravi! We will go easy on the oil.")).toBeInTheDocument();
    expect(within(ravi).getByText("15 Jan 2026")).toHaveAttribute("dateTime", "2026-01-15T06:30:00.000Z");
    // A deleted account's review: its ratings only.
    const former = screen.getByRole("heading", { name: "Former customer" }).closest("article") as HTMLElement;
    expect(within(former).getByRole("img", { name: "Food rated 4 out of 5" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();
  });

  it("reads the next page with Show more, and stops offering it after the last", async () => {
    const calls = mockEndpoint(getRestaurantReviews, ({ query }) =>
      query.page === "2"
        ? page([makeReview({ _id: "rv-old", author: "Meera", body: "Old favourite" })], 2, 2, 6)
        : page(
            ["rv-a", "rv-b", "rv-c", "rv-d", "rv-e"].map((id, i) => makeReview({ _id: id, author: `Guest ${i + 1}` })),
            1,
            2,
            6,
          ),
    );
    renderBlock();
    expect(await screen.findByRole("heading", { name: "Guest 5" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
    expect(await screen.findByRole("heading", { name: "Meera" })).toBeInTheDocument();
    expect(calls.map((call) => call.query.page)).toEqual(["1", "2"]);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();
  });

  it("says there are no reviews yet", async () => {
    mockEndpoint(getRestaurantReviews, {
      data: [],
      pagination: { page: 1, limit: 5, total: 0, totalPages: 0 },
      summary: { average: 0, count: 0, breakdown: SUMMARY.breakdown.map((b) => ({ ...b, count: 0 })) },
    });
    renderBlock();
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Ratings by stars" })).not.toBeInTheDocument();
  });

  it("says so when the reviews cannot be read, and reads them again on Try again", async () => {
    // A 4xx is not retried by the query client, so the block shows it at once.
    mockEndpointError(
      getRestaurantReviews,
      404,
      { code: "NOT_FOUND", message: "Restaurant not found" },
      { once: true },
    );
    renderBlock();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the reviews");
    expect(alert).toHaveTextContent("Restaurant not found");
    mockEndpoint(getRestaurantReviews, page([makeReview()], 1, 1, 1));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Asha" })).toBeInTheDocument());
  });
});
