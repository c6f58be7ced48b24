/** Restaurant rules: creation with its owner, search, visibility, who may change what, deletion, images, hours, menu. */
import type { BusinessHours } from "@zaika/contract/business-hours";
import { DEFAULT_BUSINESS_HOURS } from "@zaika/contract/business-hours";
import { toPaise } from "@zaika/contract/common";
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import { distanceMetres, type Position } from "@zaika/contract/geo";
import type { Menu } from "@zaika/contract/menu";
import { MESSAGES } from "@zaika/contract/messages";
import {
  MAX_GALLERY_IMAGES,
  RESTAURANT_MESSAGES,
  type Restaurant,
  type RestaurantCreateBodySchema,
  type RestaurantSearchQuerySchema,
  type RestaurantUpdateBodySchema,
} from "@zaika/contract/restaurant";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors";
import type { ModuleDeps } from "../../deps";
import { BadRequest, Conflict, Forbidden, NotFound } from "../../lib/errors";
import { hashPassword } from "../auth/service";
import * as media from "../media/service";
import { productOf } from "../products/wire";
import type { CachedMenu, MenuCache } from "./menu-cache";
import type { NearbyIndex } from "./nearby-index";
import * as q from "./queries";
import { isPrivileged, publicRestaurant, restaurantFor, type Viewer, withCallerFields } from "./wire";

export interface RestaurantsDeps extends ModuleDeps {
  menus: MenuCache;
  /** The public listing in memory, for nearby searches by visitors and customers. */
  nearby: NearbyIndex;
}

type CreateBody = z.output<typeof RestaurantCreateBodySchema>;
type UpdateBody = z.output<typeof RestaurantUpdateBodySchema>;
type SearchQuery = z.output<typeof RestaurantSearchQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** Drops this instance's cached menu now, and tells every instance (this one included) through the event bus. */
async function announceChange(deps: RestaurantsDeps, restaurantId: string): Promise<void> {
  deps.menus.invalidate(restaurantId);
  deps.nearby.invalidate(restaurantId);
  await deps.events.publish({ type: "catalog.restaurant-changed", restaurantId });
}

/** Admins manage any restaurant; an owner only their own. */
function assertCanManage(viewer: Viewer, row: q.RestaurantRow): void {
  if (viewer.role === "admin") return;
  if (viewer.role === "restaurant" && row.ownerId === viewer.sub) return;
  throw new Forbidden(viewer.role === "restaurant" ? RESTAURANT_MESSAGES.notYours : MESSAGES.forbidden);
}

