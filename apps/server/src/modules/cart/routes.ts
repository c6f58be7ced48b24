/** HTTP surface of the customer's cart, registered from its declarations (contract endpoints/cart). */
import * as api from "@zaika/contract/endpoints/cart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as cart from "./service";

export const cartRoutes: FastifyPluginAsyncZod<cart.CartDeps> = async (app, deps) => {
  // The position header: the delivery time promised is measured from the caller's location.
  route(app, api.getCart, (request) => cart.getCart(deps, caller(request).sub, request.position));
  route(app, api.addToCart, (request) => cart.addToCart(deps, caller(request).sub, request.body, request.position));
  route(app, api.clearCart, (request) => cart.clearCart(deps, caller(request).sub, request.position));
  route(app, api.updateCartLine, (request) =>
    cart.updateLine(deps, caller(request).sub, request.params.productId, request.body.quantity, request.position),
  );
  route(app, api.removeCartLine, (request) =>
    cart.removeLine(deps, caller(request).sub, request.params.productId, request.position),
  );
};
