/**
 * Dishes: the owner's (and admin's) management under /restaurant/products, and the public dishes-near-me listing. An
 * owner manages their own restaurant's dishes (403 on another's); an admin any restaurant's.
 */
import { IdParamsSchema, SuccessMessageSchema } from "../common";
import { endpoint } from "../endpoint";
import { NearbyDishesQuerySchema, NearbyDishesResponseSchema } from "../menu";
import {
  ProductCreateBodySchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSchema,
  ProductUpdateBodySchema,
} from "../product";

const managers = ["restaurant", "admin"] as const;
const tags = ["products"];

export const listProducts = endpoint({
  method: "GET",
  path: "/restaurant/products",
  access: managers,
  tags,
  summary: "Dishes of the owner's restaurant (admins: all, or one restaurantId), by category then name",
  query: ProductListQuerySchema,
  responses: { 200: ProductListResponseSchema },
});

export const createProduct = endpoint({
  method: "POST",
  path: "/restaurant/products",
  access: managers,
  tags,
  summary: "Add a dish (admins name its restaurantId); prices in rupees; the image is an uploaded image's URL",
  body: ProductCreateBodySchema,
  responses: { 200: ProductResponseSchema },
});

export const getProduct = endpoint({
  method: "GET",
  path: "/restaurant/products/:id",
  access: managers,
  tags,
  summary: "One dish",
  params: IdParamsSchema,
  responses: { 200: ProductSchema },
});

export const updateProduct = endpoint({
  method: "PUT",
  path: "/restaurant/products/:id",
  access: managers,
  tags,
  summary: "Change a dish: fields not sent stay as they are",
  params: IdParamsSchema,
  body: ProductUpdateBodySchema,
  responses: { 200: ProductResponseSchema },
});

export const toggleProductAvailability = endpoint({
  method: "PATCH",
  path: "/restaurant/products/:id/toggle-availability",
  access: managers,
  tags,
  summary: "Switch a dish between available and unavailable",
  params: IdParamsSchema,
  responses: { 200: ProductResponseSchema },
});

export const deleteProduct = endpoint({
  method: "DELETE",
  path: "/restaurant/products/:id",
  access: managers,
  tags,
  summary: "Remove a dish: hidden from menus and taken out of carts (orders keep their record)",
  params: IdParamsSchema,
  responses: { 200: SuccessMessageSchema },
});

export const listNearbyDishes = endpoint({
  method: "GET",
  path: "/products/nearby",
  access: "public",
  tags,
  summary: "Orderable dishes of a category; with a location, only restaurants within mxRadius metres, nearest first",
  query: NearbyDishesQuerySchema,
  responses: { 200: NearbyDishesResponseSchema },
});