/** Deleted restaurants exist for nobody; inactive ones only for admins and their owner. */
function assertVisible(viewer: Viewer | null, row: q.RestaurantRow): void {
  if (row.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  if (!row.isActive && !isPrivileged(viewer, row.ownerId)) throw new NotFound(RESTAURANT_MESSAGES.notFound);
}

function distanceTo(position: Position | null, row: q.RestaurantRow): number | null {
  return position ? distanceMetres(position, { lat: row.lat, lon: row.lng }) : null;
}

/** Column values for the parts of a profile a body carries; parts it leaves out are not touched. */
function columnsOf(body: UpdateBody): q.RestaurantChanges {
  const c: q.RestaurantChanges = {};
  if (body.name !== undefined) c.name = body.name;
  if (body.description !== undefined) c.description = body.description;
  if (body.foodType !== undefined) c.foodType = body.foodType;
  if (body.priceRange !== undefined) c.priceRange = body.priceRange;
  if (body.cuisine !== undefined) {
    // "Punjabi" and "punjabi" are one cuisine; the first spelling is kept.
    const seen = new Set<string>();
    c.cuisine = body.cuisine.filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  if (body.address) {
    const a = body.address;
    Object.assign(c, {
      street: a.street,
      city: a.city,
      state: a.state,
      zipCode: a.zipCode,
      country: a.country,
      lat: a.coordinates.lat,
      lng: a.coordinates.lng,
    } satisfies q.RestaurantChanges);
  }
  if (body.contactInfo) {
    Object.assign(c, {
      phones: [...new Set(body.contactInfo.phones)],
      email: body.contactInfo.email,
      website: body.contactInfo.website,
    } satisfies q.RestaurantChanges);
  }
  if (body.deliverySettings) {
    const d = body.deliverySettings;
    Object.assign(c, {
      isDeliveryAvailable: d.isDeliveryAvailable,
      // Kilometres in the form, metres in the database.
      deliveryRadiusMetres: Math.round(d.deliveryRadius * 1000),
      minimumOrderPaise: toPaise(d.minimumOrderAmount),
      deliveryFeePaise: toPaise(d.deliveryFee),
      estimatedDeliveryMinutes: d.estimatedDeliveryTime,
      freeDeliveryThresholdPaise: d.freeDeliveryThreshold === null ? null : toPaise(d.freeDeliveryThreshold),
    } satisfies q.RestaurantChanges);
  }
  if (body.paymentOptions) Object.assign(c, { ...body.paymentOptions } satisfies q.RestaurantChanges);
  if (body.additionalSettings) {
    const s = body.additionalSettings;
    if (s.commissionRate !== undefined) c.commissionRate = s.commissionRate;
    if (s.isActive !== undefined) c.isActive = s.isActive;
    Object.assign(c, {
      packagingChargePaise: toPaise(s.packagingCharge),
      preparationMinutes: s.preparationTime,
      bankDetails: s.bankDetails,
      taxInfo: s.taxInfo,
    } satisfies q.RestaurantChanges);
  }
  if (body.isVerified !== undefined) c.isVerified = body.isVerified;
  return c;
}

/** An owner may send commission, active status and verification (a form echoing them), but not change them. */
function changesAdminOnlyFields(body: UpdateBody, row: q.RestaurantRow): boolean {
  const s = body.additionalSettings;
  return (
    (body.isVerified !== undefined && body.isVerified !== row.isVerified) ||
    (s?.isActive !== undefined && s.isActive !== row.isActive) ||
    (s?.commissionRate !== undefined && s.commissionRate !== Number(row.commissionRate))
  );
}

async function loadForViewer(deps: RestaurantsDeps, viewer: Viewer, id: string): Promise<Restaurant> {
  const found = await q.findRestaurant(deps.db, id);
  if (!found || found.restaurant.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  return restaurantFor(viewer, found.restaurant, found.owner, { now: deps.clock.now(), distance: null });
}

/** Loads a live restaurant the viewer may change (404 when missing or deleted, 403 when not theirs). */
export async function manageable(deps: RestaurantsDeps, viewer: Viewer, id: string): Promise<q.RestaurantRow> {
  const found = await q.findRestaurant(deps.db, id);
  if (!found || found.restaurant.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  assertCanManage(viewer, found.restaurant);
  return found.restaurant;
}

// ---------------------------------------------------------------------------------------------------------------
// Create, read, search

/** The owner's account and the restaurant, in one transaction: either both exist afterwards or neither. */
export async function createRestaurant(deps: RestaurantsDeps, admin: Viewer, body: CreateBody): Promise<Restaurant> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await q.findUserByEmail(tx, body.ownerEmail)) throw new Conflict(MESSAGES.emailTaken, "ownerEmail");
      const owner = await q.insertOwner(tx, { name: body.ownerName, email: body.ownerEmail, passwordHash });
      const row = await q.insertRestaurant(tx, {
        ...columnsOf(body),
        name: body.name,
        ownerId: owner.id,
        businessHours: body.businessHours ?? DEFAULT_BUSINESS_HOURS,
        createdAt: now,
        updatedAt: now,
      });
      return row.id;
    });
  } catch (error) {
    // Two creations racing past the check above: the unique index decides.
    if (isUniqueViolation(error, "email")) throw new Conflict(MESSAGES.emailTaken, "ownerEmail");
    throw error;
  }
  await announceChange(deps, id);
  return loadForViewer(deps, admin, id);
}

/** Listings answered from the nearby index, with their response JSON already written (see listingJsonOf). */
const listingJson = new WeakMap<object, Buffer>();

