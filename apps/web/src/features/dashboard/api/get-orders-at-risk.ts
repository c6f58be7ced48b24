/**
 * GET /admin/orders/at-risk: unanswered orders to chase, for the admin dashboard. Polled, since an order becomes at
 * risk by time passing; refetched at once when a live event says one of them was answered or cancelled.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { getOrdersAtRisk as getOrdersAtRiskEndpoint } from "@zaika/contract/endpoints/escalation";
import type { OrderLiveEvent } from "@zaika/contract/events";
import { useCallback } from "react";
import { call } from "../../../lib/api-client";
import { useOrderEvents } from "../../../lib/live-events";
import { dashboardQueryKeys } from "./dashboard-query-keys";

export const AT_RISK_POLL_MS = 15_000;

export const getOrdersAtRisk = (signal?: AbortSignal) => call(getOrdersAtRiskEndpoint, { signal, toast: false });

export const ordersAtRiskQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.ordersAtRisk,
    queryFn: ({ signal }) => getOrdersAtRisk(signal),
    refetchInterval: AT_RISK_POLL_MS,
  });

export function useOrdersAtRisk() {
  const queryClient = useQueryClient();
  const query = useQuery(ordersAtRiskQueryOptions());
  const listed = query.data?.data;
  useOrderEvents(
    useCallback(
      (event: OrderLiveEvent) => {
        if (event.status === "PENDING" || !listed?.some((order) => order._id === event.orderId)) return;
        void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.ordersAtRisk });
      },
      [listed, queryClient],
    ),
  );
  return query;
}
