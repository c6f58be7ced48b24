/**
 * Restaurants (spec §7): admin management under /admin/restaurant, the owner's own restaurant at /restaurant, and the
 * customer's menu at /restaurants/{id}/menu. Distances are measured from the `position` header when one is sent.
 */
import { z } from "zod";
import {
  BusinessHoursBodySchema,
  BusinessHoursResponseSchema,
  BusinessHoursUpdateResponseSchema,
} from "../business-hours";
import { IdParamsSchema, SuccessMessageSchema } from "../common";
import { endpoint } from "../endpoint";
import { imageFileField } from "../media";
import { MenuResponseSchema } from "../menu";
import {
  MAX_GALLERY_IMAGES,
  RESTAURANT_IMAGE_FIELDS,
  RestaurantCreateBodySchema,
  RestaurantDetailResponseSchema,
  RestaurantListResponseSchema,
  RestaurantResponseSchema,
  RestaurantSearchQuerySchema,
  RestaurantUpdateBodySchema,
} from "../restaurant";

const admin = ["admin"] as const;
const managers = ["admin", "restaurant"] as const;
const tags = ["restaurants"];

export const createRestaurant = endpoint({
  method: "POST",
  path: "/admin/restaurant",
  access: admin,
  tags,
  summary: "Add a restaurant with its owner's login (e-mail and password), in one step",
  body: RestaurantCreateBodySchema,
  responses: { 200: RestaurantResponseSchema },
});

export const searchRestaurants = endpoint({
  method: "GET",
  path: "/admin/restaurant/all",
  access: "public",
  tags,
  summary:
    "Search restaurants. With latitude and longitude: within mxRadius metres (default 5000), with their distance. " +
    "Customers and visitors see active restaurants only, those taking orders first, then those opening later, then " +
    "closed ones, filtered (vegOnly, minRating, maxDeliveryMinutes, costForTwo, openNow, hasOffers) and sorted " +
    "(sort) within each group (decision 017); admins see all, newest first (nearest first with a location)",
  query: RestaurantSearchQuerySchema,
  responses: { 200: RestaurantListResponseSchema },
});

export const getRestaurant = endpoint({
  method: "GET",
  path: "/admin/restaurant/:id",
  access: "public",
  tags,
  summary: "One restaurant; bank and tax details only for admins and its owner",
  params: IdParamsSchema,
  responses: { 200: RestaurantDetailResponseSchema },
});

export const updateRestaurant = endpoint({
  method: "PUT",
  path: "/admin/restaurant/:id",
  access: managers,
  tags,
  summary:
    "Edit a restaurant (admin, or its owner). Commission, active status and verification are the admin's to change",
  params: IdParamsSchema,
  body: RestaurantUpdateBodySchema,
  responses: { 200: RestaurantResponseSchema },
});

export const toggleRestaurantStatus = endpoint({
  method: "PATCH",
  path: "/admin/restaurant/:id/toggle-status",
  access: admin,
  tags,
  summary: "Switch a restaurant between active and inactive",
  params: IdParamsSchema,
  responses: { 200: RestaurantResponseSchema },
});

export const deleteRestaurant = endpoint({
  method: "DELETE",
  path: "/admin/restaurant/:id",
  access: admin,
  tags,
  summary: "Remove a restaurant; one with orders is hidden and deactivated, never erased",
  params: IdParamsSchema,
  responses: { 200: SuccessMessageSchema },
});

export const updateRestaurantImages = endpoint({
  method: "PUT",
  path: "/admin/restaurant/:id/update-images",
  access: managers,
  tags,
  summary: `Replace the logo or cover, add gallery pictures (at most ${MAX_GALLERY_IMAGES} in all), remove some`,
  params: IdParamsSchema,
  bodyKind: "multipart",
  body: z
    .object({
      [RESTAURANT_IMAGE_FIELDS.logo]: imageFileField()
        .optional()
        .describe("A file, or the URL of an image the owner uploaded (POST /api/media/images)"),
      [RESTAURANT_IMAGE_FIELDS.cover]: imageFileField()
        .optional()
        .describe("A file, or the URL of an image the owner uploaded"),
      [RESTAURANT_IMAGE_FIELDS.gallery]: z
        .array(imageFileField())
        .max(MAX_GALLERY_IMAGES)
        .optional()
        .describe("Files, or uploaded images' URLs as text (one URL or a JSON array)"),
      [RESTAURANT_IMAGE_FIELDS.removeGallery]: z
        .string()
        .optional()
        .describe("A gallery URL to remove, or a JSON array of them"),
    })
    .describe("multipart/form-data: optional `logo` and `cover` files, `gallery` files, and `removeGallery`"),
  responses: { 200: RestaurantResponseSchema },
});

export const getBusinessHours = endpoint({
  method: "GET",
  path: "/admin/restaurant/:id/business-hours",
  access: "public",
  tags,
  summary: "Opening hours per weekday",
  params: IdParamsSchema,
  responses: { 200: BusinessHoursResponseSchema },
});

export const updateBusinessHours = endpoint({
  method: "PUT",
  path: "/admin/restaurant/:id/business-hours",
  access: managers,
  tags,
  summary: "Set the opening hours (admin, or the owner)",
  params: IdParamsSchema,
  body: BusinessHoursBodySchema,
  responses: { 200: BusinessHoursUpdateResponseSchema },
});

export const getMyRestaurant = endpoint({
  method: "GET",
  path: "/restaurant",
  access: ["restaurant"],
  tags,
  summary: "The signed-in owner's restaurant (the web app reads response.data.data)",
  responses: { 200: RestaurantDetailResponseSchema },
});

export const getMenu = endpoint({
  method: "GET",
  path: "/restaurants/:id/menu",
  access: "public",
  tags,
  summary:
    "A restaurant's page: its profile (distance from the `position` header) and its dishes by category, " +
    "unavailable ones included and flagged",
  params: IdParamsSchema,
  responses: { 200: MenuResponseSchema },
});
