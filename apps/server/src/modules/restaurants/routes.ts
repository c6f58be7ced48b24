/**
 * HTTP surface of restaurants (spec §7): admin management under /api/admin/restaurant, the owner's own restaurant at
 * /api/restaurant, and the customer's menu at /api/restaurants/{id}/menu.
 */
import {
  BusinessHoursBodySchema,
  BusinessHoursResponseSchema,
  BusinessHoursUpdateResponseSchema,
} from "@zaika/contract/business-hours";
import { IdParamsSchema, SuccessMessageSchema } from "@zaika/contract/common";
import { type Position, PositionSchema } from "@zaika/contract/geo";
import { IMAGE_MESSAGES, ImageUrlSchema } from "@zaika/contract/media";
import { MenuResponseSchema } from "@zaika/contract/menu";
import {
  MAX_GALLERY_IMAGES,
  RESTAURANT_IMAGE_FIELDS,
  RESTAURANT_MESSAGES,
  RestaurantCreateBodySchema,
  RestaurantDetailResponseSchema,
  RestaurantListResponseSchema,
  RestaurantResponseSchema,
  RestaurantSearchQuerySchema,
  RestaurantUpdateBodySchema,
} from "@zaika/contract/restaurant";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest } from "../../lib/errors";
import {
  imageFileField,
  multipartBody,
  multipartValidator,
  readImageForm,
  registerImageUploads,
} from "../../lib/images";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import { createMenuCache } from "./menu-cache";
import { createNearbyIndex } from "./nearby-index";
import * as queries from "./queries";
import * as restaurants from "./service";

const ADMIN = { access: ["admin"] } as const;
const MANAGERS = { access: ["admin", "restaurant"] } as const;
const security = [{ bearerAuth: [] }];
const tags = ["restaurants"];
const NUL_MESSAGE = "Text cannot contain NUL characters";

