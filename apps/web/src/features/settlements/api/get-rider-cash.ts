/** GET /admin/rider-cash: the cash each rider holds from cash-on-delivery orders and their deposits, a page at a time. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getRiderCash as getRiderCashEndpoint } from "@zaika/contract/endpoints/settlements";
import { call } from "../../../lib/api-client";
import { allQuery, MONEY_STALE_TIME_MS, type MoneyListParams, riderCashKeys } from "./keys";

// The page shows a failed list with a retry, so the client's toast would only repeat it.
export const getRiderCash = ({ page, limit, all }: MoneyListParams, signal?: AbortSignal) =>
  call(getRiderCashEndpoint, { query: { page, limit, all: allQuery(all) }, signal, toast: false });

export const riderCashQueryOptions = (params: MoneyListParams) =>
  queryOptions({
    queryKey: riderCashKeys.list(params),
    queryFn: ({ signal }) => getRiderCash(params, signal),
    staleTime: MONEY_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export const useRiderCash = (params: MoneyListParams) => useQuery(riderCashQueryOptions(params));
