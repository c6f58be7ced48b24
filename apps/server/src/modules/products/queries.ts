/** SQL of the products module: an owner's dishes, one dish, writes, and dishes of a category near a point. */
import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cartItems } from "../../db/schema/cart";
import { categories, products } from "../../db/schema/catalog";
import { restaurants } from "../../db/schema/restaurants";
import { containsPattern, distanceToRestaurant, restaurantsAround } from "../../db/sql-helpers";
import type { ProductRow } from "./wire";

type Conn = Db | Tx;

export type ProductInsert = typeof products.$inferInsert;
export type ProductChanges = Partial<Omit<ProductInsert, "id" | "restaurantId" | "createdAt" | "deletedAt">>;
export interface ProductWithCategory {
  product: ProductRow;
  categoryName: string;
}

/** The (not deleted) restaurant an owner account runs. */
export async function findOwnedRestaurant(conn: Conn, ownerId: string): Promise<{ id: string } | null> {
  const [row] = await conn
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.ownerId, ownerId), isNull(restaurants.deletedAt)))
    .orderBy(asc(restaurants.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findRestaurant(conn: Conn, id: string) {
  const [row] = await conn
    .select({ id: restaurants.id, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isNull(restaurants.deletedAt)));
  return row ?? null;
}

export async function findCategory(conn: Conn, id: string) {
  const [row] = await conn
    .select({ id: categories.id, name: categories.name, isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, id));
  return row ?? null;
}

export interface ProductFilter {
  restaurantId?: string;
  search?: string;
  categoryId?: string;
  isAvailable?: boolean;
  limit: number;
  offset: number;
}

/**
 * One page of (not deleted) dishes and the total that match, in one statement. Sorted as a menu reads (issue 16): by
 * category name, then dish name, each ignoring case, as the customer's menu groups them; ids settle exact ties so the
 * pages never overlap.
 */
export async function listProducts(conn: Conn, filter: ProductFilter) {
  const conditions: Array<SQL | undefined> = [isNull(products.deletedAt)];
  if (filter.restaurantId) conditions.push(eq(products.restaurantId, filter.restaurantId));
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.isAvailable !== undefined) conditions.push(eq(products.isAvailable, filter.isAvailable));
  if (filter.search) conditions.push(sql`${products.name} ilike ${containsPattern(filter.search)} escape '\\'`);

  const rows = await conn
    .select({ product: products, categoryName: categories.name, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions))
    .orderBy(
      sql`lower(${categories.name})`,
      asc(categories.name),
      asc(categories.id),
      sql`lower(${products.name})`,
      asc(products.name),
      asc(products.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    // Past the last page the window has no row to carry the count.
    const [row] = await conn
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...conditions));
    total = row?.n ?? 0;
  }
  return { rows: rows.map((r) => ({ product: r.product, categoryName: r.categoryName })), total };
}

/** A dish that is not deleted, with its category's name and its restaurant's owner. */
export async function findProduct(conn: Conn, id: string, options: { forUpdate?: boolean } = {}) {
  const query = conn
    .select({ product: products, categoryName: categories.name, ownerId: restaurants.ownerId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(restaurants, eq(restaurants.id, products.restaurantId))
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  const [row] = options.forUpdate ? await query.for("update", { of: products }) : await query;
  return row ?? null;
}

export async function insertProduct(conn: Conn, values: ProductInsert): Promise<ProductRow> {
  const [row] = await conn.insert(products).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateProduct(conn: Conn, id: string, changes: ProductChanges): Promise<ProductRow> {
  const [row] = await conn.update(products).set(changes).where(eq(products.id, id)).returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** Hides a dish (orders keep pointing at it) and takes it out of every cart. */
export async function softDeleteProduct(conn: Conn, id: string, now: Date): Promise<void> {
  await conn.delete(cartItems).where(eq(cartItems.productId, id));
  await conn.update(products).set({ deletedAt: now, isAvailable: false, updatedAt: now }).where(eq(products.id, id));
}

/** The cart lines holding a dish, to drop those whose choices an edit removed. */
export async function cartLinesOf(conn: Conn, productId: string) {
  return conn
    .select({
      userId: cartItems.userId,
      itemId: cartItems.itemId,
      selectedAttributes: cartItems.selectedAttributes,
      selectedAddons: cartItems.selectedAddons,
    })
    .from(cartItems)
    .where(eq(cartItems.productId, productId));
}

export async function deleteCartLine(conn: Conn, userId: string, itemId: string): Promise<void> {
  await conn.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, itemId)));
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes of a category near a point

export interface NearbyFilter {
  categoryId: string;
  near?: { lat: number; lng: number; radius?: number };
  limit: number;
  offset: number;
}

/**
 * Orderable dishes of an active category from active restaurants, nearest restaurant first when a point is given
 * (best rated first otherwise), each with its restaurant's name, hours and distance: one statement.
 */
export async function nearbyDishes(conn: Conn, filter: NearbyFilter) {
  const conditions: Array<SQL | undefined> = [
    eq(products.categoryId, filter.categoryId),
    isNull(products.deletedAt),
    eq(products.isAvailable, true),
    eq(categories.isActive, true),
    eq(restaurants.isActive, true),
    isNull(restaurants.deletedAt),
  ];
  const distance = filter.near ? distanceToRestaurant(filter.near.lat, filter.near.lng) : null;
  if (filter.near?.radius !== undefined && distance) {
    conditions.push(restaurantsAround(filter.near.lat, filter.near.lng, filter.near.radius));
    conditions.push(sql`${distance} <= ${filter.near.radius}::float8`);
  }
  const orderBy = distance
    ? [asc(distance), asc(restaurants.id), asc(products.name), asc(products.id)]
    : [
        desc(restaurants.ratingAverage),
        asc(restaurants.name),
        asc(restaurants.id),
        asc(products.name),
        asc(products.id),
      ];

  const rows = await conn
    .select({
      product: products,
      categoryName: categories.name,
      restaurant: { id: restaurants.id, name: restaurants.name, businessHours: restaurants.businessHours },
      distance: distance ?? sql<null>`null::float8`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(restaurants, eq(restaurants.id, products.restaurantId))
    .where(and(...conditions))
    .orderBy(...orderBy)
    .limit(filter.limit)
    .offset(filter.offset);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [row] = await conn
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(restaurants, eq(restaurants.id, products.restaurantId))
      .where(and(...conditions));
    total = row?.n ?? 0;
  }
  return { rows, total };
}
