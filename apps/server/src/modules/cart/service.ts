/** Cart rules: one restaurant at a time, choices checked against the dish, prices always from the database. */

import { DEFAULT_BUSINESS_HOURS, isOpenAt, opensAtIfClosed } from "@zaika/contract/business-hours";
import {
  type AddToCartBodySchema,
  CART_MESSAGES,
  type CartConflictDetails,
  type CartLine,
  type CartResponse,
  cartItemId,
  MAX_LINE_QUANTITY,
  resolveCartChoices,
} from "@zaika/contract/cart";
import { toRupees } from "@zaika/contract/common";
import {
  type EtaQuote,
  type EtaRange,
  etaForDistance,
  kitchenPreparationMinutes,
  quoteEta,
  TYPICAL_DELIVERY_METRES,
} from "@zaika/contract/eta";
import { distanceMetres, type Position } from "@zaika/contract/geo";
import { publicKitchen } from "@zaika/contract/kitchen";
import { lineTotalPaise, unitPricePaise } from "@zaika/contract/pricing";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, DomainError, NotFound } from "../../lib/errors";
import { cartCouponView } from "../coupons/cart-coupon";
import { cartCoupon } from "../coupons/queries";
import { owedCashFees } from "../orders/cash-fees";
import * as q from "./queries";

export type CartDeps = Pick<ModuleDeps, "db" | "clock" | "eta">;
type AddToCart = z.output<typeof AddToCartBodySchema>;

/**
 * The cart's restaurant's promise (learned ETAs): to the caller's position when the request carries one, else to the
 * typical distance, with its parts for the checkout's chosen address.
 */
function cartEta(
  deps: CartDeps,
  restaurant: {
    lat: number;
    lng: number;
    preparationMinutes: number;
    learnedPreparationMinutes: number | null;
    busyMinutes: number;
  },
  position: Position | null,
): EtaQuote & EtaRange {
  const preparationMinutes = kitchenPreparationMinutes({
    learnedMinutes: restaurant.learnedPreparationMinutes,
    configuredMinutes: restaurant.preparationMinutes,
    busyMinutes: restaurant.busyMinutes,
  });
  const quote = quoteEta(deps.eta, { preparationMinutes, now: deps.clock.now() });
  const distance = position
    ? Math.round(distanceMetres(position, { lat: restaurant.lat, lon: restaurant.lng }))
    : TYPICAL_DELIVERY_METRES;
  return { ...etaForDistance(quote, distance), ...quote };
}

/** `position`: the caller's (the position header), for the delivery time promised. */
export async function getCart(deps: CartDeps, userId: string, position: Position | null = null): Promise<CartResponse> {
  const [rows, applied, fees] = await Promise.all([
    q.cartLines(deps.db, userId),
    cartCoupon(deps.db, userId),
    owedCashFees(deps.db, userId),
  ]);
  let subtotalPaise = 0;
  let itemCount = 0;
  const data = rows.map((row): CartLine => {
    const { product } = row;
    // Choices are priced as the dish is now; one an edit removed since (edits prune such lines) is left out.
    const attributes = row.selectedAttributes.flatMap((chosen) => {
      const attribute = product.attributes.find((a) => a.name === chosen.attributeName);
      const option = attribute?.options.find((o) => o.name === chosen.optionName);
      return option ? [{ attributeName: chosen.attributeName, option }] : [];
    });
    const addons = row.selectedAddons.flatMap((name) => product.addons.filter((a) => a.name === name));
    const unitPaise = unitPricePaise(
      product,
      attributes.map((a) => a.option),
      addons,
    );
    const totalPaise = lineTotalPaise(unitPaise, row.quantity);
    subtotalPaise += totalPaise;
    itemCount += row.quantity;
    return {
      itemId: row.itemId,
      productId: product.id,
      product: {
        _id: product.id,
        name: product.name,
        image: product.image,
        price: toRupees(product.pricePaise),
        discountedPrice: product.discountedPricePaise === null ? null : toRupees(product.discountedPricePaise),
        foodType: product.foodType,
        isAvailable: product.isAvailable && product.deletedAt === null,
      },
      quantity: row.quantity,
      selectedAttributes: attributes.map((a) => ({
        attributeName: a.attributeName,
        selectedOption: a.option.name,
        additionalPrice: toRupees(a.option.additionalPricePaise),
      })),
      selectedAddons: addons.map((a) => ({ name: a.name, price: toRupees(a.pricePaise) })),
      unitPrice: toRupees(unitPaise),
      lineTotal: toRupees(totalPaise),
    };
  });
  const first = rows[0]?.restaurant;
  return {
    data,
    restaurant: first
      ? {
          _id: first.id,
          name: first.name,
          logo: first.logo,
          isOpenNow: isOpenAt(first.businessHours ?? DEFAULT_BUSINESS_HOURS, deps.clock.now()),
          opensAt:
            opensAtIfClosed(first.businessHours ?? DEFAULT_BUSINESS_HOURS, deps.clock.now())?.toISOString() ?? null,
          kitchen: publicKitchen(first, deps.clock.now()),
          eta: cartEta(deps, first, position),
          isActive: first.isActive && first.deletedAt === null,
          isDeliveryAvailable: first.isDeliveryAvailable,
          minimumOrderAmount: toRupees(first.minimumOrderPaise),
          deliveryFee: toRupees(first.deliveryFeePaise),
          freeDeliveryThreshold:
            first.freeDeliveryThresholdPaise === null ? null : toRupees(first.freeDeliveryThresholdPaise),
          packagingCharge: toRupees(first.packagingChargePaise),
          deliveryRadiusKm: first.deliveryRadiusMetres / 1000,
          coordinates: { lat: first.lat, lng: first.lng },
          acceptsCash: first.acceptsCash,
          acceptsOnlinePayment: first.acceptsOnlinePayment,
        }
      : null,
    itemCount,
    subtotal: toRupees(subtotalPaise),
    previousFees: fees.map((fee) => ({ orderNumber: fee.orderNumber, fee: toRupees(fee.feePaise) })),
    coupon: cartCouponView(
      applied,
      first
        ? { restaurantId: first.id, restaurantName: first.name, itemTotalPaise: subtotalPaise, now: deps.clock.now() }
        : null,
    ),
  };
}

