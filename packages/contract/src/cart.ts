/**
 * The customer's cart on the wire: one restaurant at a time; the same dish with other choices is another line. The
 * rules (line keys, choices, quantities, texts, reading a 409's details) are in ./cart-rules, re-exported here.
 */
import { z } from "zod";
import { type CartConflictDetails, MAX_LINE_QUANTITY } from "./cart-rules";
import { IdSchema } from "./common";
import { CartCouponSchema } from "./coupons";
import { EtaQuoteSchema } from "./eta";
import { PublicKitchenSchema } from "./kitchen";
import { PreviousFeeSchema } from "./order";
import { FOOD_TYPES } from "./product";

export * from "./cart-rules";

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

/** CartConflictDetails (./cart-rules): the 409 body's details when the cart holds another restaurant's dishes. */
export const CartConflictDetailsSchema = z.object({
  currentRestaurant: z.object({ _id: z.string(), name: z.string() }),
}) satisfies z.ZodType<CartConflictDetails>;
