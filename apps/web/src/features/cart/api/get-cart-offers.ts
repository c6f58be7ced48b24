/**
 * GET /cart/offers: the offers for the customer's cart, each with what it would take off now or the rule that stops it
 * (issue 14). Under the cart's key, so every cart change (a line, the coupon, a dish added on a restaurant page) reads
 * them again with the cart.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CartOffer } from "@zaika/contract/coupons";
import { getCartOffers as getCartOffersEndpoint } from "@zaika/contract/endpoints/coupons";
import { call } from "../../../lib/api-client";
import { cartKeys } from "./get-cart";

export const cartOfferKeys = { all: [...cartKeys.all, "offers"] as const };

export async function getCartOffers(signal?: AbortSignal): Promise<CartOffer[]> {
  // A failed list is shown in its own section with a retry: the cart itself still works, so no toast.
  const { data } = await call(getCartOffersEndpoint, { signal, toast: false });
  return data;
}

export const cartOffersQueryOptions = () =>
  queryOptions({ queryKey: cartOfferKeys.all, queryFn: ({ signal }) => getCartOffers(signal) });

export function useCartOffers() {
  return useQuery(cartOffersQueryOptions());
}
