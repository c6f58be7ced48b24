/** The customer's cart: one restaurant at a time; the same dish with other choices is another line. */
import { z } from "zod";
import { IdSchema } from "./common";
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
  restaurant: z
    .object({
      _id: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      isOpenNow: z.boolean(),
      isActive: z.boolean(),
    })
    .nullable(),
  itemCount: z.number().int(),
  subtotal: z.number(),
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
