/** Placeholder: being built for issue 3. */
export function RestaurantSettingsPage() {
  return null;
}