/**
 * The response body of a search answered from the nearby index, when it could be written from JSON prepared (and
 * checked against the contract) as the restaurants were indexed: the same text the route's response schema would
 * produce, without validating and encoding every restaurant again on each request.
 */
export function listingJsonOf(result: object): Buffer | undefined {
  return listingJson.get(result);
}

export async function searchRestaurants(deps: RestaurantsDeps, viewer: Viewer | null, query: SearchQuery) {
  const isAdmin = viewer?.role === "admin";
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lng: query.longitude, radius: query.mxRadius ?? RESTAURANT_LIST.radiusMetres }
      : undefined;
  const pagination = (total: number) => ({
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  });
  // The hot path: a visitor or customer near a location, no text or category filter, answered from memory. Admins
  // and owners (who see private fields of their own restaurant) and filtered searches keep the SQL path.
  const publicViewer = !viewer || (viewer.role !== "admin" && viewer.role !== "restaurant");
  if (near && publicViewer && !query.search && !query.categoryId) {
    const found = await deps.nearby.search({
      ...near,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      now: deps.clock.now(),
    });
    const result = {
      get data() {
        return found.data;
      },
      pagination: pagination(found.total),
    };
    const dataJson = found.dataJson();
    if (dataJson !== null) {
      // RestaurantListResponseSchema's key order: data, then pagination (page, limit, total, totalPages).
      const pagination = Buffer.from(`,"pagination":${JSON.stringify(result.pagination)}}`);
      listingJson.set(result, Buffer.concat([Buffer.from('{"data":'), dataJson, pagination]));
    }
    return result;
  }
  const { rows, total } = await q.searchRestaurants(deps.db, {
    onlyActive: !isAdmin,
    isActive: isAdmin ? query.isActive : undefined,
    near,
    search: query.search || undefined,
    categoryId: query.categoryId,
    order: isAdmin ? "newest" : "rating",
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = deps.clock.now();
  return {
    data: rows.map((r) => restaurantFor(viewer, r.restaurant, r.owner, { now, distance: r.distance })),
    pagination: pagination(total),
  };
}

export async function getRestaurant(
  deps: RestaurantsDeps,
  viewer: Viewer | null,
  id: string,
  position: Position | null,
): Promise<Restaurant> {
  const found = await q.findRestaurant(deps.db, id);
  if (!found) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  assertVisible(viewer, found.restaurant);
  return restaurantFor(viewer, found.restaurant, found.owner, {
    now: deps.clock.now(),
    distance: distanceTo(position, found.restaurant),
  });
}

/** GET /restaurant: the signed-in owner's restaurant. */
export async function getOwnRestaurant(deps: RestaurantsDeps, owner: Viewer): Promise<Restaurant> {
  const found = await q.findRestaurantByOwner(deps.db, owner.sub);
  if (!found) throw new NotFound(RESTAURANT_MESSAGES.noRestaurant);
  return restaurantFor(owner, found.restaurant, found.owner, { now: deps.clock.now(), distance: null });
}

// ---------------------------------------------------------------------------------------------------------------
// Changes

export async function updateRestaurant(
  deps: RestaurantsDeps,
  viewer: Viewer,
  id: string,
  body: UpdateBody,
): Promise<Restaurant> {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockRestaurant(tx, id);
    if (!row || row.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
    assertCanManage(viewer, row);
    if (viewer.role !== "admin" && changesAdminOnlyFields(body, row)) {
      throw new Forbidden(RESTAURANT_MESSAGES.adminOnlyFields);
    }
    const changes = columnsOf(body);
    if (viewer.role !== "admin") {
      delete changes.commissionRate;
      delete changes.isActive;
      delete changes.isVerified;
    }
    await q.updateRestaurant(tx, id, { ...changes, updatedAt: deps.clock.now() });
  });
  await announceChange(deps, id);
  return loadForViewer(deps, viewer, id);
}

