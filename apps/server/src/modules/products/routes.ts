/** HTTP surface of dishes, registered from their declarations (contract endpoints/products). */
import * as api from "@zaika/contract/endpoints/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as products from "./service";

export const productsRoutes: FastifyPluginAsyncZod<products.ProductDeps> = async (app, deps) => {
  route(app, api.listProducts, (request) => products.listProducts(deps, caller(request), request.query));
  route(app, api.createProduct, (request) => products.createProduct(deps, caller(request), request.body));
  route(app, api.getProduct, (request) => products.getProduct(deps, caller(request), request.params.id));
  route(app, api.updateProduct, (request) =>
    products.updateProduct(deps, caller(request), request.params.id, request.body),
  );
  route(app, api.toggleProductAvailability, (request) =>
    products.toggleAvailability(deps, caller(request), request.params.id),
  );
  route(app, api.deleteProduct, (request) => products.deleteProduct(deps, caller(request), request.params.id));
  route(app, api.listNearbyDishes, (request) => products.nearbyDishes(deps, request.query));
};
