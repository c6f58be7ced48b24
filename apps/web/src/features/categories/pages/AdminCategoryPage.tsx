/** Placeholder: being built for issue 3. */
export function AdminCategoryPage() {
  return null;
}
