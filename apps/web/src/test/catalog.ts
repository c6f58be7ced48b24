/** Categories, banners and restaurant pages in their wire shape (valid against the contract), for component tests. */
import type { Banner } from "@zaika/contract/banner";
import type { Category } from "@zaika/contract/category";
import type { Pagination } from "@zaika/contract/common";
import type { ResponseOf } from "@zaika/contract/endpoint";
import type { searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import type { Restaurant } from "@zaika/contract/restaurant";

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: "c1",
    name: "Biryani",
    image: null,
    isActive: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    _id: "6a1f1f6e-1111-4a4a-8b8b-000000000001",
    imageUrl: "/uploads/banner/one.webp",
    position: 0,
    isActive: true,
    link: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/**
 * One page of GET /admin/restaurant/all: page 1 of 10 holding `restaurants` unless `pagination` says otherwise; without
 * offers unless a restaurant says so.
 */
export function restaurantPage(
  restaurants: Array<Restaurant & { hasOffers?: boolean }>,
  pagination: Partial<Pagination> = {},
): ResponseOf<typeof searchRestaurants> {
  return {
    data: restaurants.map((restaurant) => ({ hasOffers: false, ...restaurant })),
    pagination: { page: 1, limit: 10, total: restaurants.length, totalPages: 1, ...pagination },
  };
}
