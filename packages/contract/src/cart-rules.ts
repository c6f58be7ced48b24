/**
 * The cart's rules: how many of a dish a line holds, a line's key, matching a customer's choices against a dish, the
 * cart routes' texts and the details of a 409 for another restaurant's cart. Free of zod (./cart has the cart's
 * schemas and re-exports these), so the restaurant and cart pages' scripts can use them without it.
 */

export const MAX_LINE_QUANTITY = 20;

/** FNV-1a: a small stable hash that runs the same in the browser and on the server. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The line key: the product id alone for a plain dish, else product id ~ a hash of the sorted choices. */
export function cartItemId(
  productId: string,
  attributes: ReadonlyArray<{ attributeName: string; optionName: string }>,
  addons: readonly string[],
): string {
  if (attributes.length === 0 && addons.length === 0) return productId;
  const canonical = [
    ...attributes.map((a) => `a:${a.attributeName.toLowerCase()}=${a.optionName.toLowerCase()}`).sort(),
    ...addons.map((name) => `+:${name.toLowerCase()}`).sort(),
  ].join("|");
  return `${productId}~${fnv1a(canonical)}`;
}

/** Texts of the cart routes (spec §8: add and remove have toasts; a quantity change shows none). */
export const CART_MESSAGES = {
  added: "Product added successfully",
  updated: "Cart updated",
  removed: "Product removed successfully",
  cleared: "Cart cleared",
  lineNotFound: "This item is not in your cart",
  productNotFound: "This dish no longer exists",
  dishUnavailable: "This dish is currently unavailable",
  restaurantClosed: "This restaurant is not accepting orders right now",
  tooMany: `You can add at most ${MAX_LINE_QUANTITY} of a dish`,
  otherRestaurant: (name: string) => `Your cart has dishes from ${name}. Start a new cart to add this dish?`,
  chooseOption: (attribute: string) => `Choose one option for ${attribute}`,
  unknownAttribute: (attribute: string) => `This dish has no choice named ${attribute}`,
  unknownOption: (attribute: string, option: string) => `${option} is not an option for ${attribute}`,
  unknownAddon: (addon: string) => `This dish has no add-on named ${addon}`,
} as const;

/** The 409 body's details when the cart holds another restaurant's dishes (CartConflictDetailsSchema in ./cart). */
export interface CartConflictDetails {
  currentRestaurant: { _id: string; name: string };
}

/**
 * A 409's details read as CartConflictDetailsSchema reads them (the restaurant filling the cart, other fields left
 * out), or null when they are not a cart conflict's.
 */
export function readCartConflictDetails(details: unknown): CartConflictDetails | null {
  if (typeof details !== "object" || details === null) return null;
  const restaurant: unknown = (details as { currentRestaurant?: unknown }).currentRestaurant;
  if (typeof restaurant !== "object" || restaurant === null) return null;
  const { _id, name } = restaurant as { _id?: unknown; name?: unknown };
  return typeof _id === "string" && typeof name === "string" ? { currentRestaurant: { _id, name } } : null;
}

export interface CartChoiceProblem {
  field: "selectedAttributes" | "selectedAddons";
  message: string;
}

/**
 * Matches a customer's choices against a dish (names compared ignoring case): every required attribute needs exactly
 * one option, an optional one at most one; options and add-ons must exist. Works on either price unit, so the server
 * (paise) and the item dialog (rupees) share it. Results follow the dish's order and carry the dish's spelling.
 */
export function resolveCartChoices<O extends { name: string }, A extends { name: string }>(
  product: {
    attributes: ReadonlyArray<{ name: string; required: boolean; options: readonly O[] }>;
    addons: readonly A[];
  },
  selectedAttributes: ReadonlyArray<{ attributeName: string; optionName: string }>,
  selectedAddons: readonly string[],
):
  | { ok: true; attributes: Array<{ attributeName: string; option: O }>; addons: A[] }
  | { ok: false; problem: CartChoiceProblem } {
  const fail = (field: CartChoiceProblem["field"], message: string) => ({
    ok: false as const,
    problem: { field, message },
  });
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  for (const chosen of selectedAttributes) {
    const attribute = product.attributes.find((a) => same(a.name, chosen.attributeName));
    if (!attribute) return fail("selectedAttributes", CART_MESSAGES.unknownAttribute(chosen.attributeName));
    if (!attribute.options.some((o) => same(o.name, chosen.optionName))) {
      return fail("selectedAttributes", CART_MESSAGES.unknownOption(attribute.name, chosen.optionName));
    }
  }
  const attributes: Array<{ attributeName: string; option: O }> = [];
  for (const attribute of product.attributes) {
    const picks = selectedAttributes.filter((s) => same(s.attributeName, attribute.name));
    if (picks.length > 1 || (attribute.required && picks.length === 0)) {
      return fail("selectedAttributes", CART_MESSAGES.chooseOption(attribute.name));
    }
    const pick = picks[0];
    const option = pick && attribute.options.find((o) => same(o.name, pick.optionName));
    if (option) attributes.push({ attributeName: attribute.name, option });
  }
  for (const name of selectedAddons) {
    if (!product.addons.some((a) => same(a.name, name)))
      return fail("selectedAddons", CART_MESSAGES.unknownAddon(name));
  }
  const addons = product.addons.filter((a) => selectedAddons.some((name) => same(a.name, name)));
  return { ok: true, attributes, addons };
}
