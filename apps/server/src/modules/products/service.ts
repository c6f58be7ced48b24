/** Dish rules: who may touch which restaurant's dishes, category checks, money in paise, and the nearby listing. */
import { DEFAULT_BUSINESS_HOURS, isOpenAt } from "@zaika/contract/business-hours";
import { resolveCartChoices } from "@zaika/contract/cart";
import { toPaise } from "@zaika/contract/common";
import {
  DISCOUNT_MUST_BE_LOWER,
  PRODUCT_MESSAGES,
  type ProductCreateBodySchema,
  type ProductUpdateBodySchema,
} from "@zaika/contract/product";
import type { z } from "zod";
import type { Tx } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors";
import { assertUsableImages } from "../media/service";
import * as q from "./queries";
import { type ProductRow, productOf, storedAddons, storedAttributes } from "./wire";

export type ProductDeps = Pick<ModuleDeps, "db" | "clock" | "events">;
type ProductCreate = z.output<typeof ProductCreateBodySchema>;
type ProductUpdate = z.output<typeof ProductUpdateBodySchema>;

/** The signed-in owner or admin. */
export interface Actor {
  sub: string;
  role: string;
}

const restaurantChanged = (deps: Pick<ProductDeps, "events">, restaurantId: string) =>
  deps.events.publish({ type: "catalog.restaurant-changed", restaurantId });

/** The restaurant an owner runs; 403 when the account has none. */
async function ownRestaurantId(conn: ProductDeps["db"] | Tx, actor: Actor): Promise<string> {
  const own = await q.findOwnedRestaurant(conn, actor.sub);
  if (!own) throw new Forbidden(PRODUCT_MESSAGES.noRestaurant);
  return own.id;
}

/** Which restaurant a list or a new dish is for: the owner's own, or the one an admin names. */
async function targetRestaurant(conn: ProductDeps["db"] | Tx, actor: Actor, requested: string | undefined) {
  if (actor.role === "admin") return requested;
  const own = await ownRestaurantId(conn, actor);
  if (requested !== undefined && requested !== own) throw new Forbidden(PRODUCT_MESSAGES.notYours);
  return own;
}

/** A dish the actor may manage: 404 when there is none, 403 when it is another restaurant's. */
async function manageableProduct(conn: ProductDeps["db"] | Tx, actor: Actor, id: string, forUpdate = false) {
  const found = await q.findProduct(conn, id, { forUpdate });
  if (!found) throw new NotFound(PRODUCT_MESSAGES.notFound);
  if (actor.role !== "admin" && found.ownerId !== actor.sub) throw new Forbidden(PRODUCT_MESSAGES.notYours);
  return found;
}

async function activeCategory(conn: ProductDeps["db"] | Tx, categoryId: string) {
  const category = await q.findCategory(conn, categoryId);
  if (!category?.isActive) throw new BadRequest(PRODUCT_MESSAGES.categoryNotFound, "categoryId");
  return category;
}

