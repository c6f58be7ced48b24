/** HTTP surface of dishes: the owner's and admin's product routes, and the public dishes-near-me listing. */
import { IdParamsSchema, SuccessMessageSchema } from "@zaika/contract/common";
import { NearbyDishesQuerySchema, NearbyDishesResponseSchema } from "@zaika/contract/menu";
import {
  ProductCreateBodySchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSchema,
  ProductUpdateBodySchema,
} from "@zaika/contract/product";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import * as products from "./service";

/** An owner manages their own restaurant's dishes (403 on another's); an admin any restaurant's. */
const MANAGERS = { access: ["restaurant", "admin"] } as const;
const tags = ["products"];
const security = [{ bearerAuth: [] }];

export const productsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/restaurant/products",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "Dishes of the owner's restaurant (admins: all, or one restaurantId), newest first",
        security,
        querystring: ProductListQuerySchema,
        response: responses({ 200: ProductListResponseSchema }),
      },
    },
    (request) => products.listProducts(deps, caller(request), request.query),
  );

  app.post(
    "/restaurant/products",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "Add a dish (admins name its restaurantId); prices in rupees; the image is an uploaded image's URL",
        security,
        body: ProductCreateBodySchema,
        response: responses({ 200: ProductResponseSchema }),
      },
    },
    (request) => products.createProduct(deps, caller(request), request.body),
  );

  app.get(
    "/restaurant/products/:id",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "One dish",
        security,
        params: IdParamsSchema,
        response: responses({ 200: ProductSchema }),
      },
    },
    (request) => products.getProduct(deps, caller(request), request.params.id),
  );

  app.put(
    "/restaurant/products/:id",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "Change a dish: fields not sent stay as they are",
        security,
        params: IdParamsSchema,
        body: ProductUpdateBodySchema,
        response: responses({ 200: ProductResponseSchema }),
      },
    },
    (request) => products.updateProduct(deps, caller(request), request.params.id, request.body),
  );

  app.patch(
    "/restaurant/products/:id/toggle-availability",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "Switch a dish between available and unavailable",
        security,
        params: IdParamsSchema,
        response: responses({ 200: ProductResponseSchema }),
      },
    },
    (request) => products.toggleAvailability(deps, caller(request), request.params.id),
  );

  app.delete(
    "/restaurant/products/:id",
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "Remove a dish: hidden from menus and taken out of carts (orders keep their record)",
        security,
        params: IdParamsSchema,
        response: responses({ 200: SuccessMessageSchema }),
      },
    },
    (request) => products.deleteProduct(deps, caller(request), request.params.id),
  );

  app.get(
    "/products/nearby",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Orderable dishes of a category; with a location, only restaurants within mxRadius metres, nearest first",
        querystring: NearbyDishesQuerySchema,
        response: responses({ 200: NearbyDishesResponseSchema }),
      },
    },
    (request) => products.nearbyDishes(deps, request.query),
  );
};
