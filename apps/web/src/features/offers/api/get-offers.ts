/** GET /offers: the offers running now (active, within their dates, uses left), for the public offers page. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicOffer } from "@zaika/contract/coupons";
import { getOffers as getOffersEndpoint } from "@zaika/contract/endpoints/coupons";
import { call } from "../../../lib/api-client";

export const offerKeys = { all: ["offers"] as const };

export async function getOffers(signal?: AbortSignal): Promise<PublicOffer[]> {
  // The page shows a failure itself, with a retry.
  const { data } = await call(getOffersEndpoint, { signal, toast: false });
  return data;
}

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.all, queryFn: ({ signal }) => getOffers(signal) });

export const useOffers = () => useQuery(offersQueryOptions());
