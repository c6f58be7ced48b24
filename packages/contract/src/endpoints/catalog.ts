/**
 * Categories and home-page banners (spec §7 /admin/category, /admin/banner): everyone reads the active ones, admins
 * read all and change them.
 */
import { z } from "zod";
import { BANNER_LINK_KINDS, BannerListResponseSchema, BannerResponseSchema } from "../banner";
import {
  CategoryBodySchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  CategoryUpdateBodySchema,
} from "../category";
import { IdParamsSchema, SuccessMessageSchema } from "../common";
import { endpoint } from "../endpoint";
import { imageFileField } from "../media";

const admin = ["admin"] as const;
const tags = ["catalog"];

// ----- Categories -----

export const listCategories = endpoint({
  method: "GET",
  path: "/admin/category/all",
  access: "public",
  tags,
  summary: "Categories sorted by name: all of them for admins, active ones for everyone else",
  responses: { 200: CategoryListResponseSchema },
});

export const createCategory = endpoint({
  method: "POST",
  path: "/admin/category",
  access: admin,
  tags,
  summary: "Create a category (names are unique, ignoring case)",
  body: CategoryBodySchema,
  responses: { 200: CategoryResponseSchema },
});

export const updateCategory = endpoint({
  method: "PUT",
  path: "/admin/category/:id",
  access: admin,
  tags,
  summary: "Rename a category or change its image",
  params: IdParamsSchema,
  body: CategoryUpdateBodySchema,
  responses: { 200: CategoryResponseSchema },
});

export const toggleCategoryStatus = endpoint({
  method: "PATCH",
  path: "/admin/category/:id/toggle-status",
  access: admin,
  tags,
  summary: "Switch a category between active and inactive",
  params: IdParamsSchema,
  responses: { 200: CategoryResponseSchema },
});

// ----- Banners -----

export const listBanners = endpoint({
  method: "GET",
  path: "/admin/banner",
  access: "public",
  tags,
  summary: "Home-page banners by position: all for admins, active ones for everyone else",
  responses: { 200: BannerListResponseSchema },
});

export const addBanner = endpoint({
  method: "POST",
  path: "/admin/banner",
  access: admin,
  tags,
  summary: "Add a banner: the image is stored as WebP, at most 1600 px wide",
  bodyKind: "multipart",
  body: z
    .object({
      image: imageFileField(),
      position: z.string().optional().describe("Order in the carousel (0 first); last when left out"),
      linkKind: z.enum(BANNER_LINK_KINDS).optional().describe("Where tapping the banner leads (with linkTarget)"),
      linkTarget: z
        .string()
        .optional()
        .describe("The offer's code, the restaurant's id or the category's id; 422 when there is no such thing"),
    })
    .describe(
      "multipart/form-data with the file in `image`, an optional `position` and an optional link (both fields or neither)",
    ),
  responses: { 200: BannerResponseSchema },
});

export const removeBanner = endpoint({
  method: "DELETE",
  path: "/admin/banner/:id",
  access: admin,
  tags,
  summary: "Remove a banner and its stored image",
  params: IdParamsSchema,
  responses: { 200: SuccessMessageSchema },
});
