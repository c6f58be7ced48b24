/**
 * POST /admin/settlements/{restaurantId}/payouts: money sent to a restaurant (amount, the bank's reference, the day
 * it was paid). The answer carries the restaurant's new figures, shown at once; a 422 names the amount field.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { type getSettlements, recordRestaurantPayout } from "@zaika/contract/endpoints/settlements";
import type { RestaurantPayoutBody } from "@zaika/contract/settlements";
import { call } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { settlementKeys } from "./keys";

export type PayoutInput = RestaurantPayoutBody & { restaurantId: string };

export const recordPayout = ({ restaurantId, ...body }: PayoutInput) =>
  call(recordRestaurantPayout, { params: { restaurantId }, body });

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: (response) => {
      toast.success(response.message);
      const updated = response.data;
      // The row shows its new outstanding amount at once; the refetch below drops it from "only those owed" lists.
      queryClient.setQueriesData<ResponseOf<typeof getSettlements>>({ queryKey: settlementKeys.all }, (page) =>
        page
          ? { ...page, data: page.data.map((row) => (row.restaurantId === updated.restaurantId ? updated : row)) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
  });
}
