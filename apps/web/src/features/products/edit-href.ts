/** The edit form of a dish is the add form with `?edit=<productId>` (paths.ts builds only the bare URL). */
import { paths } from "../../config/paths";

export const EDIT_PARAM = "edit";

export function editProductHref(productId: string): string {
  return `${paths.restaurant.addProduct.getHref()}?${new URLSearchParams({ [EDIT_PARAM]: productId })}`;
}
