/** GET /cart: the signed-in customer's cart (lines, restaurant, item count, subtotal). Customers only (role user). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CartResponse } from "@zaika/contract/cart";
import { getCart as getCartEndpoint } from "@zaika/contract/endpoints/cart";
import { call } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-store";
import { cartQueryKey } from "../../../lib/cart-query-key";

/**
 * ["cart"] is also invalidated by the restaurant page after adding a dish (features/catalog/api/add-to-cart.ts), and
 * after every payment outcome and paid or placed order event (lib/payment-outcome.ts, lib/live-events.ts).
 */
export const cartKeys = { all: cartQueryKey };

export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return call(getCartEndpoint, { signal });
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.all, queryFn: ({ signal }) => getCart(signal) });

/** The cart, fetched only for a signed-in customer: visitors, admins and restaurants have none. */
export function useCart() {
  const { user } = useAuth();
  return useQuery({ ...cartQueryOptions(), enabled: user?.role === "user" });
}
