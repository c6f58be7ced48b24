/** Menu data for the catalog's component tests, shaped like the API's answers. */
import { sameEveryDay } from "@zaika/contract/business-hours";
import type { Menu } from "@zaika/contract/menu";
import type { Product } from "@zaika/contract/product";
import type { Restaurant } from "@zaika/contract/restaurant";
import { makeRestaurant as makeSharedRestaurant } from "../../../test/restaurants";

/** Apna Sweets, open round the clock, 1.8 km away: the shared restaurant of src/test/restaurants with its menu's details. */
export function makeRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  const shared = makeSharedRestaurant();
  return makeSharedRestaurant({
    _id: "6f1c2a3b-0000-4000-8000-000000000001",
    name: "Apna Sweets",
    description: "Sweets and snacks",
    cuisine: ["North Indian", "Sweets"],
    deliverySettings: { ...shared.deliverySettings, estimatedDeliveryTime: 30, freeDeliveryThreshold: 299 },
    rating: { average: 4.2, count: 87 },
    businessHours: sameEveryDay([{ open: "00:00", close: "24:00" }]),
    distance: 1800,
    ...overrides,
  });
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: "6f1c2a3b-0000-4000-8000-000000000101",
    restaurant: "6f1c2a3b-0000-4000-8000-000000000001",
    category: { _id: "cat-pizza", name: "Pizza" },
    name: "Paneer Pizza",
    description: "Paneer tikka, onion and capsicum",
    price: 300,
    discountedPrice: 250,
    foodType: "veg",
    image: null,
    isAvailable: true,
    preparationTime: 20,
    attributes: [
      {
        name: "Size",
        required: true,
        options: [
          { name: "Regular", additionalPrice: 0 },
          { name: "Large", additionalPrice: 120 },
        ],
      },
      { name: "Crust", required: false, options: [{ name: "Cheese burst", additionalPrice: 80.5 }] },
    ],
    addons: [
      { name: "Extra cheese", price: 40 },
      { name: "Jalapenos", price: 25 },
    ],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeMenu(restaurant: Partial<Restaurant> = {}, products: Product[] = [makeProduct()]): Menu {
  return {
    restaurant: makeRestaurant(restaurant),
    categories: [{ _id: "cat-pizza", name: "Pizza", products }],
  };
}
