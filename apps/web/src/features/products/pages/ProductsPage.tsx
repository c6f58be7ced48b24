/** Placeholder: being built for issue 3. */
export function ProductsPage() {
  return null;
}
