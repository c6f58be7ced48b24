/**
 * Offers (issue 14): applying a coupon to the cart, the offers a cart can take, the public offers and the admin's
 * coupons. The rule is the contract's (coupons.ts); placing an order checks it again and claims a use atomically
 * (orders/checkout-queries.ts).
 */
import { toPaise, toRupees } from "@zaika/contract/common";
import {
  type CartOffer,
  COUPON_MESSAGES,
  type Coupon,
  type CouponFields,
  type CouponUpdateSchema,
  couponFieldProblems,
  couponSummary,
  type PublicOffer,
} from "@zaika/contract/coupons";
import type { Position } from "@zaika/contract/geo";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors";
import { BadRequest, BusinessRule, Conflict, NotFound } from "../../lib/errors";
import { type CartDeps, getCart } from "../cart/service";
import { checkCartCoupon, termsOf } from "./cart-coupon";
import * as q from "./queries";

export type CouponDeps = CartDeps;
type CouponUpdate = z.output<typeof CouponUpdateSchema>;

const refuse = (message: string) => new BusinessRule(message, [{ field: "code", message }]);

/** The cart's restaurant and item total, from the cart as the customer sees it (prices of now). */
async function pricedCart(deps: CouponDeps, userId: string, position: Position | null) {
  const cart = await getCart(deps, userId, position);
  if (!cart.restaurant || cart.data.length === 0) return null;
  return {
    cart,
    restaurantId: cart.restaurant._id,
    restaurantName: cart.restaurant.name,
    itemTotalPaise: toPaise(cart.subtotal),
  };
}

/** POST /cart/coupon: 422 for an unknown code or the first rule that stops it; applied, it replaces any other. */
export async function applyCouponToCart(deps: CouponDeps, userId: string, code: string, position: Position | null) {
  const [coupon, priced, state] = await Promise.all([
    q.couponByCode(deps.db, code),
    pricedCart(deps, userId, position),
    q.customerCouponState(deps.db, userId),
  ]);
  if (!coupon) throw refuse(COUPON_MESSAGES.unknown(code));
  if (!priced) throw refuse(COUPON_MESSAGES.cartEmpty);
  const now = deps.clock.now();
  const { discountPaise, problem } = checkCartCoupon(
    { coupon, customerUses: state.usesOf.get(coupon.id) ?? 0, isFirstOrder: state.isFirstOrder },
    { ...priced, now },
  );
  if (problem) throw refuse(problem.message);
  await q.setCartCoupon(deps.db, userId, coupon.id, now);
  const cart = await getCart(deps, userId, position);
  return { success: true as const, message: COUPON_MESSAGES.applied(coupon.code, discountPaise), ...cart };
}

export async function removeCouponFromCart(deps: CouponDeps, userId: string, position: Position | null) {
  await q.removeCartCoupon(deps.db, userId);
  const cart = await getCart(deps, userId, position);
  return { success: true as const, message: COUPON_MESSAGES.removed, ...cart };
}

/** The running offers against this cart: those that apply first (largest saving first), then the others with why. */
export async function cartOffers(deps: CouponDeps, userId: string, position: Position | null) {
  const now = deps.clock.now();
  const [running, priced, state] = await Promise.all([
    q.runningCoupons(deps.db, now),
    pricedCart(deps, userId, position),
    q.customerCouponState(deps.db, userId),
  ]);
  const offers: CartOffer[] = running
    .filter((coupon) => coupon.restaurantIds === null || !priced || coupon.restaurantIds.includes(priced.restaurantId))
    .map((coupon) => {
      const summary = couponSummary(termsOf(coupon));
      const base = { code: coupon.code, title: coupon.title, description: coupon.description, summary };
      if (!priced) return { ...base, discount: 0, problem: COUPON_MESSAGES.cartEmpty };
      const { discountPaise, problem } = checkCartCoupon(
        { coupon, customerUses: state.usesOf.get(coupon.id) ?? 0, isFirstOrder: state.isFirstOrder },
        { ...priced, now },
      );
      return { ...base, discount: toRupees(discountPaise), problem: problem?.message ?? null };
    });
  offers.sort(
    (a, b) =>
      Number(a.problem !== null) - Number(b.problem !== null) ||
      b.discount - a.discount ||
      a.code.localeCompare(b.code),
  );
  return { data: offers };
}

/** GET /offers: what runs now, used-up coupons left out. */
export async function publicOffers(deps: Pick<CouponDeps, "db" | "clock">) {
  const running = (await q.runningCoupons(deps.db, deps.clock.now())).filter(
    (coupon) => coupon.totalLimit === null || coupon.usedCount < coupon.totalLimit,
  );
  const names = await q.restaurantNames(deps.db, [...new Set(running.flatMap((coupon) => coupon.restaurantIds ?? []))]);
  const data: PublicOffer[] = running.map((coupon) => ({
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    summary: couponSummary(termsOf(coupon)),
    validUntil: coupon.validUntil?.toISOString() ?? null,
    restaurants:
      coupon.restaurantIds === null
        ? null
        : coupon.restaurantIds.flatMap((id) => {
            const name = names.get(id);
            return name ? [{ _id: id, name }] : [];
          }),
  }));
  return { data };
}

