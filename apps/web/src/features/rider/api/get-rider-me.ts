/** GET /rider/me: the signed-in rider and the deliveries assigned to them (refreshed by live order events). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getRiderMe as getRiderMeEndpoint } from "@zaika/contract/endpoints/riders";
import type { RiderMe } from "@zaika/contract/rider";
import { call } from "../../../lib/api-client";
import { orderQueryKeys } from "../../../lib/order-query-keys";

/** Shared key: the live-events client invalidates it on every order event, so this page never polls. */
export const riderMeKey = orderQueryKeys.riderWork;

export function getRiderMe(signal?: AbortSignal): Promise<RiderMe> {
  return call(getRiderMeEndpoint, { signal });
}

export const riderMeQueryOptions = () =>
  queryOptions({ queryKey: riderMeKey, queryFn: ({ signal }) => getRiderMe(signal) });

export const useRiderMe = () => useQuery(riderMeQueryOptions());
