import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { search } from "@zaika/contract/endpoints/search";
import type { SearchResponse } from "@zaika/contract/search";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../test/mock-api";
import { clippingClasses } from "../../../test/text-clipping";
import { renderRoutes } from "../../../test/utils";
import { HeaderSearch } from "./HeaderSearch";

const DISH = "Tandoori Paneer Tikka Pizza with Extra Cheese Burst Crust";
const RESTAURANT = "Shree Annapurna Pure Vegetarian Family Restaurant";
const CATEGORY = "Healthy Bowls, Salads and Cold-Pressed Juices";

const results: SearchResponse = {
  q: "paneer",
  dishes: [
    {
      _id: "d1",
      name: DISH,
      price: 349,
      discountedPrice: null,
      foodType: "veg",
      image: null,
      restaurant: { _id: "r1", name: RESTAURANT, distance: 1200, isOpenNow: true },
    },
  ],
  restaurants: [],
  categories: [{ _id: "c1", name: CATEGORY, image: null }],
};

describe("HeaderSearch (issue 16: long names)", () => {
  it("shows long dish, restaurant and category names whole in the suggestions, wrapping them", async () => {
    const user = userEvent.setup();
    mockEndpoint(search, results);
    renderRoutes([{ path: "*", element: <HeaderSearch /> }], "/user");

    await user.type(screen.getByRole("combobox", { name: "Search dishes, restaurants and categories" }), "paneer");
    const dishes = await screen.findByRole("group", { name: "Dishes" });
    for (const text of [DISH, `₹349 · ${RESTAURANT} · 1.2 km`]) {
      expect(clippingClasses(within(dishes).getByText(text))).toEqual([]);
    }
    const categories = screen.getByRole("group", { name: "Categories" });
    expect(clippingClasses(within(categories).getByText(CATEGORY))).toEqual([]);
  });
});