// ----- Admin -----

function toWireCoupon(row: q.CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === "flat" ? toRupees(row.discountValue) : row.discountValue,
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    minOrderAmount: toRupees(row.minOrderPaise),
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
    usedCount: row.usedCount,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    restaurantIds: row.restaurantIds,
    fundedBy: row.fundedBy,
    isActive: row.isActive,
    summary: couponSummary(termsOf(row)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored columns of the form's fields (only those given, for an update). */
function columnsOf(fields: Partial<CouponFields>): Partial<q.CouponInsert> {
  const columns: Partial<q.CouponInsert> = {};
  if (fields.code !== undefined) columns.code = fields.code;
  if (fields.title !== undefined) columns.title = fields.title;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.discountType !== undefined) columns.discountType = fields.discountType;
  if (fields.maxDiscount !== undefined) {
    columns.maxDiscountPaise = fields.maxDiscount === null ? null : toPaise(fields.maxDiscount);
  }
  if (fields.minOrderAmount !== undefined) columns.minOrderPaise = toPaise(fields.minOrderAmount);
  if (fields.firstOrderOnly !== undefined) columns.firstOrderOnly = fields.firstOrderOnly;
  if (fields.perCustomerLimit !== undefined) columns.perCustomerLimit = fields.perCustomerLimit;
  if (fields.totalLimit !== undefined) columns.totalLimit = fields.totalLimit;
  if (fields.validFrom !== undefined) columns.validFrom = fields.validFrom === null ? null : new Date(fields.validFrom);
  if (fields.validUntil !== undefined) {
    columns.validUntil = fields.validUntil === null ? null : new Date(fields.validUntil);
  }
  if (fields.restaurantIds !== undefined) columns.restaurantIds = fields.restaurantIds;
  if (fields.fundedBy !== undefined) columns.fundedBy = fields.fundedBy;
  if (fields.isActive !== undefined) columns.isActive = fields.isActive;
  return columns;
}

/** The form's fields as a whole (the stored coupon's where an update leaves them out), checked together. */
function checkFields(fields: CouponFields): void {
  const [problem] = couponFieldProblems(fields);
  if (problem) throw new BadRequest(problem.message, problem.field);
}

const discountValueColumn = (fields: Pick<CouponFields, "discountType" | "discountValue">) =>
  fields.discountType === "flat" ? toPaise(fields.discountValue) : fields.discountValue;

export async function listCoupons(deps: Pick<CouponDeps, "db">) {
  return { data: (await q.listCoupons(deps.db)).map(toWireCoupon) };
}

export async function createCoupon(deps: Pick<CouponDeps, "db" | "clock">, fields: CouponFields) {
  checkFields(fields);
  const now = deps.clock.now();
  try {
    const row = await q.insertCoupon(deps.db, {
      ...(columnsOf(fields) as q.CouponInsert),
      discountValue: discountValueColumn(fields),
      createdAt: now,
      updatedAt: now,
    });
    return { success: true as const, message: COUPON_MESSAGES.created, data: toWireCoupon(row) };
  } catch (error) {
    if (isUniqueViolation(error, "coupons_code_key"))
      throw new Conflict(COUPON_MESSAGES.codeTaken(fields.code), "code");
    throw error;
  }
}

export async function updateCoupon(deps: Pick<CouponDeps, "db" | "clock">, id: string, change: CouponUpdate) {
  const stored = await q.couponById(deps.db, id);
  if (!stored) throw new NotFound(COUPON_MESSAGES.notFound);
  const current = toWireCoupon(stored);
  const merged: CouponFields = {
    code: current.code,
    title: current.title,
    description: current.description,
    discountType: current.discountType,
    discountValue: current.discountValue,
    maxDiscount: current.maxDiscount,
    minOrderAmount: current.minOrderAmount,
    firstOrderOnly: current.firstOrderOnly,
    perCustomerLimit: current.perCustomerLimit,
    totalLimit: current.totalLimit,
    validFrom: current.validFrom,
    validUntil: current.validUntil,
    restaurantIds: current.restaurantIds,
    fundedBy: current.fundedBy,
    isActive: current.isActive,
    ...change,
  };
  checkFields(merged);
  // A total limit below the orders already holding the coupon would break the stored count's check.
  if (merged.totalLimit !== null && merged.totalLimit < stored.usedCount) {
    throw new BadRequest(`Total limit cannot be below the ${stored.usedCount} orders already using it`, "totalLimit");
  }
  try {
    const row = await q.updateCoupon(deps.db, id, {
      ...columnsOf(change),
      discountValue: discountValueColumn(merged),
      updatedAt: deps.clock.now(),
    });
    if (!row) throw new NotFound(COUPON_MESSAGES.notFound);
    return { success: true as const, message: COUPON_MESSAGES.updated, data: toWireCoupon(row) };
  } catch (error) {
    if (isUniqueViolation(error, "coupons_code_key"))
      throw new Conflict(COUPON_MESSAGES.codeTaken(merged.code), "code");
    throw error;
  }
}
