/**
 * The 409 of adding to the cart and of reordering when the cart holds another restaurant's dishes: its details name
 * that restaurant, for the "Start a new cart?" question (components/cart/StartNewCartDialog).
 */
import { type CartConflictDetails, readCartConflictDetails } from "@zaika/contract/cart-rules";
import { ApiError } from "./api-error";

/** The restaurant whose dishes fill the cart, when the call failed for that reason (409); null otherwise. */
export function cartConflict(error: unknown): CartConflictDetails["currentRestaurant"] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return readCartConflictDetails(error.body?.details)?.currentRestaurant ?? null;
}
