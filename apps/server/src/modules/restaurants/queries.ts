/** SQL of the restaurants module: the listing, one restaurant, its owner and its menu. */
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cartItems } from "../../db/schema/cart";
import { categories, products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { containsPattern, distanceToRestaurant, restaurantsAround } from "../../db/sql-helpers";

type Conn = Db | Tx;

export type RestaurantRow = typeof restaurants.$inferSelect;
export type RestaurantInsert = typeof restaurants.$inferInsert;
export type RestaurantChanges = Partial<Omit<RestaurantInsert, "id" | "ownerId" | "createdAt">>;
export interface RestaurantWithOwner {
  restaurant: RestaurantRow;
  owner: { id: string; name: string; email: string | null };
  /** Metres from the searched point; null when the search gave none. */
  distance: number | null;
}

/** Restaurants within `near`'s radius (metres), named or cooking `search`, with an available dish in a category. */
interface MatchFilter {
  near?: { lat: number; lng: number; radius: number } | undefined;
  search?: string | undefined;
  categoryId?: string | undefined;
}

export interface SearchFilter extends MatchFilter {
  isActive?: boolean | undefined;
  limit: number;
  offset: number;
}

function matchConditions(filter: MatchFilter, distance: SQL<number> | null): Array<SQL | undefined> {
  const conditions: Array<SQL | undefined> = [];
  if (filter.near && distance) {
    conditions.push(restaurantsAround(filter.near.lat, filter.near.lng, filter.near.radius));
    conditions.push(sql`${distance} <= ${filter.near.radius}::float8`);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        sql`${restaurants.name} ilike ${pattern} escape '\\'`,
        sql`exists (select 1 from unnest(${restaurants.cuisine}) as cuisine(name) where cuisine.name ilike ${pattern} escape '\\')`,
        // Per restaurant through products_restaurant_idx when a location narrowed the rows, one hashed scan otherwise.
        sql`exists (select 1 from ${products} where ${products.restaurantId} = ${restaurants.id}
          and ${products.deletedAt} is null and ${products.name} ilike ${pattern} escape '\\')`,
      ),
    );
  }
  if (filter.categoryId) {
    conditions.push(
      sql`exists (select 1 from ${products} where ${products.restaurantId} = ${restaurants.id}
        and ${products.categoryId} = ${filter.categoryId} and ${products.isAvailable} and ${products.deletedAt} is null)`,
    );
  }
  return conditions;
}

/**
 * A text search over every dish is estimated as costly enough to wake PostgreSQL's JIT compiler, whose start-up
 * (hundreds of milliseconds) dwarfs the scan itself; it is switched off for that transaction only.
 */
function withoutJitWhen<T>(db: Db, search: string | undefined, run: (conn: Conn) => Promise<T>): Promise<T> {
  return search
    ? db.transaction(async (tx) => {
        await tx.execute(sql`set local jit = off`);
        return run(tx);
      })
    : run(db);
}

/**
 * Whether a restaurant has a dish on offer: available, not deleted, in an active category (as its menu shows it), with
 * a discounted price below its price. Columns are named with their tables: in a one-table select drizzle would leave
 * them bare, and the subquery's own columns would shadow the restaurant's.
 */
const hasOffers = sql<boolean>`exists (select 1 from products p inner join categories c on c.id = p.category_id
  where p.restaurant_id = "restaurants"."id" and p.deleted_at is null and p.is_available and c.is_active
    and p.discounted_price_paise < p.price_paise)`;

/** The categories a restaurant has an available dish in (the categoryId search's rule). */
const categoryIds = sql<string[]>`array(select distinct p.category_id::text from products p
  where p.restaurant_id = "restaurants"."id" and p.is_available and p.deleted_at is null)`;

/**
 * An admin's page of restaurants, active or not, and how many match in all: newest first, or nearest first with a
 * location. The page, then a count only when the page does not already tell the total (cheaper than a window count,
 * which keeps every matching row around).
 */
