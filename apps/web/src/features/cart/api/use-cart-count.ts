/** The number of items in the customer's cart, shown on the cart badge. 0 until the cart API (GET /cart) is wired. */
export function useCartCount(): number {
  return 0;
}
