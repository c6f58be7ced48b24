/** Placeholder: being built for issue 3. */
export function RestaurantPage() {
  return null;
}