const withMessage = async (deps: CartDeps, userId: string, message: string, position: Position | null) => ({
  success: true as const,
  message,
  ...(await getCart(deps, userId, position)),
});

/**
 * The cart holds another restaurant's dishes: the web app offers to start a new cart (replaceCart). Reorder answers
 * the same 409 (modules/reorder).
 */
export class OtherRestaurantInCart extends DomainError {
  constructor(current: { id: string; name: string }) {
    const details: CartConflictDetails = { currentRestaurant: { _id: current.id, name: current.name } };
    super(409, "CONFLICT", CART_MESSAGES.otherRestaurant(current.name), details);
  }
}

export async function addToCart(deps: CartDeps, userId: string, body: AddToCart, position: Position | null = null) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await q.lockCart(tx, userId);
    const dish = await q.findDish(tx, body.productId);
    if (!dish) throw new NotFound(CART_MESSAGES.productNotFound);
    const { product, restaurant } = dish;
    if (!restaurant.isActive || restaurant.deletedAt) throw new BusinessRule(CART_MESSAGES.restaurantClosed);
    if (!product.isAvailable || product.deletedAt) throw new BusinessRule(CART_MESSAGES.dishUnavailable);

    const choices = resolveCartChoices(product, body.selectedAttributes, body.selectedAddons);
    if (!choices.ok) throw new BadRequest(choices.problem.message, choices.problem.field);
    // Stored with the dish's own spelling, so the same choices typed differently land on the same line.
    const selectedAttributes = choices.attributes.map((a) => ({
      attributeName: a.attributeName,
      optionName: a.option.name,
    }));
    const selectedAddons = choices.addons.map((a) => a.name);

    const current = await q.cartRestaurant(tx, userId);
    if (current && current.id !== restaurant.id) {
      if (!body.replaceCart) throw new OtherRestaurantInCart(current);
      await q.clearCart(tx, userId);
    }
    const quantity = await q.addToLine(
      tx,
      {
        userId,
        itemId: cartItemId(product.id, selectedAttributes, selectedAddons),
        restaurantId: restaurant.id,
        productId: product.id,
        quantity: body.quantity,
        selectedAttributes,
        selectedAddons,
        createdAt: now,
        updatedAt: now,
      },
      MAX_LINE_QUANTITY,
    );
    if (quantity === null) throw new BusinessRule(CART_MESSAGES.tooMany);
  });
  return withMessage(deps, userId, CART_MESSAGES.added, position);
}

export async function updateLine(
  deps: CartDeps,
  userId: string,
  itemId: string,
  quantity: number,
  position: Position | null = null,
) {
  if (!(await q.setLineQuantity(deps.db, userId, itemId, quantity, deps.clock.now()))) {
    throw new NotFound(CART_MESSAGES.lineNotFound);
  }
  return withMessage(deps, userId, CART_MESSAGES.updated, position);
}

export async function removeLine(deps: CartDeps, userId: string, itemId: string, position: Position | null = null) {
  if (!(await q.deleteLine(deps.db, userId, itemId))) throw new NotFound(CART_MESSAGES.lineNotFound);
  return withMessage(deps, userId, CART_MESSAGES.removed, position);
}

export async function clearCart(deps: CartDeps, userId: string, position: Position | null = null) {
  await q.clearCart(deps.db, userId);
  return withMessage(deps, userId, CART_MESSAGES.cleared, position);
}
