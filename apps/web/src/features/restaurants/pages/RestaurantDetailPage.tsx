/** Placeholder: being built for issue 3. */
export function RestaurantDetailPage() {
  return null;
}
