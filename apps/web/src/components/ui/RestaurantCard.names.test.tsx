import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemoryRouter } from "../../lib/router";
import { makeRestaurant } from "../../test/restaurants";
import { clippingClasses } from "../../test/text-clipping";
import { RestaurantCard } from "./RestaurantCard";

describe("RestaurantCard (issue 16: long names)", () => {
  it("shows a long restaurant name whole, wrapping instead of cutting it short", () => {
    const name = "Shree Annapurna Pure Vegetarian Family Restaurant and Sweets";
    render(
      <MemoryRouter>
        <RestaurantCard restaurant={{ ...makeRestaurant({ name }), hasOffers: false }} href="/user/restaurant/r1" />
      </MemoryRouter>,
    );

    const heading = screen.getByRole("heading", { level: 3, name });
    expect(clippingClasses(screen.getByRole("link", { name }))).toEqual([]);
    expect(heading).toHaveClass("break-words");
  });
});
