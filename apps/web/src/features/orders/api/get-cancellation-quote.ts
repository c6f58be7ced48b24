/** GET /order/{id}/cancellation: what cancelling now would cost and refund (shown before the customer confirms). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CancellationQuoteResponse } from "@zaika/contract/order";
import { api } from "../../../lib/api-client";
import { orderKeys } from "./order-keys";

export const getCancellationQuote = (orderId: string, signal?: AbortSignal) =>
  api.get<CancellationQuoteResponse>(`/order/${encodeURIComponent(orderId)}/cancellation`, { signal });

export const cancellationQuoteQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.cancellation(orderId),
    queryFn: ({ signal }) => getCancellationQuote(orderId, signal),
    // The fee changes with time and status: always ask afresh when the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCancellationQuote = (orderId: string, enabled: boolean) =>
  useQuery({ ...cancellationQuoteQueryOptions(orderId), enabled });
