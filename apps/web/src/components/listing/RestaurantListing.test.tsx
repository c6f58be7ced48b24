import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sameEveryDay } from "@zaika/contract/business-hours";
import { getFavourites } from "@zaika/contract/endpoints/favourites";
import { searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import type { Restaurant } from "@zaika/contract/restaurant";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restaurantPage } from "../../test/catalog";
import { mockEndpoint } from "../../test/mock-api";
import { makeRestaurant } from "../../test/restaurants";
import { renderRoutes, signInAs } from "../../test/utils";
import { RestaurantListing } from "./RestaurantListing";

// Tuesday 2026-11-24, 01:00 IST.
const ONE_AM = new Date("2026-11-24T01:00:00+05:30");
const roundTheClock = sameEveryDay([{ open: "00:00", close: "24:00" }]);

const empty = { title: "No restaurants yet", description: "Restaurants will appear here." };
function renderListing(path = "/user") {
  return renderRoutes([{ path: "*", element: <RestaurantListing location={null} empty={empty} /> }], path);
}
function cardOf(name: string): HTMLElement {
  const card = screen.getByRole("link", { name }).closest("article");
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

beforeEach(() => {
  // Only Date: the cards say what a restaurant does at this instant; timers keep running for the mock API.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ONE_AM);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("restaurant cards at 01:00 IST", () => {
  it("say why a restaurant takes no orders: when it opens, when its pause ends, or closed", async () => {
    const restaurants: Array<Restaurant & { hasOffers?: boolean }> = [
      { ...makeRestaurant({ _id: "r1", name: "Highway Dhaba", businessHours: roundTheClock }), hasOffers: true },
      makeRestaurant({
        _id: "r2",
        name: "Paused Pantry",
        businessHours: roundTheClock,
        kitchen: { busyMinutes: 0, paused: true, pausedUntil: "2026-11-23T19:50:00.000Z" },
      }),
      makeRestaurant({
        _id: "r3",
        name: "Poha Point",
        businessHours: sameEveryDay([{ open: "07:00", close: "11:00" }]),
      }),
      makeRestaurant({
        _id: "r4",
        name: "Dinner Club",
        businessHours: sameEveryDay([{ open: "19:00", close: "23:00" }]),
      }),
    ];
    mockEndpoint(searchRestaurants, restaurantPage(restaurants));
    renderListing();

    await screen.findByRole("link", { name: "Highway Dhaba" });
    const open = cardOf("Highway Dhaba");
    expect(open).not.toHaveTextContent(/Closed now|Opens at|Paused/);
    expect(within(open).getByText("Offers")).toBeInTheDocument();
    expect(cardOf("Paused Pantry")).toHaveTextContent("Paused · back at 1:20 AM");
    expect(cardOf("Poha Point")).toHaveTextContent("Opens at 7:00 AM");
    // 19:00 is 18 hours away.
    expect(cardOf("Dinner Club")).toHaveTextContent("Closed now");
    expect(within(cardOf("Dinner Club")).queryByText("Offers")).not.toBeInTheDocument();
    expect(screen.getByText("4 restaurants")).toBeInTheDocument();
  });

  it("carry the favourites heart, pressed for a customer's favourites", async () => {
    signInAs("user");
    const favourite = { ...makeRestaurant({ _id: "r1", name: "Highway Dhaba" }), hasOffers: false };
    mockEndpoint(searchRestaurants, restaurantPage([favourite, makeRestaurant({ _id: "r2", name: "Poha Point" })]));
    mockEndpoint(getFavourites, { data: [favourite] });
    renderListing();

    await screen.findByRole("link", { name: "Highway Dhaba" });
    expect(
      await within(cardOf("Highway Dhaba")).findByRole("button", { name: "Remove Highway Dhaba from favourites" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(within(cardOf("Poha Point")).getByRole("button", { name: "Save Poha Point to favourites" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

describe("the filter bar", () => {
  it("keeps filters and sort in the URL, asks the server for them, and clears them", async () => {
    const user = userEvent.setup();
    const calls = mockEndpoint(searchRestaurants, restaurantPage([makeRestaurant({ businessHours: roundTheClock })]));
    const { router } = renderListing();
    await screen.findByRole("link", { name: "Sarafa Spice House" });
    expect(calls[0]?.searchParams.has("sort")).toBe(false);

    const veg = screen.getByRole("button", { name: "Veg only" });
    expect(veg).toHaveAttribute("aria-pressed", "false");
    await user.click(veg);
    expect(veg).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Cost for two: Under ₹300" }));
    await user.click(screen.getByRole("button", { name: "Cost for two: Over ₹600" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Rating: high to low");

    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      "vegOnly=true&costForTwo=under-300%2Cover-600&sort=rating",
    );
    await waitFor(() =>
      expect(calls.at(-1)?.query).toMatchObject({ vegOnly: "true", costForTwo: "under-300,over-600", sort: "rating" }),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("button", { name: "Veg only" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("starts from the URL, and leaves out sorting by distance without a location", async () => {
    const calls = mockEndpoint(searchRestaurants, restaurantPage([makeRestaurant({ businessHours: roundTheClock })]));
    renderListing("/user?category=Biryani&openNow=true&minRating=4&maxDeliveryMinutes=30&sort=distance");
    await screen.findByRole("link", { name: "Sarafa Spice House" });

    expect(screen.getByRole("button", { name: "Open now" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Rating 4.0+" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Delivery in 30 min" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Offers" })).toHaveAttribute("aria-pressed", "false");
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(sort).toHaveValue("relevance");
    expect(within(sort).queryByRole("option", { name: "Distance" })).not.toBeInTheDocument();
    expect(calls[0]?.query).toMatchObject({ openNow: "true", minRating: "4", maxDeliveryMinutes: "30" });
    expect(calls[0]?.searchParams.has("sort")).toBe(false);
    expect(calls[0]?.searchParams.has("category")).toBe(false);
  });

  it("offers sorting by distance with a location", async () => {
    const calls = mockEndpoint(searchRestaurants, restaurantPage([makeRestaurant({ businessHours: roundTheClock })]));
    renderRoutes(
      [
        {
          path: "*",
          element: <RestaurantListing location={{ lat: 22.72, lon: 75.86, description: "Rajwada" }} empty={empty} />,
        },
      ],
      "/user?sort=distance",
    );
    await screen.findByRole("link", { name: "Sarafa Spice House" });
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("distance");
    expect(calls[0]?.query).toMatchObject({ sort: "distance", latitude: "22.72", longitude: "75.86" });
  });

  it("says when no restaurant matches the filters, and clears them from there", async () => {
    const user = userEvent.setup();
    const calls = mockEndpoint(searchRestaurants, ({ query }) =>
      restaurantPage(query.hasOffers ? [] : [makeRestaurant({ businessHours: roundTheClock })]),
    );
    const { router } = renderListing("/user?hasOffers=true");

    expect(await screen.findByText("No restaurants match these filters")).toBeInTheDocument();
    const emptyState = screen.getByText("No restaurants match these filters").parentElement as HTMLElement;
    await user.click(within(emptyState).getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("link", { name: "Sarafa Spice House" })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.has("hasOffers")).toBe(false);
  });

  it("shows the page's own empty state when no filter is on", async () => {
    mockEndpoint(searchRestaurants, restaurantPage([]));
    renderListing();
    expect(await screen.findByText("No restaurants yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });
});
