/**
 * Search documents → the contract's result shapes, and their JSON as the response schema writes it. A dish's and a
 * restaurant's JSON is cut where the per-search fields go (distance and open-now, which the schema keeps last), so a
 * search only appends them: the answer is written without validating and encoding every result again (the nearby
 * index does the same for the restaurant listing).
 */
import { toRupees } from "@zaika/contract/common";
import {
  type SearchCategory,
  SearchCategorySchema,
  type SearchDish,
  SearchDishSchema,
  type SearchRestaurant,
  SearchRestaurantSchema,
} from "@zaika/contract/search";
import type { SearchCategoryRow, SearchDishRow, SearchRestaurantRow } from "./queries";

/** Where a result is measured from and whether it takes orders: written per search. */
export interface CallerFields {
  distance: number | null;
  isOpenNow: boolean;
}

/** A result without its per-search fields, and its JSON up to them (null when the schema refused the result). */
export interface Wire<T> {
  base: T;
  head: string | null;
}

const PLACEHOLDER = { distance: null, isOpenNow: false } as const;
// What the schema writes for the placeholder; a quote inside a string value is escaped, so this can only end the JSON.
const CALLER_JSON = ',"distance":null,"isOpenNow":false}';

/** The JSON `encode` writes for `value`, without the placeholder caller fields and what closes them. */
function headOf(json: string | null, closing: string): string | null {
  const suffix = CALLER_JSON + closing;
  return json?.endsWith(suffix) ? json.slice(0, -suffix.length) : null;
}

function jsonOf<T>(schema: { safeEncode(value: T): { success: boolean; data?: unknown } }, value: T): string | null {
  const encoded = schema.safeEncode(value);
  return encoded.success ? JSON.stringify(encoded.data) : null;
}

export function restaurantWire(row: SearchRestaurantRow): Wire<Omit<SearchRestaurant, keyof CallerFields>> {
  const base = {
    _id: row.id,
    name: row.name,
    cuisine: row.cuisine,
    logo: row.logo,
    rating: { average: row.ratingAverage, count: row.ratingCount },
    paymentOptions: { acceptsCash: row.acceptsCash, acceptsOnlinePayment: row.acceptsOnlinePayment },
  };
  return { base, head: headOf(jsonOf(SearchRestaurantSchema, { ...base, ...PLACEHOLDER }), "") };
}

export function dishWire(row: SearchDishRow, restaurant: SearchRestaurantRow): Wire<SearchDish> {
  const base: SearchDish = {
    _id: row.id,
    name: row.name,
    price: toRupees(row.pricePaise),
    discountedPrice: row.discountedPricePaise === null ? null : toRupees(row.discountedPricePaise),
    foodType: row.foodType,
    image: row.image,
    restaurant: { _id: restaurant.id, name: restaurant.name, ...PLACEHOLDER },
  };
  return { base, head: headOf(jsonOf(SearchDishSchema, base), "}") };
}

export function categoryWire(row: SearchCategoryRow): { base: SearchCategory; json: string | null } {
  const base = { _id: row.id, name: row.name, image: row.image };
  return { base, json: jsonOf(SearchCategorySchema, base) };
}

/** A restaurant's or a dish's JSON with this search's fields (as the schema writes them, distance in whole metres). */
export function withCallerJson(head: string, fields: CallerFields, closing: "" | "}"): string {
  return `${head},"distance":${fields.distance === null ? "null" : fields.distance},"isOpenNow":${fields.isOpenNow}}${closing}`;
}

/** The response body, keys in SearchResponseSchema's order. */
export function responseJson(q: string, dishes: string[], restaurants: string[], categories: string[]): string {
  return `{"q":${JSON.stringify(q)},"dishes":[${dishes.join(",")}],"restaurants":[${restaurants.join(",")}],"categories":[${categories.join(",")}]}`;
}
