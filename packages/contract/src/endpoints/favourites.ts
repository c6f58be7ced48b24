/** The customer's favourite restaurants (issue 14): customers only, each sees and changes only their own list. */
import { endpoint } from "../endpoint";
import { FavouriteChangeResponseSchema, FavouriteListResponseSchema, FavouriteParamsSchema } from "../favourites";

const access = ["user"] as const;
const tags = ["favourites"];

export const getFavourites = endpoint({
  method: "GET",
  path: "/user/favourites",
  access,
  tags,
  summary: "The signed-in customer's favourite restaurants as listing cards, the most recently saved first",
  responses: { 200: FavouriteListResponseSchema },
});

export const addFavourite = endpoint({
  method: "PUT",
  path: "/user/favourites/:restaurantId",
  access,
  tags,
  summary: "Keep a restaurant among the customer's favourites (idempotent). 404 for an unknown or inactive restaurant",
  params: FavouriteParamsSchema,
  responses: { 200: FavouriteChangeResponseSchema },
});

export const removeFavourite = endpoint({
  method: "DELETE",
  path: "/user/favourites/:restaurantId",
  access,
  tags,
  summary: "Remove a restaurant from the customer's favourites (idempotent: removing one that is not there is fine)",
  params: FavouriteParamsSchema,
  responses: { 200: FavouriteChangeResponseSchema },
});
