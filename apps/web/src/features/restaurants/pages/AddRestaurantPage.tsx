/** Placeholder: being built for issue 3. */
export function AddRestaurantPage() {
  return null;
}
