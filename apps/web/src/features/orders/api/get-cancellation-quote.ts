/** GET /order/{id}/cancellation: what cancelling now would cost and refund (shown before the customer confirms). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCancellationQuote as getCancellationQuoteEndpoint } from "@zaika/contract/endpoints/orders";
import { call } from "../../../lib/api-client";
import { orderQueryKeys } from "../../../lib/order-query-keys";

export const getCancellationQuote = (orderId: string, signal?: AbortSignal) =>
  call(getCancellationQuoteEndpoint, { params: { id: orderId }, signal });

export const cancellationQuoteQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKeys.cancellation(orderId),
    queryFn: ({ signal }) => getCancellationQuote(orderId, signal),
    // The fee changes with time and status: always ask afresh when the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCancellationQuote = (orderId: string, enabled: boolean) =>
  useQuery({ ...cancellationQuoteQueryOptions(orderId), enabled });
