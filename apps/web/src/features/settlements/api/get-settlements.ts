/** GET /admin/settlements: what each restaurant is owed now, paid out so far and its last payout, a page at a time. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getSettlements as getSettlementsEndpoint } from "@zaika/contract/endpoints/settlements";
import { call } from "../../../lib/api-client";
import { allQuery, MONEY_STALE_TIME_MS, type MoneyListParams, settlementKeys } from "./keys";

// The page shows a failed list with a retry, so the client's toast would only repeat it.
export const getSettlements = ({ page, limit, all }: MoneyListParams, signal?: AbortSignal) =>
  call(getSettlementsEndpoint, { query: { page, limit, all: allQuery(all) }, signal, toast: false });

export const settlementsQueryOptions = (params: MoneyListParams) =>
  queryOptions({
    queryKey: settlementKeys.list(params),
    queryFn: ({ signal }) => getSettlements(params, signal),
    staleTime: MONEY_STALE_TIME_MS,
    // Keep the current page on screen while the next one (or the other "show all" choice) loads.
    placeholderData: keepPreviousData,
  });

export const useSettlements = (params: MoneyListParams) => useQuery(settlementsQueryOptions(params));