export async function listProducts(
  deps: Pick<ProductDeps, "db">,
  actor: Actor,
  query: {
    page: number;
    limit: number;
    search?: string;
    categoryId?: string;
    isAvailable?: boolean;
    restaurantId?: string;
  },
) {
  const restaurantId = await targetRestaurant(deps.db, actor, query.restaurantId);
  const { rows, total } = await q.listProducts(deps.db, {
    restaurantId,
    search: query.search || undefined,
    categoryId: query.categoryId,
    isAvailable: query.isAvailable,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map((r) => productOf(r.product, r.categoryName)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export async function getProduct(deps: Pick<ProductDeps, "db">, actor: Actor, id: string) {
  const found = await manageableProduct(deps.db, actor, id);
  return productOf(found.product, found.categoryName);
}

export async function createProduct(deps: ProductDeps, actor: Actor, body: ProductCreate) {
  const now = deps.clock.now();
  const { product, categoryName } = await deps.db.transaction(async (tx) => {
    const restaurantId = await targetRestaurant(tx, actor, body.restaurantId);
    if (!restaurantId) throw new BadRequest(PRODUCT_MESSAGES.restaurantRequired, "restaurantId");
    if (actor.role === "admin" && !(await q.findRestaurant(tx, restaurantId))) {
      throw new BadRequest(PRODUCT_MESSAGES.restaurantNotFound, "restaurantId");
    }
    const category = await activeCategory(tx, body.categoryId);
    // An owner's dish shows the owner's own pictures only; an admin may use any.
    if (body.image) await assertUsableImages(tx, actor, actor.sub, [{ url: body.image, field: "image" }]);
    const row = await q.insertProduct(tx, {
      restaurantId,
      categoryId: category.id,
      name: body.name,
      description: body.description,
      pricePaise: toPaise(body.price),
      discountedPricePaise: body.discountedPrice == null ? null : toPaise(body.discountedPrice),
      foodType: body.foodType,
      image: body.image ?? null,
      isAvailable: body.isAvailable,
      preparationMinutes: body.preparationTime,
      attributes: storedAttributes(body.attributes),
      addons: storedAddons(body.addons),
      createdAt: now,
      updatedAt: now,
    });
    return { product: row, categoryName: category.name };
  });
  await restaurantChanged(deps, product.restaurantId);
  return { success: true as const, message: PRODUCT_MESSAGES.created, data: productOf(product, categoryName) };
}

export async function updateProduct(deps: ProductDeps, actor: Actor, id: string, body: ProductUpdate) {
  const now = deps.clock.now();
  const { product, categoryName } = await deps.db.transaction(async (tx) => {
    const found = await manageableProduct(tx, actor, id, true);
    const current = found.product;
    let categoryName = found.categoryName;
    if (body.categoryId !== undefined && body.categoryId !== current.categoryId) {
      categoryName = (await activeCategory(tx, body.categoryId)).name;
    }
    const changes: q.ProductChanges = { updatedAt: now };
    if (body.categoryId !== undefined) changes.categoryId = body.categoryId;
    if (body.name !== undefined) changes.name = body.name;
    if (body.description !== undefined) changes.description = body.description;
    if (body.price !== undefined) changes.pricePaise = toPaise(body.price);
    if (body.discountedPrice !== undefined) {
      changes.discountedPricePaise = body.discountedPrice === null ? null : toPaise(body.discountedPrice);
    }
    if (body.foodType !== undefined) changes.foodType = body.foodType;
    if (body.image !== undefined) changes.image = body.image;
    if (body.image) {
      const image = [{ url: body.image, field: "image" }];
      await assertUsableImages(tx, actor, found.ownerId, image, [current.image]);
    }
    if (body.isAvailable !== undefined) changes.isAvailable = body.isAvailable;
    if (body.preparationTime !== undefined) changes.preparationMinutes = body.preparationTime;
    if (body.attributes !== undefined) changes.attributes = storedAttributes(body.attributes);
    if (body.addons !== undefined) changes.addons = storedAddons(body.addons);

    // The body may change one of the two prices only: the rule holds for the dish as it will be.
    const price = changes.pricePaise ?? current.pricePaise;
    const discounted =
      changes.discountedPricePaise !== undefined ? changes.discountedPricePaise : current.discountedPricePaise;
    if (discounted !== null && discounted >= price) throw new BadRequest(DISCOUNT_MUST_BE_LOWER, "discountedPrice");

    const row = await q.updateProduct(tx, id, changes);
    if (changes.attributes || changes.addons) await dropStaleCartLines(tx, row);
    return { product: row, categoryName };
  });
  await restaurantChanged(deps, product.restaurantId);
  return { success: true as const, message: PRODUCT_MESSAGES.updated, data: productOf(product, categoryName) };
}

/** Cart lines whose chosen options or add-ons the edit removed (or that miss a newly required choice) go. */
async function dropStaleCartLines(tx: Tx, product: ProductRow) {
  const dish = { attributes: product.attributes, addons: product.addons };
  for (const line of await q.cartLinesOf(tx, product.id)) {
    if (!resolveCartChoices(dish, line.selectedAttributes, line.selectedAddons).ok) {
      await q.deleteCartLine(tx, line.userId, line.itemId);
    }
  }
}

export async function toggleAvailability(deps: ProductDeps, actor: Actor, id: string) {
  const now = deps.clock.now();
  const { product, categoryName } = await deps.db.transaction(async (tx) => {
    const found = await manageableProduct(tx, actor, id, true);
    const row = await q.updateProduct(tx, id, { isAvailable: !found.product.isAvailable, updatedAt: now });
    return { product: row, categoryName: found.categoryName };
  });
  await restaurantChanged(deps, product.restaurantId);
  return {
    success: true as const,
    message: product.isAvailable ? PRODUCT_MESSAGES.availabilityOn : PRODUCT_MESSAGES.availabilityOff,
    data: productOf(product, categoryName),
  };
}

/** Dishes are hidden rather than erased (orders will keep pointing at them) and leave every cart at once. */
export async function deleteProduct(deps: ProductDeps, actor: Actor, id: string) {
  const restaurantId = await deps.db.transaction(async (tx) => {
    const found = await manageableProduct(tx, actor, id, true);
    await q.softDeleteProduct(tx, id, deps.clock.now());
    return found.product.restaurantId;
  });
  await restaurantChanged(deps, restaurantId);
  return { success: true as const, message: PRODUCT_MESSAGES.deleted };
}

export async function nearbyDishes(
  deps: Pick<ProductDeps, "db" | "clock">,
  query: { categoryId: string; latitude?: number; longitude?: number; mxRadius?: number; page: number; limit: number },
) {
  if ((query.latitude === undefined) !== (query.longitude === undefined)) {
    throw new BadRequest("Give both latitude and longitude, or neither", "latitude");
  }
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lng: query.longitude, radius: query.mxRadius }
      : undefined;
  const { rows, total } = await q.nearbyDishes(deps.db, {
    categoryId: query.categoryId,
    near,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = deps.clock.now();
  return {
    data: rows.map((r) => ({
      product: productOf(r.product, r.categoryName),
      restaurant: {
        _id: r.restaurant.id,
        name: r.restaurant.name,
        distance: r.distance === null ? null : Math.round(r.distance),
        isOpenNow: isOpenAt(r.restaurant.businessHours ?? DEFAULT_BUSINESS_HOURS, now),
      },
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
