import { screen, within } from "@testing-library/react";
import type { BusinessHours } from "@zaika/contract/business-hours";
import { searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import type { Restaurant } from "@zaika/contract/restaurant";
import { describe, expect, it } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { restaurantPage } from "../../../test/catalog";
import { mockEndpoint } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes } from "../../../test/utils";
import { RestaurantsSection } from "./RestaurantsSection";

function restaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  const base = makeRestaurant();
  return makeRestaurant({
    _id: "r1",
    name: "Sarafa Chaat House",
    cuisine: ["Street Food", "North Indian"],
    rating: { average: 4.36, count: 120 },
    priceRange: "₹₹",
    foodType: "veg",
    isOpenNow: true,
    distance: 1234,
    images: { cover: "/uploads/r1.webp", logo: null, gallery: [] },
    deliverySettings: { ...base.deliverySettings, estimatedDeliveryTime: 30, freeDeliveryThreshold: 299 },
    ...overrides,
  });
}

describe("RestaurantsSection", () => {
  it("lists restaurants near the stored location: 5000 m radius, distance, rating, time, veg badge", async () => {
    writeStoredLocation({ lat: 22.72, lon: 75.86, description: "Rajwada, Indore" });
    const calls = mockEndpoint(searchRestaurants, restaurantPage([restaurant()]));
    renderRoutes([{ path: "*", element: <RestaurantsSection /> }], "/user");

    expect(screen.getByRole("heading", { name: "Popular restaurants near you" })).toBeInTheDocument();
    const card = (await screen.findByRole("link", { name: "Sarafa Chaat House" })).closest("article");
    if (!card) throw new Error("no card");
    expect(screen.getByRole("link", { name: "Sarafa Chaat House" })).toHaveAttribute("href", "/user/restaurant/r1");
    expect(within(card).getByText("1.2 km")).toBeInTheDocument();
    expect(card).toHaveTextContent("Delivery in 30–35 min");
    expect(within(card).getByText("Pure Veg")).toBeInTheDocument();
    expect(card).toHaveTextContent("Rated 4.4 out of 5 from 120 ratings");

    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toMatchObject({
      page: "1",
      limit: "10",
      latitude: "22.72",
      longitude: "75.86",
      mxRadius: "5000",
    });
  });

  it("asks for a location when none is stored and marks closed restaurants", async () => {
    // Closed every day: "Closed now" whatever the time the test runs at.
    const shut = { isClosed: true, slots: [] };
    const closed: BusinessHours = {
      monday: shut,
      tuesday: shut,
      wednesday: shut,
      thursday: shut,
      friday: shut,
      saturday: shut,
      sunday: shut,
    };
    const calls = mockEndpoint(
      searchRestaurants,
      restaurantPage([restaurant({ isOpenNow: false, businessHours: closed, distance: null })]),
    );
    renderRoutes([{ path: "*", element: <RestaurantsSection /> }], "/user");

    expect(screen.getByRole("heading", { name: "Restaurants" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set location" })).toBeInTheDocument();
    const card = (await screen.findByRole("link", { name: "Sarafa Chaat House" })).closest("article");
    expect(card).toHaveTextContent("Closed now");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.has("latitude")).toBe(false);
    expect(calls[0]?.searchParams.has("mxRadius")).toBe(false);
  });

  it("says so when no restaurant is near", async () => {
    writeStoredLocation({ lat: 22.72, lon: 75.86, description: "Rajwada, Indore" });
    mockEndpoint(searchRestaurants, restaurantPage([]));
    renderRoutes([{ path: "*", element: <RestaurantsSection /> }], "/user");

    expect(await screen.findByText("No restaurants deliver here yet")).toBeInTheDocument();
  });
});
