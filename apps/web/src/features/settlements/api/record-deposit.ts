/**
 * POST /admin/rider-cash/{riderId}/deposits: cash a rider handed in (amount, a reference). The answer carries what
 * the rider still holds, shown at once; a 422 names the amount field.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { type getRiderCash, recordRiderDeposit } from "@zaika/contract/endpoints/settlements";
import type { RiderDepositBody } from "@zaika/contract/settlements";
import { call } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { riderCashKeys } from "./keys";

export type DepositInput = RiderDepositBody & { riderId: string };

export const recordDeposit = ({ riderId, ...body }: DepositInput) =>
  call(recordRiderDeposit, { params: { riderId }, body });

export function useRecordDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDeposit,
    onSuccess: (response) => {
      toast.success(response.message);
      const updated = response.data;
      queryClient.setQueriesData<ResponseOf<typeof getRiderCash>>({ queryKey: riderCashKeys.all }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.riderId === updated.riderId ? updated : row)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: riderCashKeys.all });
    },
  });
}