export async function toggleStatus(deps: RestaurantsDeps, admin: Viewer, id: string) {
  const isActive = await deps.db.transaction(async (tx) => {
    const row = await q.lockRestaurant(tx, id);
    if (!row || row.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
    await q.updateRestaurant(tx, id, { isActive: !row.isActive, updatedAt: deps.clock.now() });
    return !row.isActive;
  });
  await announceChange(deps, id);
  return {
    success: true as const,
    message: isActive ? RESTAURANT_MESSAGES.activated : RESTAURANT_MESSAGES.deactivated,
    data: await loadForViewer(deps, admin, id),
  };
}

/**
 * Removes a restaurant. One with orders is soft-deleted: hidden everywhere (deleted_at set, inactive) with its dishes
 * and order history kept. One without orders is erased with its dishes. Either way customers' cart lines for it go.
 * The owner's account is kept as it is (it then finds no restaurant); managing accounts is not this module's job.
 */
export async function deleteRestaurant(deps: RestaurantsDeps, id: string) {
  const erasedFiles = await deps.db.transaction(async (tx) => {
    const row = await q.lockRestaurant(tx, id);
    if (!row || row.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
    await q.deleteCartLines(tx, id);
    if (await q.restaurantHasOrders(tx, id)) {
      const now = deps.clock.now();
      await q.updateRestaurant(tx, id, { deletedAt: now, isActive: false, updatedAt: now });
      return [];
    }
    const files = [row.logo, row.cover, ...row.gallery, ...(await q.productImages(tx, id))];
    await q.eraseRestaurant(tx, id);
    // Pictures other restaurants, dishes, banners or categories still show stay (the seed shares dish pictures).
    return media.releaseImages(tx, files);
  });
  await media.removeFiles(deps.storage, erasedFiles);
  await announceChange(deps, id);
  return { success: true as const, message: RESTAURANT_MESSAGES.removed };
}

/** A new file to store, or the URL of an image already uploaded (POST /media/images) by the restaurant's owner. */
export type ImageInput = Buffer | string;

export interface ImageChanges {
  logo?: ImageInput;
  cover?: ImageInput;
  gallery: ImageInput[];
  /** Gallery URLs to drop; URLs not in the gallery are ignored. */
  removeGallery: string[];
}

/**
 * Replaces the logo and cover, adds and removes gallery pictures. A URL must name an image the restaurant's owner
 * uploaded (any, for an admin) or one the restaurant already shows. New files are stored first, as the owner's; the
 * row is then changed in a transaction; replaced pictures that nothing else shows leave storage only after it commits
 * (and new files if it fails).
 */
export async function updateImages(
  deps: RestaurantsDeps,
  viewer: Viewer,
  id: string,
  changes: ImageChanges,
): Promise<Restaurant> {
  const current = await manageable(deps, viewer, id);
  const galleryAfter = (gallery: string[]) =>
    gallery.filter((url) => !changes.removeGallery.includes(url)).length + changes.gallery.length;
  if (galleryAfter(current.gallery) > MAX_GALLERY_IMAGES) {
    throw new BadRequest(RESTAURANT_MESSAGES.tooManyGalleryImages, "gallery");
  }

  const references = [
    ...(typeof changes.logo === "string" ? [{ url: changes.logo, field: "logo" }] : []),
    ...(typeof changes.cover === "string" ? [{ url: changes.cover, field: "cover" }] : []),
    ...changes.gallery.flatMap((image) => (typeof image === "string" ? [{ url: image, field: "gallery" }] : [])),
  ];
  await media.assertUsableImages(deps.db, viewer, current.ownerId, references, [
    current.logo,
    current.cover,
    ...current.gallery,
  ]);

  const stored: string[] = [];
  const place = async (image: ImageInput | undefined, purpose: "logo" | "cover" | "gallery") => {
    if (image === undefined || typeof image === "string") return image;
    const { url } = await media.storeImage(deps, current.ownerId, image, purpose);
    stored.push(url);
    return url;
  };
  let replaced: string[];
  try {
    const logo = await place(changes.logo, "logo");
    const cover = await place(changes.cover, "cover");
    const added: string[] = [];
    for (const image of changes.gallery) {
      const url = (await place(image, "gallery")) as string;
      if (!added.includes(url)) added.push(url);
    }
    replaced = await deps.db.transaction(async (tx) => {
      const row = await q.lockRestaurant(tx, id);
      if (!row || row.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
      if (galleryAfter(row.gallery) > MAX_GALLERY_IMAGES) {
        throw new BadRequest(RESTAURANT_MESSAGES.tooManyGalleryImages, "gallery");
      }
      const kept = row.gallery.filter((url) => !changes.removeGallery.includes(url));
      const gone = row.gallery.filter((url) => changes.removeGallery.includes(url));
      const update: q.RestaurantChanges = {
        gallery: [...kept, ...added.filter((url) => !kept.includes(url))],
        updatedAt: deps.clock.now(),
      };
      if (logo) {
        update.logo = logo;
        if (row.logo) gone.push(row.logo);
      }
      if (cover) {
        update.cover = cover;
        if (row.cover) gone.push(row.cover);
      }
      await q.updateRestaurant(tx, id, update);
      // A replaced picture may still be shown elsewhere (a dish, the gallery it moved to): only unused ones go.
      return media.releaseImages(tx, gone);
    });
  } catch (error) {
    await media.discardImages(deps, stored);
    throw error;
  }
  await media.removeFiles(deps.storage, replaced);
  await announceChange(deps, id);
  return loadForViewer(deps, viewer, id);
}

export async function getBusinessHours(deps: RestaurantsDeps, viewer: Viewer | null, id: string) {
  const found = await q.findRestaurant(deps.db, id);
  if (!found) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  assertVisible(viewer, found.restaurant);
  return { businessHours: found.restaurant.businessHours ?? DEFAULT_BUSINESS_HOURS };
}

export async function updateBusinessHours(
  deps: RestaurantsDeps,
  viewer: Viewer,
  id: string,
  businessHours: BusinessHours,
) {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockRestaurant(tx, id);
    if (!row || row.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
    assertCanManage(viewer, row);
    await q.updateRestaurant(tx, id, { businessHours, updatedAt: deps.clock.now() });
  });
  await announceChange(deps, id);
  return { success: true as const, message: RESTAURANT_MESSAGES.businessHoursUpdated, businessHours };
}

// ---------------------------------------------------------------------------------------------------------------
// Menu

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.name.localeCompare(b.name);

async function buildMenu(deps: RestaurantsDeps, id: string): Promise<CachedMenu | null> {
  const found = await q.findRestaurant(deps.db, id);
  if (!found) return null;
  const row = found.restaurant;
  const groups = new Map<string, Menu["categories"][number]>();
  for (const product of await q.menuProducts(deps.db, id)) {
    let group = groups.get(product.categoryId);
    if (!group) {
      group = { _id: product.categoryId, name: product.categoryName, products: [] };
      groups.set(product.categoryId, group);
    }
    group.products.push(productOf(product, product.categoryName));
  }
  const categories = [...groups.values()].sort(byName);
  for (const group of categories) group.products.sort(byName);
  return {
    menu: { restaurant: publicRestaurant(row), categories },
    ownerId: row.ownerId,
    isActive: row.isActive,
    isDeleted: row.deletedAt !== null,
  };
}

/**
 * The customer's restaurant page: public profile and every non-deleted dish (unavailable ones flagged) grouped by
 * active category. Served from the menu cache; open-now and distance are worked out per request.
 */
export async function getMenu(
  deps: RestaurantsDeps,
  viewer: Viewer | null,
  id: string,
  position: Position | null,
): Promise<Menu> {
  const cached = await deps.menus.get(id, () => buildMenu(deps, id));
  if (!cached || cached.isDeleted) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  if (!cached.isActive && !isPrivileged(viewer, cached.ownerId)) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  const { restaurant } = cached.menu;
  const distance = position
    ? distanceMetres(position, { lat: restaurant.address.coordinates.lat, lon: restaurant.address.coordinates.lng })
    : null;
  return { ...cached.menu, restaurant: withCallerFields(restaurant, { now: deps.clock.now(), distance }) };
}
