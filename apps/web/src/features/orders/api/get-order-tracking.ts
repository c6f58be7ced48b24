/**
 * GET /order/{id}/tracking: where the order's rider is and how far off (issue 13), for the customer from pickup to the
 * door and the restaurant while the rider comes for pickup. Live `position` frames of this order move the rider
 * without a request; the order's own live events refetch it (its key sits under the order's), and a slow poll backs
 * up a stream that went quiet.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderTracking } from "@zaika/contract/dispatch";
import { getOrderTracking as getOrderTrackingEndpoint } from "@zaika/contract/endpoints/dispatch";
import type { PositionLiveEvent } from "@zaika/contract/events";
import { useCallback } from "react";
import { orderRetry } from "../../../api/orders";
import { call } from "../../../lib/api-client";
import { usePositionEvents } from "../../../lib/live-events";
import { orderQueryKeys } from "../../../lib/order-query-keys";

/** Positions come live; this only catches up after a stream that dropped frames. */
export const TRACKING_POLL_MS = 30_000;

export const orderTrackingKey = (orderId: string) => [...orderQueryKeys.one(orderId), "tracking"] as const;

export const getOrderTracking = (orderId: string, signal?: AbortSignal) =>
  call(getOrderTrackingEndpoint, { params: { id: orderId }, signal, toast: false });

export const orderTrackingQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderTrackingKey(orderId),
    queryFn: ({ signal }) => getOrderTracking(orderId, signal),
    retry: orderRetry,
    refetchInterval: TRACKING_POLL_MS,
  });

/**
 * The tracking with a live frame applied: the rider's new position and the ETA worked out from it. A frame older than
 * the position shown (a late one, or one from before a refetch) changes nothing.
 */
export function withPosition(tracking: OrderTracking, event: PositionLiveEvent): OrderTracking {
  if (!tracking.rider) return tracking;
  const shown = tracking.rider.position;
  if (shown && Date.parse(event.at) < Date.parse(shown.at)) return tracking;
  return {
    ...tracking,
    rider: { ...tracking.rider, position: { lat: event.lat, lng: event.lng, at: event.at } },
    etaMinutes: event.etaMinutes,
  };
}

/** The order's tracking while `enabled` (a rider is on it), moved by live position frames. */
export function useOrderTracking(orderId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  usePositionEvents(
    useCallback(
      (event: PositionLiveEvent) => {
        if (!enabled || event.orderId !== orderId) return;
        queryClient.setQueryData<OrderTracking>(orderTrackingKey(orderId), (tracking) =>
          tracking ? withPosition(tracking, event) : tracking,
        );
      },
      [enabled, orderId, queryClient],
    ),
  );
  return useQuery({ ...orderTrackingQueryOptions(orderId), enabled });
}
