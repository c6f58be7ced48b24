/** The number of items in the customer's cart, shown on the cart badge: 0 when it is empty or nobody is signed in. */
import { useAuth } from "../../../lib/auth-store";
import { useCart } from "./get-cart";

export function useCartCount(): number {
  const { user } = useAuth();
  const { data } = useCart();
  return user?.role === "user" ? (data?.itemCount ?? 0) : 0;
}
