/** Placeholder: being built for issue 3. */
export function AddProductPage() {
  return null;
}
