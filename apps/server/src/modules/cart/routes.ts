/** HTTP surface of the customer's cart (spec §7 /cart): lines are addressed by their itemId. */
import {
  AddToCartBodySchema,
  CartItemParamsSchema,
  CartMutationResponseSchema,
  CartResponseSchema,
  UpdateCartItemBodySchema,
} from "@zaika/contract/cart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import * as cart from "./service";

const CUSTOMERS = { access: ["user"] } as const;
const tags = ["cart"];
const security = [{ bearerAuth: [] }];

export const cartRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/cart",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "The signed-in customer's cart, priced from the current menu",
        security,
        response: responses({ 200: CartResponseSchema }),
      },
    },
    (request) => cart.getCart(deps, caller(request).sub),
  );

  app.post(
    "/cart",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary:
          "Add a dish with its choices (same choices add to the same line). 409 when the cart holds another restaurant's dishes, unless replaceCart",
        security,
        body: AddToCartBodySchema,
        response: responses({ 200: CartMutationResponseSchema }),
      },
    },
    (request) => cart.addToCart(deps, caller(request).sub, request.body),
  );

  app.delete(
    "/cart",
    {
      config: CUSTOMERS,
      schema: { tags, summary: "Empty the cart", security, response: responses({ 200: CartMutationResponseSchema }) },
    },
    (request) => cart.clearCart(deps, caller(request).sub),
  );

  app.patch(
    "/cart/item/:productId",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "Set a line's quantity; {productId} is the line's itemId",
        security,
        params: CartItemParamsSchema,
        body: UpdateCartItemBodySchema,
        response: responses({ 200: CartMutationResponseSchema }),
      },
    },
    (request) => cart.updateLine(deps, caller(request).sub, request.params.productId, request.body.quantity),
  );

  app.delete(
    "/cart/item/:productId",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "Remove a line; {productId} is the line's itemId",
        security,
        params: CartItemParamsSchema,
        response: responses({ 200: CartMutationResponseSchema }),
      },
    },
    (request) => cart.removeLine(deps, caller(request).sub, request.params.productId),
  );
};
