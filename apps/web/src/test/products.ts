/** An owner's dishes and the category list in their wire shape (valid against the contract), for component tests. */
import type { Category } from "@zaika/contract/category";
import type { Pagination } from "@zaika/contract/common";
import type { ResponseOf } from "@zaika/contract/endpoint";
import type { listCategories } from "@zaika/contract/endpoints/catalog";
import type { listProducts } from "@zaika/contract/endpoints/products";
import type { Product } from "@zaika/contract/product";

export const CATEGORY_ID = "4f7c2a10-6b1e-4c1a-9d2e-1a2b3c4d5e6f";
export const OTHER_CATEGORY_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const PRODUCT_ID = "0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718";

/** GET /admin/category/all: Pizza and Biryani. */
export const categoriesResponse: ResponseOf<typeof listCategories> = {
  categories: [
    { _id: CATEGORY_ID, name: "Pizza", image: null, isActive: true, createdAt: "2026-01-01T00:00:00.000Z" },
    { _id: OTHER_CATEGORY_ID, name: "Biryani", image: null, isActive: true, createdAt: "2026-01-01T00:00:00.000Z" },
  ] satisfies Category[],
};

/** A veg Margherita at ₹249, discounted to ₹199, in the Pizza category. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: PRODUCT_ID,
    restaurant: "r-1",
    category: { _id: CATEGORY_ID, name: "Pizza" },
    name: "Margherita",
    description: "Tomato, mozzarella, basil",
    price: 249,
    discountedPrice: 199,
    foodType: "veg",
    image: "/uploads/products/margherita.webp",
    isAvailable: true,
    preparationTime: 20,
    attributes: [],
    addons: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** One page of GET /restaurant/products: page 1 of 1 (20 a page) holding `products` unless `pagination` says otherwise. */
export function productPage(
  products: Product[],
  pagination: Partial<Pagination> = {},
): ResponseOf<typeof listProducts> {
  return {
    data: products,
    pagination: { page: 1, limit: 20, total: products.length, totalPages: 1, ...pagination },
  };
}
