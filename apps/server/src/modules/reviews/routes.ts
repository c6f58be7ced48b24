/** HTTP surface of ratings and reviews, registered from their declarations (contract endpoints/reviews). */
import * as api from "@zaika/contract/endpoints/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as reviews from "./service";

export const reviewsRoutes: FastifyPluginAsyncZod<reviews.ReviewsDeps> = async (app, deps) => {
  route(app, api.getOrderReview, (request) => reviews.getOwnReview(deps, caller(request).sub, request.params.id));
  route(app, api.createOrderReview, (request) =>
    reviews.createReview(deps, caller(request).sub, request.params.id, request.body),
  );
  route(app, api.updateOrderReview, (request) =>
    reviews.updateReview(deps, caller(request).sub, request.params.id, request.body),
  );
  route(app, api.getRestaurantReviews, (request) =>
    reviews.listRestaurantReviews(deps, request.params.id, request.query),
  );
  route(app, api.getOwnerReviews, (request) => reviews.listOwnerReviews(deps, caller(request).sub, request.query));
  route(app, api.replyToReview, (request) =>
    reviews.replyToReview(deps, caller(request).sub, request.params.id, request.body),
  );
  route(app, api.getAdminReviews, (request) => reviews.listAdminReviews(deps, request.query));
  route(app, api.setReviewVisibility, (request) =>
    reviews.setReviewVisibility(deps, caller(request).sub, request.params.id, request.body),
  );
};
