/**
 * The 409 of adding to the cart and of reordering when the cart holds another restaurant's dishes: its details name
 * that restaurant, for the "Start a new cart?" question (components/cart/StartNewCartDialog).
 */
import { type CartConflictDetails, CartConflictDetailsSchema } from "@zaika/contract/cart";
import { ApiError } from "./api-error";

/** The restaurant whose dishes fill the cart, when the call failed for that reason (409); null otherwise. */
export function cartConflict(error: unknown): CartConflictDetails["currentRestaurant"] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = CartConflictDetailsSchema.safeParse(error.body?.details);
  return details.success ? details.data.currentRestaurant : null;
}
