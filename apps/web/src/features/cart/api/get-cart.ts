/** GET /cart: the signed-in customer's cart (lines, restaurant, item count, subtotal). Customers only (role user). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CartResponse } from "@zaika/contract/cart";
import { getCart as getCartEndpoint } from "@zaika/contract/endpoints/cart";
import { call } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-store";

/** ["cart"] is also invalidated by the restaurant page after adding a dish (features/catalog/api/add-to-cart.ts). */
export const cartKeys = { all: ["cart"] as const };

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
