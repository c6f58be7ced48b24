/**
 * The customer's favourite restaurants (issue 14): the list (the profile's Favourites and every heart read it) and
 * the heart's toggle, updated at once and put back if the server refuses (the API client shows the error toast).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addFavourite, getFavourites, removeFavourite } from "@zaika/contract/endpoints/favourites";
import type { FavouriteList } from "@zaika/contract/favourites";
import type { ListedRestaurant, Restaurant } from "@zaika/contract/restaurant";
import { call } from "../lib/api-client";
import { useAuth } from "../lib/auth-store";

export const favouriteKeys = {
  all: ["favourites"] as const,
};

export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.all,
    // The list shows its own error state; the hearts stay as they are.
    queryFn: ({ signal }) => call(getFavourites, { signal, toast: false }),
  });

/** The favourites, read only for a signed-in customer (nobody else has any). */
export function useFavourites() {
  const { user } = useAuth();
  return useQuery({ ...favouritesQueryOptions(), enabled: user?.role === "user" });
}

/** Whether the restaurant is among the customer's favourites (false until the list is read). */
export function useIsFavourite(restaurantId: string): boolean {
  const favourites = useFavourites();
  return favourites.data?.data.some((restaurant) => restaurant._id === restaurantId) ?? false;
}

/** A restaurant the heart was pressed on: a listing card, or a restaurant page's restaurant (no offers flag). */
export type FavouriteTarget = Restaurant & { hasOffers?: boolean };

/** The list as it will be once the change is saved: a new favourite first, a removed one gone. */
export function withFavourite(list: FavouriteList, restaurant: FavouriteTarget, favourite: boolean): FavouriteList {
  const rest = list.data.filter((r) => r._id !== restaurant._id);
  if (!favourite) return { data: rest };
  const card: ListedRestaurant = { ...restaurant, hasOffers: restaurant.hasOffers ?? false };
  return { data: [card, ...rest] };
}

/** Saves or removes a favourite; the list changes at once and goes back as it was if the call fails. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restaurant, favourite }: { restaurant: FavouriteTarget; favourite: boolean }) => {
      const params = { restaurantId: restaurant._id };
      return favourite ? call(addFavourite, { params }) : call(removeFavourite, { params });
    },
    onMutate: async ({ restaurant, favourite }) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.all });
      const before = queryClient.getQueryData<FavouriteList>(favouriteKeys.all);
      queryClient.setQueryData<FavouriteList>(
        favouriteKeys.all,
        withFavourite(before ?? { data: [] }, restaurant, favourite),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(favouriteKeys.all, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
