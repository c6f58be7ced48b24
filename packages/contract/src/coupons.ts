/**
 * Offers (issue 14) on the wire: applying a code to the cart, the cart's coupon and offers, the public offers and the
 * admin's coupons with the rules that tie their fields together. The rules of a coupon against a cart, the tip limits
 * and the texts are in ./coupons-rules, re-exported here.
 */
import { z } from "zod";
import { IdSchema, RupeesSchema } from "./common";
import { COUPON_CODE_MESSAGES, COUPON_DISCOUNT_TYPES, COUPON_FUNDERS, parseCouponCode } from "./coupons-rules";

export * from "./coupons-rules";

/**
 * A typed coupon code, trimmed and upper-cased by parseCouponCode (which the cart's form uses before sending). The
 * length checks before it say the same as it does, for the OpenAPI document's minLength and maxLength.
 */
export const CouponCodeSchema = z
  .string({ error: COUPON_CODE_MESSAGES.missing })
  .trim()
  .min(1, COUPON_CODE_MESSAGES.missing)
  .max(20, COUPON_CODE_MESSAGES.tooLong)
  .transform((text, ctx) => {
    const parsed = parseCouponCode(text);
    if ("problem" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }
    return parsed.code;
  });

export const ApplyCouponBodySchema = z.object({ code: CouponCodeSchema });
export type ApplyCouponBody = z.input<typeof ApplyCouponBodySchema>;

/** The coupon on the cart: what it takes off now, or why it does not (it stays applied until removed). */
export const CartCouponSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** Rupees off the item total now; 0 while a problem stops it. */
  discount: z.number(),
  problem: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/** An offer listed in the cart: what it would take off this cart, or the rule that stops it. */
export const CartOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  discount: z.number(),
  problem: z.string().nullable(),
});
export const CartOffersResponseSchema = z.object({ data: z.array(CartOfferSchema) });
export type CartOffer = z.infer<typeof CartOfferSchema>;

/** An offer on the public offers page (active, within its dates). */
export const PublicOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  validUntil: z.string().nullable(),
  /** The restaurants it is limited to (names), or null for every restaurant. */
  restaurants: z.array(z.object({ _id: z.string(), name: z.string() })).nullable(),
});
export const PublicOffersResponseSchema = z.object({ data: z.array(PublicOfferSchema) });
export type PublicOffer = z.infer<typeof PublicOfferSchema>;

/** A coupon as the admin sees it. Money in rupees; percent as a whole number. */
export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  /** Rupees for flat, percent for percent. */
  discountValue: z.number(),
  maxDiscount: z.number().nullable(),
  minOrderAmount: z.number(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  restaurantIds: z.array(z.string()).nullable(),
  fundedBy: z.enum(COUPON_FUNDERS),
  isActive: z.boolean(),
  summary: z.string(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponListResponseSchema = z.object({ data: z.array(CouponSchema) });
export const CouponResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: CouponSchema });

const LimitSchema = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(1_000_000, `${field} is too large`)
    .nullable();

/** The fields of a coupon without their defaults: an update takes any subset, checked against the stored coupon. */
const couponFields = {
  code: CouponCodeSchema,
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(80, "Title must be at most 80 characters"),
  description: z.string().trim().max(300, "Description must be at most 300 characters"),
  discountType: z.enum(COUPON_DISCOUNT_TYPES, { error: "Choose flat or percent" }),
  discountValue: z.number({ error: "Discount must be a number" }).positive("Discount must be more than 0"),
  maxDiscount: RupeesSchema.positive("Maximum discount must be more than 0").nullable(),
  minOrderAmount: RupeesSchema,
  firstOrderOnly: z.boolean(),
  perCustomerLimit: LimitSchema("Per-customer limit"),
  totalLimit: LimitSchema("Total limit"),
  validFrom: z.iso.datetime({ offset: true, error: "validFrom must be a date and time" }).nullable(),
  validUntil: z.iso.datetime({ offset: true, error: "validUntil must be a date and time" }).nullable(),
  restaurantIds: z.array(IdSchema).min(1, "Choose at least one restaurant").max(200).nullable(),
  fundedBy: z.enum(COUPON_FUNDERS, { error: "Choose platform or restaurant" }),
  isActive: z.boolean(),
};

/** The admin's new coupon: what is left out takes the usual default (no cap, no limits, every restaurant, active). */
export const CouponFieldsSchema = z.object({
  ...couponFields,
  description: couponFields.description.default(""),
  maxDiscount: couponFields.maxDiscount.default(null),
  minOrderAmount: couponFields.minOrderAmount.default(0),
  firstOrderOnly: couponFields.firstOrderOnly.default(false),
  perCustomerLimit: couponFields.perCustomerLimit.default(null),
  totalLimit: couponFields.totalLimit.default(null),
  validFrom: couponFields.validFrom.default(null),
  validUntil: couponFields.validUntil.default(null),
  restaurantIds: couponFields.restaurantIds.default(null),
  fundedBy: couponFields.fundedBy.default("platform"),
  isActive: couponFields.isActive.default(true),
});
/** A change to a coupon: only the fields sent change. */
export const CouponUpdateSchema = z.object(couponFields).partial();
export type CouponFields = z.output<typeof CouponFieldsSchema>;
export type CouponFieldsInput = z.input<typeof CouponFieldsSchema>;

/** The rules that tie a coupon's fields together: the field each one is about and its message, none when consistent. */
export function couponFieldProblems(
  fields: Pick<
    CouponFields,
    "discountType" | "discountValue" | "maxDiscount" | "validFrom" | "validUntil" | "restaurantIds" | "fundedBy"
  >,
): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (fields.discountType === "percent") {
    if (!Number.isInteger(fields.discountValue) || fields.discountValue > 100) {
      problems.push({ field: "discountValue", message: "A percentage must be a whole number from 1 to 100" });
    }
  } else {
    if (Math.abs(Math.round(fields.discountValue * 100) - fields.discountValue * 100) > 1e-6) {
      problems.push({ field: "discountValue", message: "Amount can have at most 2 decimals" });
    }
    if (fields.maxDiscount !== null) {
      problems.push({ field: "maxDiscount", message: "A maximum discount applies only to a percentage" });
    }
  }
  if (fields.validFrom && fields.validUntil && Date.parse(fields.validUntil) <= Date.parse(fields.validFrom)) {
    problems.push({ field: "validUntil", message: "The end must be after the start" });
  }
  if (fields.fundedBy === "restaurant" && (fields.restaurantIds === null || fields.restaurantIds.length !== 1)) {
    problems.push({ field: "restaurantIds", message: "A restaurant-funded coupon names exactly one restaurant" });
  }
  return problems;
}

export const CouponParamsSchema = z.object({ id: IdSchema });
