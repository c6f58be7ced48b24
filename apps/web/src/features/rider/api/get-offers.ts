/**
 * GET /rider/me/offers: the deliveries offered to the signed-in rider, each open for 30 s (issue 13). Refetched when
 * the live-events connection delivers an `offers` frame (OffersSection subscribes), on window focus, and every 15 s
 * while online as a fallback for a lost connection. Offline, nothing is asked.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RiderOffer } from "@zaika/contract/dispatch";
import { getRiderOffers as getRiderOffersEndpoint } from "@zaika/contract/endpoints/dispatch";
import { call } from "../../../lib/api-client";

export const riderOffersKey = ["rider", "offers"] as const;

/** The fallback poll while online: live `offers` frames normally arrive first. */
export const OFFERS_POLL_MS = 15_000;

export async function getRiderOffers(signal?: AbortSignal): Promise<RiderOffer[]> {
  // A failed poll is shown in the offers section, never as a toast every 15 s.
  const response = await call(getRiderOffersEndpoint, { signal, toast: false });
  return response.data;
}

export const riderOffersQueryOptions = (online: boolean) =>
  queryOptions({
    queryKey: riderOffersKey,
    queryFn: ({ signal }) => getRiderOffers(signal),
    enabled: online,
    // Offers live for seconds: never show a cached list as current.
    staleTime: 0,
    refetchInterval: online ? OFFERS_POLL_MS : false,
    refetchOnWindowFocus: "always",
  });

export const useRiderOffers = (online: boolean) => useQuery(riderOffersQueryOptions(online));
