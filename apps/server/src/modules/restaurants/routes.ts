/**
 * HTTP surface of restaurants, registered from their declarations (contract endpoints/restaurants): admin
 * management, the owner's own restaurant, business hours, pictures (a multipart form) and the customer's menu.
 */
import * as api from "@zaika/contract/endpoints/restaurants";
import { IMAGE_MESSAGES, ImageUrlSchema } from "@zaika/contract/media";
import { MAX_GALLERY_IMAGES, RESTAURANT_IMAGE_FIELDS, RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequest } from "../../lib/errors";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { type ImageForm, readImageForm } from "../../plugins/multipart";
import * as images from "./images";
import * as listing from "./listing";
import * as restaurants from "./service";

const NUL_MESSAGE = "Text cannot contain NUL characters";

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

/** The picture changes a form asks for: each picture is a file or, as text, an uploaded image's URL. */
function imageChangesOf(form: ImageForm): images.ImageChanges {
  const single = (field: string) => {
    const files = form.files.filter((f) => f.field === field);
    const url = imageUrlOf(form.fields[field], field);
    if (files.length + (url === undefined ? 0 : 1) > 1) throw new BadRequest(`Send one ${field} image`, field);
    return files[0]?.data ?? url;
  };
  const gallery = RESTAURANT_IMAGE_FIELDS.gallery;
  const changes: images.ImageChanges = {
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
  return changes;
}

export const restaurantsRoutes: FastifyPluginAsyncZod<restaurants.RestaurantsDeps> = async (app, deps) => {
  app.addHook("preValidation", async (request) => {
    const field = nulField(request.query, "") ?? nulField(request.body, "");
    if (field !== null) throw new BadRequest(NUL_MESSAGE, field || "body");
  });

  route(app, api.createRestaurant, async (request) => ({
    success: true as const,
    message: RESTAURANT_MESSAGES.added,
    data: await restaurants.createRestaurant(deps, caller(request), request.body),
  }));

  route(app, api.searchRestaurants, async (request, reply) => {
    const result = await listing.searchRestaurants(deps, request.user, request.query);
    const json = listing.listingJsonOf(result);
    // Already the bytes the response schema would write (see listingJsonOf): sent as they are. A Buffer skips
    // serialization, which the route's typing cannot express.
    if (json !== undefined) return reply.type("application/json; charset=utf-8").send(json as never);
    return result;
  });

  route(app, api.getRestaurant, async (request) => ({
    data: await restaurants.getRestaurant(deps, request.user, request.params.id, request.position),
  }));

  route(app, api.updateRestaurant, async (request) => ({
    success: true as const,
    message: RESTAURANT_MESSAGES.updated,
    data: await restaurants.updateRestaurant(deps, caller(request), request.params.id, request.body),
  }));

  route(app, api.toggleRestaurantStatus, (request) =>
    restaurants.toggleStatus(deps, caller(request), request.params.id),
  );

  route(app, api.deleteRestaurant, (request) => restaurants.deleteRestaurant(deps, request.params.id));

  route(app, api.updateRestaurantImages, async (request) => {
    const viewer = caller(request);
    // Refuse a stranger before reading (and re-encoding) any file.
    await restaurants.manageable(deps, viewer, request.params.id);
    // Logo, cover and a full gallery in one form, with room for a few extra files so that an over-full gallery
    // gets the gallery message rather than a multipart limit.
    const form = await readImageForm(
      request,
      [RESTAURANT_IMAGE_FIELDS.logo, RESTAURANT_IMAGE_FIELDS.cover, RESTAURANT_IMAGE_FIELDS.gallery],
      { files: 2 + MAX_GALLERY_IMAGES + 4 },
    );
    return {
      success: true as const,
      message: RESTAURANT_MESSAGES.imagesUpdated,
      data: await images.updateImages(deps, viewer, request.params.id, imageChangesOf(form)),
    };
  });

  route(app, api.getBusinessHours, (request) => restaurants.getBusinessHours(deps, request.user, request.params.id));

  route(app, api.updateBusinessHours, (request) =>
    restaurants.updateBusinessHours(deps, caller(request), request.params.id, request.body.businessHours),
  );

  route(app, api.getMyRestaurant, async (request) => ({
    data: await restaurants.getOwnRestaurant(deps, caller(request)),
  }));

  route(app, api.getMenu, (request) => restaurants.getMenu(deps, request.user, request.params.id, request.position));
};
