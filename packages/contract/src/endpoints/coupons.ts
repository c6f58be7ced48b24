/**
 * Offers (issue 14): the public offers page, the cart's offers and coupon, and the admin's coupons. The coupon on a cart
 * is re-checked whenever the cart is priced and again inside the statement that writes the order.
 */
import { CartMutationResponseSchema } from "../cart";
import {
  ApplyCouponBodySchema,
  CartOffersResponseSchema,
  CouponFieldsSchema,
  CouponListResponseSchema,
  CouponParamsSchema,
  CouponResponseSchema,
  CouponUpdateSchema,
  PublicOffersResponseSchema,
} from "../coupons";
import { endpoint } from "../endpoint";

const tags = ["offers"];
const customer = ["user"] as const;
const admin = ["admin"] as const;

export const getOffers = endpoint({
  method: "GET",
  path: "/offers",
  access: "public",
  tags,
  summary: "The offers running now (active, within their dates, uses left), for the offers page and banners",
  responses: { 200: PublicOffersResponseSchema },
});

export const getCartOffers = endpoint({
  method: "GET",
  path: "/cart/offers",
  access: customer,
  tags,
  summary: "The offers for the customer's cart: what each would take off it now, or the rule that stops it",
  responses: { 200: CartOffersResponseSchema },
});

export const applyCoupon = endpoint({
  method: "POST",
  path: "/cart/coupon",
  access: customer,
  tags,
  summary:
    "Apply a coupon code to the cart (replacing any other). 422 naming the rule that stops it, e.g. the minimum still to add",
  body: ApplyCouponBodySchema,
  responses: { 200: CartMutationResponseSchema },
});

export const removeCoupon = endpoint({
  method: "DELETE",
  path: "/cart/coupon",
  access: customer,
  tags,
  summary: "Take the coupon off the cart (idempotent)",
  responses: { 200: CartMutationResponseSchema },
});

export const listCoupons = endpoint({
  method: "GET",
  path: "/admin/coupons",
  access: admin,
  tags,
  summary: "Every coupon with its terms and how many orders hold it now, newest first",
  responses: { 200: CouponListResponseSchema },
});

export const createCoupon = endpoint({
  method: "POST",
  path: "/admin/coupons",
  access: admin,
  tags,
  summary: "Create a coupon. 409 for a code already taken; 400 naming the field for inconsistent terms",
  body: CouponFieldsSchema,
  responses: { 201: CouponResponseSchema },
});

export const updateCoupon = endpoint({
  method: "PATCH",
  path: "/admin/coupons/:id",
  access: admin,
  tags,
  summary: "Change a coupon's terms or switch it off; orders already placed keep the discount they got",
  params: CouponParamsSchema,
  body: CouponUpdateSchema,
  responses: { 200: CouponResponseSchema },
});