export async function searchRestaurants(
  db: Db,
  filter: SearchFilter,
): Promise<{ rows: ListingMatch[]; total: number }> {
  const distance = filter.near ? distanceToRestaurant(filter.near.lat, filter.near.lng) : null;
  const where = and(
    isNull(restaurants.deletedAt),
    filter.isActive === undefined ? undefined : eq(restaurants.isActive, filter.isActive),
    ...matchConditions(filter, distance),
  );
  const orderBy = distance ? [asc(distance), asc(restaurants.id)] : [desc(restaurants.createdAt), asc(restaurants.id)];

  return withoutJitWhen(db, filter.search, async (conn) => {
    const rows = await conn
      .select({
        restaurant: restaurants,
        owner: { id: users.id, name: users.name, email: users.email },
        distance: distance ?? sql<null>`null::float8`,
        hasOffers,
      })
      .from(restaurants)
      .innerJoin(users, eq(users.id, restaurants.ownerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(filter.limit)
      .offset(filter.offset);
    // A short, non-empty page (or an empty first page) is the last one: the total follows from it.
    if (rows.length < filter.limit && (rows.length > 0 || filter.offset === 0)) {
      return { rows, total: filter.offset + rows.length };
    }
    const [count] = await conn.select({ n: sql<number>`count(*)::int` }).from(restaurants).where(where);
    return { rows, total: count?.n ?? 0 };
  });
}

/** A restaurant of the public listing, with what the listing filters on beyond its own row. */
export type ListingRow = RestaurantRow & { hasOffers: boolean; categoryIds: string[] };

/** The public listing (active, not deleted), or those of `ids` in it: what the nearby index holds. */
export async function publicRestaurantRows(conn: Conn, ids?: string[]): Promise<ListingRow[]> {
  if (ids?.length === 0) return [];
  const rows = await conn
    .select({ restaurant: restaurants, hasOffers, categoryIds })
    .from(restaurants)
    .where(
      and(isNull(restaurants.deletedAt), sql`${restaurants.isActive}`, ids ? inArray(restaurants.id, ids) : undefined),
    );
  return rows.map((r) => ({ ...r.restaurant, hasOffers: r.hasOffers, categoryIds: r.categoryIds }));
}

export type ListingMatch = RestaurantWithOwner & { hasOffers: boolean };

/**
 * Every active restaurant matching a customer's search, unordered: the listing orders them by rules that depend on
 * the time (contract listing.ts), so they are ordered and paged in process.
 */
export async function publicMatches(db: Db, filter: MatchFilter): Promise<ListingMatch[]> {
  const distance = filter.near ? distanceToRestaurant(filter.near.lat, filter.near.lng) : null;
  // Written as the partial index's predicate (no parameter), so restaurants_public_order_idx applies.
  const where = and(isNull(restaurants.deletedAt), sql`${restaurants.isActive}`, ...matchConditions(filter, distance));
  return withoutJitWhen(db, filter.search, (conn) =>
    conn
      .select({
        restaurant: restaurants,
        owner: { id: users.id, name: users.name, email: users.email },
        distance: distance ?? sql<null>`null::float8`,
        hasOffers,
      })
      .from(restaurants)
      .innerJoin(users, eq(users.id, restaurants.ownerId))
      .where(where),
  );
}

/** A restaurant with its owner, deleted or not. */
export async function findRestaurant(conn: Conn, id: string): Promise<RestaurantWithOwner | null> {
  const [row] = await conn
    .select({ restaurant: restaurants, owner: { id: users.id, name: users.name, email: users.email } })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(eq(restaurants.id, id));
  return row ? { ...row, distance: null } : null;
}

/** The restaurant an owner account runs (the oldest, should there ever be several), never a deleted one. */
export async function findRestaurantByOwner(conn: Conn, ownerId: string): Promise<RestaurantWithOwner | null> {
  const [row] = await conn
    .select({ restaurant: restaurants, owner: { id: users.id, name: users.name, email: users.email } })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(and(eq(restaurants.ownerId, ownerId), isNull(restaurants.deletedAt)))
    .orderBy(asc(restaurants.createdAt))
    .limit(1);
  return row ? { ...row, distance: null } : null;
}

export async function findUserByEmail(conn: Conn, email: string) {
  const [row] = await conn.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function insertOwner(conn: Conn, owner: { name: string; email: string; passwordHash: string }) {
  const [row] = await conn
    .insert(users)
    .values({ role: "restaurant", name: owner.name, email: owner.email, passwordHash: owner.passwordHash })
    .returning({ id: users.id, name: users.name, email: users.email });
  if (!row) throw new Error("owner account was not created");
  return row;
}

export async function insertRestaurant(conn: Conn, values: RestaurantInsert): Promise<RestaurantRow> {
  const [row] = await conn.insert(restaurants).values(values).returning();
  if (!row) throw new Error("restaurant was not created");
  return row;
}

export async function updateRestaurant(conn: Conn, id: string, changes: RestaurantChanges): Promise<void> {
  await conn.update(restaurants).set(changes).where(eq(restaurants.id, id));
}

/** Locks the row for the rest of the transaction, so concurrent image or status changes apply one after another. */
export async function lockRestaurant(tx: Tx, id: string): Promise<RestaurantRow | null> {
  const [row] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for("update");
  return row ?? null;
}

/** Whether any order names this restaurant (then deleting it only hides it, keeping the order history). */
export async function restaurantHasOrders(conn: Conn, id: string): Promise<boolean> {
  const [row] = await conn.select({ id: orders.id }).from(orders).where(eq(orders.restaurantId, id)).limit(1);
  return row !== undefined;
}

/** Image URLs of a restaurant's dishes (to clean storage after a hard delete). */
export async function productImages(conn: Conn, restaurantId: string): Promise<string[]> {
  const rows = await conn
    .select({ image: products.image })
    .from(products)
    .where(eq(products.restaurantId, restaurantId));
  return rows.flatMap((r) => (r.image ? [r.image] : []));
}

/** Customers' cart lines for this restaurant: they cannot be ordered any more. */
export async function deleteCartLines(conn: Conn, restaurantId: string): Promise<void> {
  await conn
    .delete(cartItems)
    .where(
      or(
        eq(cartItems.restaurantId, restaurantId),
        inArray(
          cartItems.productId,
          conn.select({ id: products.id }).from(products).where(eq(products.restaurantId, restaurantId)),
        ),
      ),
    );
}

/** Erases a restaurant and its dishes (only for one without orders; cart lines must be gone first). */
export async function eraseRestaurant(conn: Conn, restaurantId: string): Promise<void> {
  await conn.delete(products).where(eq(products.restaurantId, restaurantId));
  await conn.delete(restaurants).where(eq(restaurants.id, restaurantId));
}

export type MenuProductRow = typeof products.$inferSelect & { categoryName: string };

/** The restaurant's dishes (available or not, never deleted) in active categories. */
export async function menuProducts(conn: Conn, restaurantId: string): Promise<MenuProductRow[]> {
  const rows = await conn
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.restaurantId, restaurantId), isNull(products.deletedAt), eq(categories.isActive, true)));
  return rows.map((r) => ({ ...r.product, categoryName: r.categoryName }));
}
