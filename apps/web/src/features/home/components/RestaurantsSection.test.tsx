import { screen, within } from "@testing-library/react";
import type { Restaurant } from "@zaika/contract/restaurant";
import { describe, expect, it, vi } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { makeRestaurant } from "../../../test/restaurants";
import { jsonResponse, renderRoutes } from "../../../test/utils";
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

const page = (data: unknown[]) => ({ data, pagination: { page: 1, limit: 10, total: data.length, totalPages: 1 } });

describe("RestaurantsSection", () => {
  it("lists restaurants near the stored location: 5000 m radius, distance, rating, time, veg badge", async () => {
    writeStoredLocation({ lat: 22.72, lon: 75.86, description: "Rajwada, Indore" });
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(page([restaurant()])));
    vi.stubGlobal("fetch", fetchMock);
    renderRoutes([{ path: "*", element: <RestaurantsSection /> }], "/user");

    expect(screen.getByRole("heading", { name: "Popular restaurants near you" })).toBeInTheDocument();
    const card = (await screen.findByRole("link", { name: "Sarafa Chaat House" })).closest("article");
    if (!card) throw new Error("no card");
    expect(screen.getByRole("link", { name: "Sarafa Chaat House" })).toHaveAttribute("href", "/user/restaurant/r1");
    expect(within(card).getByText("1.2 km")).toBeInTheDocument();
    expect(within(card).getByText("30 mins")).toBeInTheDocument();
    expect(within(card).getByText("Pure Veg")).toBeInTheDocument();
    expect(card).toHaveTextContent("Rated 4.4 out of 5 from 120 ratings");

    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/api/admin/restaurant/all");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      page: "1",
      limit: "10",
      latitude: "22.72",
      longitude: "75.86",
      mxRadius: "5000",
    });
  });

  it("asks for a location when none is stored and marks closed restaurants", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse(page([restaurant({ isOpenNow: false, distance: null })])),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderRoutes([{ path: "*", element: <RestaurantsSection /> }], "/user");

    expect(screen.getByRole("heading", { name: "Restaurants" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set location" })).toBeInTheDocument();
    const card = (await screen.findByRole("link", { name: "Sarafa Chaat House" })).closest("article");
    expect(card).toHaveTextContent("Closed now");
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.searchParams.has("latitude")).toBe(false);
    expect(url.searchParams.has("mxRadius")).toBe(false);
  });

  it("says so when no restaurant is near", async () => {
    writeStoredLocation({ lat: 22.72, lon: 75.86, description: "Rajwada, Indore" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(page([]))),
    );
    renderRoutes([{ path: "*", element: <RestaurantsSection /> }], "/user");

    expect(await screen.findByText("No restaurants deliver here yet")).toBeInTheDocument();
  });
});