/** The `position` header (JSON `{ lat, lon }`); anything unreadable counts as no position. */
function positionOf(request: FastifyRequest): Position | null {
  const header = request.headers.position;
  if (typeof header !== "string" || header.length > 200) return null;
  try {
    const parsed = PositionSchema.safeParse(JSON.parse(header));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The path of the first string holding a NUL character, or null. PostgreSQL text cannot store NUL, so such input
 * would fail in the database; it is refused up front as bad input. Deeper than any of these schemas is left to them.
 */
function nulField(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 8 || value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** `removeGallery` and `gallery` as text: a JSON array of image URLs, or one URL. */
const UrlListSchema = z.array(ImageUrlSchema).max(MAX_GALLERY_IMAGES);
function urlListOf(value: string | undefined, field: string, message: string): string[] {
  const text = value?.trim();
  if (!text) return [];
  let candidate: unknown = text;
  if (text.startsWith("[")) {
    try {
      candidate = JSON.parse(text);
    } catch {
      candidate = null;
    }
  }
  const parsed = UrlListSchema.safeParse(Array.isArray(candidate) ? candidate : [candidate]);
  if (!parsed.success) throw new BadRequest(message, field);
  return parsed.data;
}

/** A `logo` or `cover` given as text: the URL of an uploaded image. */
function imageUrlOf(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const parsed = ImageUrlSchema.safeParse(value);
  if (!parsed.success) throw new BadRequest(IMAGE_MESSAGES.badUrl, field);
  return parsed.data;
}

export const restaurantsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const menus = createMenuCache(deps.events);
  const nearby = createNearbyIndex(deps.events, {
    all: () => queries.publicRestaurantRows(deps.db),
    some: (ids) => queries.publicRestaurantRows(deps.db, ids),
  });
  app.addHook("onClose", async () => {
    menus.close();
    nearby.close();
  });
  const rdeps: restaurants.RestaurantsDeps = { ...deps, menus, nearby };

  app.addHook("preValidation", async (request) => {
    const field = nulField(request.query, "") ?? nulField(request.body, "");
    if (field !== null) throw new BadRequest(NUL_MESSAGE, field || "body");
  });

  // Logo, cover and a full gallery in one form, with room for a few extra files so that an over-full gallery gets
  // the gallery message rather than a multipart limit.
  await registerImageUploads(app, { files: 2 + MAX_GALLERY_IMAGES + 4 });

  app.post(
    "/admin/restaurant",
    {
      config: ADMIN,
      schema: {
        tags,
        summary: "Add a restaurant with its owner's login (e-mail and password), in one step",
        security,
        body: RestaurantCreateBodySchema,
        response: responses({ 200: RestaurantResponseSchema }),
      },
    },
    async (request) => ({
      success: true as const,
      message: RESTAURANT_MESSAGES.added,
      data: await restaurants.createRestaurant(rdeps, caller(request), request.body),
    }),
  );

  app.get(
    "/admin/restaurant/all",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Search restaurants. With latitude and longitude: within mxRadius metres (default 5000), nearest first, " +
          "with their distance. Customers and visitors see active restaurants only; admins see all",
        querystring: RestaurantSearchQuerySchema,
        response: responses({ 200: RestaurantListResponseSchema }),
      },
    },
    async (request, reply) => {
      const result = await restaurants.searchRestaurants(rdeps, request.user, request.query);
      const json = restaurants.listingJsonOf(result);
      // Already the bytes the response schema would write (see listingJsonOf): sent as they are. A Buffer skips
      // serialization, which the route's typing cannot express.
      if (json !== undefined) return reply.type("application/json; charset=utf-8").send(json as never);
      return result;
    },
  );

  app.get(
    "/admin/restaurant/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "One restaurant; bank and tax details only for admins and its owner",
        params: IdParamsSchema,
        response: responses({ 200: RestaurantDetailResponseSchema }),
      },
    },
    async (request) => ({
      data: await restaurants.getRestaurant(rdeps, request.user, request.params.id, positionOf(request)),
    }),
  );

  app.put(
    "/admin/restaurant/:id",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary:
          "Edit a restaurant (admin, or its owner). Commission, active status and verification are the admin's to change",
        security,
        params: IdParamsSchema,
        body: RestaurantUpdateBodySchema,
        response: responses({ 200: RestaurantResponseSchema }),
      },
    },
    async (request) => ({
      success: true as const,
      message: RESTAURANT_MESSAGES.updated,
      data: await restaurants.updateRestaurant(rdeps, caller(request), request.params.id, request.body),
    }),
  );

  app.patch(
    "/admin/restaurant/:id/toggle-status",
    {
      config: ADMIN,
      schema: {
        tags,
        summary: "Switch a restaurant between active and inactive",
        security,
        params: IdParamsSchema,
        response: responses({ 200: RestaurantResponseSchema }),
      },
    },
    (request) => restaurants.toggleStatus(rdeps, caller(request), request.params.id),
  );

  app.delete(
    "/admin/restaurant/:id",
    {
      config: ADMIN,
      schema: {
        tags,
        summary: "Remove a restaurant; one with orders is hidden and deactivated, never erased",
        security,
        params: IdParamsSchema,
        response: responses({ 200: SuccessMessageSchema }),
      },
    },
    (request) => restaurants.deleteRestaurant(rdeps, request.params.id),
  );

  app.put(
    "/admin/restaurant/:id/update-images",
    {
      config: MANAGERS,
      validatorCompiler: multipartValidator,
      schema: {
        tags,
        summary: `Replace the logo or cover, add gallery pictures (at most ${MAX_GALLERY_IMAGES} in all), remove some`,
        security,
        params: IdParamsSchema,
        ...multipartBody(
          {
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
          },
          "multipart/form-data: optional `logo` and `cover` files, `gallery` files, and `removeGallery`",
        ),
        response: responses({ 200: RestaurantResponseSchema }),
      },
    },
    async (request) => {
      const viewer = caller(request);
      // Refuse a stranger before reading (and re-encoding) any file.
      await restaurants.manageable(rdeps, viewer, request.params.id);
      const form = await readImageForm(request, [
        RESTAURANT_IMAGE_FIELDS.logo,
        RESTAURANT_IMAGE_FIELDS.cover,
        RESTAURANT_IMAGE_FIELDS.gallery,
      ]);
      // Each picture is a file or, as text, an uploaded image's URL (the service checks whose it is).
      const single = (field: string) => {
        const files = form.files.filter((f) => f.field === field);
        const url = imageUrlOf(form.fields[field], field);
        if (files.length + (url === undefined ? 0 : 1) > 1) throw new BadRequest(`Send one ${field} image`, field);
        return files[0]?.data ?? url;
      };
      const gallery = RESTAURANT_IMAGE_FIELDS.gallery;
      const changes: restaurants.ImageChanges = {
        logo: single(RESTAURANT_IMAGE_FIELDS.logo),
        cover: single(RESTAURANT_IMAGE_FIELDS.cover),
        gallery: [
          ...form.files.filter((f) => f.field === gallery).map((f) => f.data),
          ...urlListOf(form.fields[gallery], gallery, IMAGE_MESSAGES.galleryUrls),
        ],
        removeGallery: urlListOf(
          form.fields[RESTAURANT_IMAGE_FIELDS.removeGallery],
          RESTAURANT_IMAGE_FIELDS.removeGallery,
          "removeGallery must be a gallery image URL or a JSON array of them",
        ),
      };
      const nothing = !changes.logo && !changes.cover && changes.gallery.length === 0;
      if (nothing && changes.removeGallery.length === 0) {
        throw new BadRequest(IMAGE_MESSAGES.missing, RESTAURANT_IMAGE_FIELDS.logo);
      }
      return {
        success: true as const,
        message: RESTAURANT_MESSAGES.imagesUpdated,
        data: await restaurants.updateImages(rdeps, viewer, request.params.id, changes),
      };
    },
  );

  app.get(
    "/admin/restaurant/:id/business-hours",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Opening hours per weekday",
        params: IdParamsSchema,
        response: responses({ 200: BusinessHoursResponseSchema }),
      },
    },
    (request) => restaurants.getBusinessHours(rdeps, request.user, request.params.id),
  );

  app.put(
    "/admin/restaurant/:id/business-hours",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "Set the opening hours (admin, or the owner)",
        security,
        params: IdParamsSchema,
        body: BusinessHoursBodySchema,
        response: responses({ 200: BusinessHoursUpdateResponseSchema }),
      },
    },
    (request) => restaurants.updateBusinessHours(rdeps, caller(request), request.params.id, request.body.businessHours),
  );

  app.get(
    "/restaurant",
    {
      config: { access: ["restaurant"] },
      schema: {
        tags,
        summary: "The signed-in owner's restaurant (the web app reads response.data.data)",
        security,
        response: responses({ 200: RestaurantDetailResponseSchema }),
      },
    },
    async (request) => ({ data: await restaurants.getOwnRestaurant(rdeps, caller(request)) }),
  );

  app.get(
    "/restaurants/:id/menu",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "A restaurant's page: its profile (distance from the `position` header) and its dishes by category, " +
          "unavailable ones included and flagged",
        params: IdParamsSchema,
        response: responses({ 200: MenuResponseSchema }),
      },
    },
    (request) => restaurants.getMenu(rdeps, request.user, request.params.id, positionOf(request)),
  );
};
