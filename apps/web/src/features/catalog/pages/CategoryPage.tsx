/** Placeholder: being built for issue 3. */
export function CategoryPage() {
  return null;
}
