/** HTTP surface of offers, registered from its declarations (contract endpoints/coupons). */
import * as api from "@zaika/contract/endpoints/coupons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as coupons from "./service";

export const couponRoutes: FastifyPluginAsyncZod<coupons.CouponDeps> = async (app, deps) => {
  route(app, api.getOffers, () => coupons.publicOffers(deps));
  route(app, api.getCartOffers, (request) => coupons.cartOffers(deps, caller(request).sub, request.position));
  route(app, api.applyCoupon, (request) =>
    coupons.applyCouponToCart(deps, caller(request).sub, request.body.code, request.position),
  );
  route(app, api.removeCoupon, (request) => coupons.removeCouponFromCart(deps, caller(request).sub, request.position));
  route(app, api.listCoupons, () => coupons.listCoupons(deps));
  route(app, api.createCoupon, (request) => coupons.createCoupon(deps, request.body));
  route(app, api.updateCoupon, (request) => coupons.updateCoupon(deps, request.params.id, request.body));
};
