/** GET/PUT /admin/restaurant/{id}/kitchen: a restaurant's kitchen controls (its owner, or an admin). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getKitchen, updateKitchen } from "@zaika/contract/endpoints/kitchen";
import type { KitchenControlsBody } from "@zaika/contract/kitchen";
import { call } from "../lib/api-client";
import { toast } from "../lib/toast";
import { invalidateRestaurants, restaurantKeys } from "./restaurants";

export const kitchenKey = (restaurantId: string) => [...restaurantKeys.all, "kitchen", restaurantId] as const;

export const kitchenQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: kitchenKey(restaurantId),
    queryFn: async ({ signal }) => (await call(getKitchen, { params: { id: restaurantId }, signal })).kitchen,
    // The window's order count moves with every order: read it again while the page is open.
    refetchInterval: 60_000,
  });

export const useKitchen = (restaurantId: string | undefined) =>
  useQuery({ ...kitchenQueryOptions(restaurantId ?? ""), enabled: Boolean(restaurantId) });

export function useUpdateKitchen(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenControlsBody) => call(updateKitchen, { params: { id: restaurantId }, body }),
    onSuccess: (response) => {
      toast.success(response.message);
      queryClient.setQueryData(kitchenKey(restaurantId), response.kitchen);
      return invalidateRestaurants(queryClient);
    },
  });
}
