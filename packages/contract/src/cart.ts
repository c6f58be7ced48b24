/** The customer's cart: one restaurant at a time; the same dish with other choices is another line. */
import { z } from "zod";
import { IdSchema } from "./common";
import { CartCouponSchema } from "./coupons";
import { EtaQuoteSchema } from "./eta";
import { PublicKitchenSchema } from "./kitchen";
import { PreviousFeeSchema } from "./order";
import { FOOD_TYPES } from "./product";

export const MAX_LINE_QUANTITY = 20;

export const SelectedAttributeInputSchema = z.object({
  attributeName: z.string().trim().min(1).max(40),
  optionName: z.string().trim().min(1).max(40),
});

export const AddToCartBodySchema = z.object({
  productId: IdSchema,
  quantity: z
    .number()
    .int()
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of a dish`)
    .default(1),
  selectedAttributes: z.array(SelectedAttributeInputSchema).max(10).default([]),
  selectedAddons: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  /** Empty a cart that holds another restaurant's dishes first (after the customer agreed). */
  replaceCart: z.boolean().default(false),
});
export type AddToCartBody = z.input<typeof AddToCartBodySchema>;

export const UpdateCartItemBodySchema = z.object({
  quantity: z
    .number()
    .int()
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of a dish`),
});
/** `{productId}` in the cart routes is a line's itemId: the product id, or product id ~ choices key. */
export const CartItemParamsSchema = z.object({
  productId: z.string().regex(/^[0-9a-f-]{36}(~[0-9a-z]{1,16})?$/i, "Invalid cart item id"),
});

export const CartLineSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    price: z.number(),
    discountedPrice: z.number().nullable(),
    foodType: z.enum(FOOD_TYPES),
    isAvailable: z.boolean(),
  }),
  quantity: z.number().int(),
  selectedAttributes: z.array(
    z.object({ attributeName: z.string(), selectedOption: z.string(), additionalPrice: z.number() }),
  ),
  selectedAddons: z.array(z.object({ name: z.string(), price: z.number() })),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartResponseSchema = z.object({
  data: z.array(CartLineSchema),
  /** The cart's restaurant with the rules its bill and checkout depend on (rupees, kilometres). */
  restaurant: z
    .object({
      _id: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      isOpenNow: z.boolean(),
      /** When it opens next while closed now (an order can be scheduled for then); null while open or never. */
      opensAt: z.string().nullable(),
      /** Busy minutes and a pause: a paused kitchen takes no new orders. */
      kitchen: PublicKitchenSchema,
      /**
       * The delivery time promised now, to the caller's location (position header; without one, the typical
       * distance), with what it is made of so the checkout works it out for the chosen address (etaForDistance).
       */
      eta: EtaQuoteSchema,
      isActive: z.boolean(),
      isDeliveryAvailable: z.boolean(),
      minimumOrderAmount: z.number(),
      deliveryFee: z.number(),
      freeDeliveryThreshold: z.number().nullable(),
      packagingCharge: z.number(),
      deliveryRadiusKm: z.number(),
      coordinates: z.object({ lat: z.number(), lng: z.number() }),
      acceptsCash: z.boolean(),
      acceptsOnlinePayment: z.boolean(),
    })
    .nullable(),
  itemCount: z.number().int(),
  subtotal: z.number(),
  /** Earlier cash orders' cancellation fees the next order's bill carries (decision 027); empty when none is owed. */
  previousFees: z.array(PreviousFeeSchema),
  /** The coupon applied to the cart (issue 14) with what it takes off now, or why it does not; null without one. */
  coupon: CartCouponSchema.nullable(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const CartMutationResponseSchema = CartResponseSchema.extend({ success: z.literal(true), message: z.string() });

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

/** The 409 body's details when the cart holds another restaurant's dishes. */
export const CartConflictDetailsSchema = z.object({
  currentRestaurant: z.object({ _id: z.string(), name: z.string() }),
});
export type CartConflictDetails = z.infer<typeof CartConflictDetailsSchema>;

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
