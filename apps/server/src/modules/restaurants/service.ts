/**
 * Restaurant rules: creation with its owner, visibility, who may change what, deletion, hours, menu. The search
 * listing is in listing.ts, picture changes in images.ts.
 */
import type { BusinessHours } from "@zaika/contract/business-hours";
import { DEFAULT_BUSINESS_HOURS } from "@zaika/contract/business-hours";
import { toPaise, toRupees } from "@zaika/contract/common";
import { distanceMetres, type Position } from "@zaika/contract/geo";
import type { Menu } from "@zaika/contract/menu";
import { MESSAGES } from "@zaika/contract/messages";
import {
  RESTAURANT_MESSAGES,
  type Restaurant,
  type RestaurantCreateBodySchema,
  type RestaurantUpdateBodySchema,
} from "@zaika/contract/restaurant";
import { deliverySettingsProblem, FREE_DELIVERY_THRESHOLD_FIELD } from "@zaika/contract/restaurant-terms";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors";
import type { ModuleDeps } from "../../deps";
import { hashPassword } from "../../lib/crypto";
import { BusinessRule, Conflict, Forbidden, NotFound } from "../../lib/errors";
import * as media from "../media/service";
import { productOf } from "../products/wire";
import type { CachedMenu, MenuCache } from "./menu-cache";
import type { NearbyIndex } from "./nearby-index";
import * as q from "./queries";
import { isPrivileged, publicRestaurant, restaurantFor, type Viewer, withCallerFields } from "./wire";

/** The caches are built by the composition root (app.ts) and fed by the event bus. */
export type RestaurantsDeps = Pick<ModuleDeps, "db" | "clock" | "events" | "storage" | "eta"> & {
  menus: MenuCache;
  /** The public listing in memory, for nearby searches by visitors and customers. */
  nearby: NearbyIndex;
};
type ReadDeps = Pick<RestaurantsDeps, "db" | "clock" | "eta">;
/** What a change needs: the database, and the caches and event bus it announces itself through. */
type ChangeDeps = Pick<RestaurantsDeps, "db" | "clock" | "events" | "menus" | "nearby" | "eta">;

type CreateBody = z.output<typeof RestaurantCreateBodySchema>;
type UpdateBody = z.output<typeof RestaurantUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** Drops this instance's cached menu now, and tells every instance (this one included) through the event bus. */
export async function announceChange(
  deps: Pick<ChangeDeps, "events" | "menus" | "nearby">,
  restaurantId: string,
): Promise<void> {
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

/**
 * Refuses delivery settings whose free delivery could never apply (contract restaurant-terms): the minimum and the
 * threshold a change leaves, each as sent or else as stored. Only a change that sends delivery settings is checked, so
 * a restaurant saved before the rule can still change its name or pictures (customers are shown free delivery).
 */
function assertDeliverySettings(changes: q.RestaurantChanges, stored?: q.RestaurantRow): void {
  if (changes.minimumOrderPaise === undefined && changes.freeDeliveryThresholdPaise === undefined) return;
  const minimumPaise = changes.minimumOrderPaise ?? stored?.minimumOrderPaise ?? 0;
  const thresholdPaise =
    changes.freeDeliveryThresholdPaise !== undefined
      ? changes.freeDeliveryThresholdPaise
      : (stored?.freeDeliveryThresholdPaise ?? null);
  const problem = deliverySettingsProblem({
    minimumOrderAmount: toRupees(minimumPaise),
    freeDeliveryThreshold: thresholdPaise === null ? null : toRupees(thresholdPaise),
  });
  if (problem) throw new BusinessRule(problem, [{ field: FREE_DELIVERY_THRESHOLD_FIELD, message: problem }]);
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

export async function loadForViewer(deps: ReadDeps, viewer: Viewer, id: string): Promise<Restaurant> {
  const found = await q.findRestaurant(deps.db, id);
  if (!found || found.restaurant.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  return restaurantFor(viewer, found.restaurant, found.owner, { now: deps.clock.now(), distance: null, eta: deps.eta });
}

/** Loads a live restaurant the viewer may change (404 when missing or deleted, 403 when not theirs). */
export async function manageable(
  deps: Pick<RestaurantsDeps, "db">,
  viewer: Viewer,
  id: string,
): Promise<q.RestaurantRow> {
  const found = await q.findRestaurant(deps.db, id);
  if (!found || found.restaurant.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  assertCanManage(viewer, found.restaurant);
  return found.restaurant;
}

// ---------------------------------------------------------------------------------------------------------------
// Create, read

/** The owner's account and the restaurant, in one transaction: either both exist afterwards or neither. */
export async function createRestaurant(deps: ChangeDeps, admin: Viewer, body: CreateBody): Promise<Restaurant> {
  const columns = columnsOf(body);
  assertDeliverySettings(columns);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await q.findUserByEmail(tx, body.ownerEmail)) throw new Conflict(MESSAGES.emailTaken, "ownerEmail");
      const owner = await q.insertOwner(tx, { name: body.ownerName, email: body.ownerEmail, passwordHash });
      const row = await q.insertRestaurant(tx, {
        ...columns,
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

export async function getRestaurant(
  deps: ReadDeps,
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
    eta: deps.eta,
  });
}

/** GET /restaurant: the signed-in owner's restaurant. */
export async function getOwnRestaurant(deps: ReadDeps, owner: Viewer): Promise<Restaurant> {
  const found = await q.findRestaurantByOwner(deps.db, owner.sub);
  if (!found) throw new NotFound(RESTAURANT_MESSAGES.noRestaurant);
  return restaurantFor(owner, found.restaurant, found.owner, { now: deps.clock.now(), distance: null, eta: deps.eta });
}

// ---------------------------------------------------------------------------------------------------------------
// Changes

export async function updateRestaurant(
  deps: ChangeDeps,
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
    assertDeliverySettings(changes, row);
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

export async function toggleStatus(deps: ChangeDeps, admin: Viewer, id: string) {
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

export async function getBusinessHours(deps: Pick<RestaurantsDeps, "db">, viewer: Viewer | null, id: string) {
  const found = await q.findRestaurant(deps.db, id);
  if (!found) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  assertVisible(viewer, found.restaurant);
  return { businessHours: found.restaurant.businessHours ?? DEFAULT_BUSINESS_HOURS };
}

export async function updateBusinessHours(deps: ChangeDeps, viewer: Viewer, id: string, businessHours: BusinessHours) {
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

async function buildMenu(deps: Pick<RestaurantsDeps, "db">, id: string): Promise<CachedMenu | null> {
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
  deps: Pick<RestaurantsDeps, "db" | "clock" | "menus" | "eta">,
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
  return {
    ...cached.menu,
    restaurant: withCallerFields(restaurant, { now: deps.clock.now(), distance, eta: deps.eta }),
  };
}
