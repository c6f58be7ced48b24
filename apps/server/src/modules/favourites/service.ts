/**
 * Favourite restaurants: a customer keeps restaurants they can order from; saving and removing are idempotent. The
 * list is read as listing cards (the public listing's shape), so the web shows them with the same card.
 */
import { FAVOURITE_MESSAGES } from "@zaika/contract/favourites";
import type { ListedRestaurant } from "@zaika/contract/restaurant";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import type { ModuleDeps } from "../../deps";
import { NotFound } from "../../lib/errors";
import { publicRestaurantRows } from "../restaurants/queries";
import { publicRestaurant, withCallerFields } from "../restaurants/wire";
import * as q from "./queries";

export type FavouritesDeps = Pick<ModuleDeps, "db" | "clock" | "eta">;

export async function addFavourite(deps: FavouritesDeps, userId: string, restaurantId: string) {
  if (!(await q.isPublicRestaurant(deps.db, restaurantId))) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  await q.insertFavourite(deps.db, userId, restaurantId, deps.clock.now());
  return { success: true as const, message: FAVOURITE_MESSAGES.added, data: { restaurantId, isFavourite: true } };
}

export async function removeFavourite(deps: Pick<ModuleDeps, "db">, userId: string, restaurantId: string) {
  await q.deleteFavourite(deps.db, userId, restaurantId);
  return { success: true as const, message: FAVOURITE_MESSAGES.removed, data: { restaurantId, isFavourite: false } };
}

/** The favourites customers can still see (a deactivated restaurant drops out until it is active again). */
export async function listFavourites(deps: FavouritesDeps, userId: string): Promise<{ data: ListedRestaurant[] }> {
  const ids = await q.favouriteIds(deps.db, userId);
  const rows = await publicRestaurantRows(deps.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const context = { now: deps.clock.now(), distance: null, eta: deps.eta };
  const data: ListedRestaurant[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    data.push({ ...withCallerFields(publicRestaurant(row), context), hasOffers: row.hasOffers });
  }
  return { data };
}
