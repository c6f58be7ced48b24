import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { listNearbyDishes } from "@zaika/contract/endpoints/products";
import { searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import type { Restaurant } from "@zaika/contract/restaurant";
import { describe, expect, it } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { restaurantPage } from "../../../test/catalog";
import { mockEndpoint } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { clippingClasses } from "../../../test/text-clipping";
import { renderRoutes } from "../../../test/utils";
import { makeProduct } from "../test/catalog-test-data";
import { CategoryPage } from "./CategoryPage";

type NearbyDish = ResponseOf<typeof listNearbyDishes>["data"][number];

const apnaSweets = makeRestaurant({ name: "Apna Sweets" });

function mockApi(dishes: NearbyDish[] = [], restaurants: Restaurant[] = [apnaSweets]) {
  const restaurantCalls = mockEndpoint(searchRestaurants, restaurantPage(restaurants));
  const dishCalls = mockEndpoint(listNearbyDishes, {
    data: dishes,
    pagination: { page: 1, limit: 12, total: dishes.length, totalPages: 1 },
  });
  return { restaurantCalls, dishCalls };
}

function renderPage() {
  return renderRoutes(
    [{ path: "/user/category/:id", element: <CategoryPage /> }],
    "/user/category/cat-pizza?category=Pizza",
  );
}

describe("CategoryPage", () => {
  it("is headed by the category's name and lists its restaurants and dishes near the stored location", async () => {
    writeStoredLocation({ lat: 22.72, lon: 75.86, description: "Rajwada, Indore" });
    const { restaurantCalls, dishCalls } = mockApi([
      { product: makeProduct(), restaurant: { _id: "r9", name: "Pizza Point", distance: 2500, isOpenNow: false } },
    ]);
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Pizza" })).toBeInTheDocument();
    expect(document.title).toBe("Pizza | Zaika");
    expect(await screen.findByRole("link", { name: "Apna Sweets" })).toBeInTheDocument();
    const dish = await screen.findByRole("link", { name: "Paneer Pizza" });
    expect(dish).toHaveAttribute("href", `/user/restaurant/r9?dish=${makeProduct()._id}`);
    expect(screen.getByText("Pizza Point · 2.5 km")).toBeInTheDocument();
    expect(screen.getByText("Closed now")).toBeInTheDocument();

    expect(restaurantCalls[0]?.query).toMatchObject({
      categoryId: "cat-pizza",
      latitude: "22.72",
      longitude: "75.86",
      mxRadius: "5000",
    });
    expect(dishCalls[0]?.query.categoryId).toBe("cat-pizza");
    expect(dishCalls[0]?.query.mxRadius).toBe("5000");
  });

  it("shows long dish and restaurant names whole, wrapping instead of cutting them short (issue 16)", async () => {
    const dishName = "Tandoori Paneer Tikka Pizza with Extra Cheese Burst Crust";
    const restaurantName = "Shree Annapurna Pure Vegetarian Family Restaurant";
    mockApi(
      [
        {
          product: makeProduct({ name: dishName }),
          restaurant: { _id: "r9", name: restaurantName, distance: 2500, isOpenNow: true },
        },
      ],
      [makeRestaurant({ name: restaurantName })],
    );
    renderPage();

    const dish = await screen.findByRole("link", { name: dishName });
    expect(clippingClasses(dish)).toEqual([]);
    const from = screen.getByText(`${restaurantName} · 2.5 km`);
    expect(clippingClasses(from)).toEqual([]);
    const card = await screen.findByRole("link", { name: restaurantName });
    expect(clippingClasses(card)).toEqual([]);
  });

  it("says so when nothing in the category is near", async () => {
    mockApi([], []);
    renderPage();

    expect(await screen.findByText("No restaurants serve this yet")).toBeInTheDocument();
    expect(await screen.findByText("No dishes found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set location" })).toBeInTheDocument();
  });

  it("filters the category's restaurants, keeping the category's name in the URL", async () => {
    const user = userEvent.setup();
    const { restaurantCalls } = mockApi();
    const { router } = renderPage();
    await screen.findByRole("link", { name: "Apna Sweets" });

    await user.click(screen.getByRole("button", { name: "Veg only" }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe("category=Pizza&vegOnly=true");
    await waitFor(() =>
      expect(restaurantCalls.at(-1)?.query).toMatchObject({ categoryId: "cat-pizza", vegOnly: "true" }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Pizza" })).toBeInTheDocument();
  });
});
