/** Placeholder: being built for issue 3. */
export function AdminBannerPage() {
  return null;
}
