/** The customer's cart (spec §7 /cart): lines are addressed by their itemId. Customers only. */
import {
  AddToCartBodySchema,
  CartItemParamsSchema,
  CartMutationResponseSchema,
  CartResponseSchema,
  UpdateCartItemBodySchema,
} from "../cart";
import { endpoint } from "../endpoint";

const access = ["user"] as const;
const tags = ["cart"];

export const getCart = endpoint({
  method: "GET",
  path: "/cart",
  access,
  tags,
  summary: "The signed-in customer's cart, priced from the current menu",
  responses: { 200: CartResponseSchema },
});

export const addToCart = endpoint({
  method: "POST",
  path: "/cart",
  access,
  tags,
  summary:
    "Add a dish with its choices (same choices add to the same line). 409 when the cart holds another restaurant's dishes, unless replaceCart",
  body: AddToCartBodySchema,
  responses: { 200: CartMutationResponseSchema },
});

export const clearCart = endpoint({
  method: "DELETE",
  path: "/cart",
  access,
  tags,
  summary: "Empty the cart",
  responses: { 200: CartMutationResponseSchema },
});

export const updateCartLine = endpoint({
  method: "PATCH",
  path: "/cart/item/:productId",
  access,
  tags,
  summary: "Set a line's quantity; {productId} is the line's itemId",
  params: CartItemParamsSchema,
  body: UpdateCartItemBodySchema,
  responses: { 200: CartMutationResponseSchema },
});

export const removeCartLine = endpoint({
  method: "DELETE",
  path: "/cart/item/:productId",
  access,
  tags,
  summary: "Remove a line; {productId} is the line's itemId",
  params: CartItemParamsSchema,
  responses: { 200: CartMutationResponseSchema },
});
