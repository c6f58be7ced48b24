/** HTTP surface of the customer's favourite restaurants, registered from its declarations (endpoints/favourites). */
import * as api from "@zaika/contract/endpoints/favourites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as favourites from "./service";

export const favouritesRoutes: FastifyPluginAsyncZod<favourites.FavouritesDeps> = async (app, deps) => {
  route(app, api.getFavourites, (request) => favourites.listFavourites(deps, caller(request).sub));
  route(app, api.addFavourite, (request) =>
    favourites.addFavourite(deps, caller(request).sub, request.params.restaurantId),
  );
  route(app, api.removeFavourite, (request) =>
    favourites.removeFavourite(deps, caller(request).sub, request.params.restaurantId),
  );
};
