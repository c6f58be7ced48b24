import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clippingClasses } from "../../../test/text-clipping";
import { renderRoutes } from "../../../test/utils";
import { makeCart } from "../test-data";
import { RestaurantHeading } from "./CartRestaurant";

const LONG_NAME = "Shree Annapurna Pure Vegetarian Family Restaurant and Sweets";

describe("RestaurantHeading", () => {
  it("shows a long restaurant name whole, wrapping instead of cutting it short (issue 16)", () => {
    const restaurant = makeCart(undefined, { name: LONG_NAME }).restaurant;
    if (!restaurant) throw new Error("the test cart has a restaurant");
    renderRoutes([{ path: "/user/cart", element: <RestaurantHeading restaurant={restaurant} /> }], "/user/cart");

    const name = screen.getByText(LONG_NAME);
    expect(clippingClasses(name)).toEqual([]);
    expect(name).toHaveClass("break-words");
  });
});
