/**
 * A customer's favourite restaurants (issue 14 item 2): a heart on restaurant cards and pages keeps a restaurant in
 * the profile's Favourites list. Saving and removing are idempotent; the list holds listing cards, newest first.
 */
import { z } from "zod";
import { IdSchema } from "./common";
import { ListedRestaurantSchema } from "./restaurant";

export const FavouriteParamsSchema = z.object({ restaurantId: IdSchema });

/** What PUT and DELETE answer: the restaurant and whether it is now a favourite. */
export const FavouriteChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ restaurantId: z.string(), isFavourite: z.boolean() }),
});
export type FavouriteChange = z.infer<typeof FavouriteChangeResponseSchema>;

/** The customer's favourites as listing cards, the most recently saved first (inactive restaurants left out). */
export const FavouriteListResponseSchema = z.object({ data: z.array(ListedRestaurantSchema) });
export type FavouriteList = z.infer<typeof FavouriteListResponseSchema>;

export const FAVOURITE_MESSAGES = {
  added: "Saved to favourites",
  removed: "Removed from favourites",
  empty: "No favourites yet — tap the heart on a restaurant to keep it here",
  failed: "Could not update your favourites. Please try again.",
} as const;

/** The heart button's accessible name: what pressing it does. */
export function favouriteToggleLabel(restaurantName: string, isFavourite: boolean): string {
  return isFavourite ? `Remove ${restaurantName} from favourites` : `Save ${restaurantName} to favourites`;
}
