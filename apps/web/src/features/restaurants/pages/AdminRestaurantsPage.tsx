/** Placeholder: being built for issue 3. */
export function AdminRestaurantsPage() {
  return null;
}
