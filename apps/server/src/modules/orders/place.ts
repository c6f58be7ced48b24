/**
 * Placing an order (issue 4): one transaction that claims the idempotency key, re-prices the cart from the database,
 * checks every checkout rule and writes the order with its price snapshot. The hot path of the order benchmark.
 */
import { createHash, randomInt } from "node:crypto";
import { ADDRESS_MESSAGES } from "@zaika/contract/address";
import { DEFAULT_BUSINESS_HOURS, isOpenAt } from "@zaika/contract/business-hours";
import { resolveCartChoices } from "@zaika/contract/cart";
import { checkoutProblems } from "@zaika/contract/checkout";
import { DELIVERY_CODE_LENGTH, PAYMENT_WINDOW_MINUTES } from "@zaika/contract/constants";
import { distanceMetres } from "@zaika/contract/geo";
import {
  ORDER_MESSAGES,
  type OrderTimelineEntry,
  type PlaceOrderBodySchema,
  type PlaceOrderResponse,
} from "@zaika/contract/order";
import { computeBill, lineTotalPaise, unitPricePaise } from "@zaika/contract/pricing";
import type { z } from "zod";
import type { Tx } from "../../db/client";
import type { OrderItemSnapshot } from "../../db/schema/orders";
import type { ModuleDeps } from "../../deps";
import { BusinessRule, Conflict, Forbidden, NotFound } from "../../lib/errors";
import { clearCart } from "../cart/queries";
import * as q from "./checkout-queries";
import { recordOrderEvent } from "./events";
import { ensurePaymentStart } from "./payment";
import { loadOrderBundle, type OrderBundle, toWireOrder } from "./read";

type PlaceOrderBody = z.output<typeof PlaceOrderBodySchema>;

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;
const DELIVERY_CODE_RANGE = 10 ** DELIVERY_CODE_LENGTH;

/** The hash a retried request must match: only the fields that decide the order (prices sent by clients are ignored). */
function requestHash(body: PlaceOrderBody): string {
  return createHash("sha256")
    .update(JSON.stringify([body.paymentMode, body.addressId]))
    .digest("hex");
}

const violation = (message: string, field: string) => new BusinessRule(message, [{ field, message }]);

/** Re-prices the cart line by line from the current menu, as the cart does; the first problem stops the order. */
function priceLines(lines: q.CheckoutLine[]) {
  let unavailableDish: string | null = null;
  const items: OrderItemSnapshot[] = [];
  for (const line of lines) {
    const { product } = line;
    if (!product.isAvailable || product.deletedAt) {
      unavailableDish ??= product.name;
      continue;
    }
    const chosen = resolveCartChoices(product, line.selectedAttributes, line.selectedAddons);
    // A menu edit since the dish went into the cart (a new required choice, a removed option): ask to re-add it.
    if (!chosen.ok) throw violation(`${product.name}: ${chosen.problem.message}`, "items");
    const attributes = chosen.attributes.map((a) => a.option);
    const unitPaise = unitPricePaise(product, attributes, chosen.addons);
    items.push({
      productId: product.id,
      name: product.name,
      image: product.image,
      description: product.description,
      foodType: product.foodType,
      pricePaise: product.pricePaise,
      discountedPricePaise: product.discountedPricePaise,
      quantity: line.quantity,
      selectedAttributes: chosen.attributes.map((a) => ({
        attributeName: a.attributeName,
        selectedOption: a.option.name,
        additionalPricePaise: a.option.additionalPricePaise,
      })),
      selectedAddons: chosen.addons.map((a) => ({ name: a.name, pricePaise: a.pricePaise })),
      unitPaise,
      totalPaise: lineTotalPaise(unitPaise, line.quantity),
    });
  }
  return { items, unavailableDish };
}

type Placed =
  | { kind: "placed"; bundle: OrderBundle; timeline: OrderTimelineEntry[] }
  | { kind: "replay"; orderId: string };

async function placeInTransaction(
  deps: ModuleDeps,
  tx: Tx,
  userId: string,
  key: string,
  body: PlaceOrderBody,
  gstPercent: number,
): Promise<Placed> {
  const now = deps.clock.now();
  const hash = requestHash(body);
  if (!(await q.claimIdempotencyKey(tx, userId, key, hash, now))) {
    const first = await q.idempotencyRecord(tx, userId, key);
    if (!first || first.requestHash !== hash || !first.orderId) {
      throw new Conflict(ORDER_MESSAGES.idempotencyKeyReused, "Idempotency-Key");
    }
    return { kind: "replay", orderId: first.orderId };
  }
  const found = await q.lockCartAndLoadCustomer(tx, userId, body.addressId);
  if (!found) throw new NotFound(ORDER_MESSAGES.notFound);
  const { user, address } = found;
  if (user.isBlocked) throw new Forbidden(ORDER_MESSAGES.accountBlocked);
  if (!address) throw new NotFound(ADDRESS_MESSAGES.notFound);

  const lines = await q.checkoutLines(tx, userId);
  const restaurant = lines[0]?.restaurant;
  if (!restaurant) throw violation(ORDER_MESSAGES.cartEmpty, "items");

  const { items, unavailableDish } = priceLines(lines);
  const bill = computeBill(
    items.map((item) => item.totalPaise),
    {
      gstPercent,
      packagingChargePaise: restaurant.packagingChargePaise,
      deliveryFeePaise: restaurant.deliveryFeePaise,
      freeDeliveryThresholdPaise: restaurant.freeDeliveryThresholdPaise,
    },
  );
  const distance = Math.round(
    distanceMetres({ lat: restaurant.lat, lon: restaurant.lng }, { lat: address.lat, lon: address.lng }),
  );
  const [problem] = checkoutProblems({
    restaurant: {
      ...restaurant,
      isActive: restaurant.isActive && restaurant.deletedAt === null,
      isOpenNow: isOpenAt(restaurant.businessHours ?? DEFAULT_BUSINESS_HOURS, now),
    },
    subtotalPaise: bill.subtotalPaise,
    unavailableDish,
    distanceMetres: distance,
    paymentMode: body.paymentMode,
  });
  if (problem) throw violation(problem.message, problem.field);

  const online = body.paymentMode === "ONLINE";
  const order = await q.insertOrder(tx, {
    userId,
    restaurantId: restaurant.id,
    status: "PENDING",
    paymentMode: body.paymentMode,
    paymentProvider: online ? deps.payments.name : null,
    paymentStatus: "PENDING",
    payableUntil: online ? new Date(now.getTime() + PAYMENT_WINDOW_MS) : null,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalPaise: bill.subtotalPaise,
    gstPercent,
    taxPaise: bill.taxAmountPaise,
    packagingPaise: bill.packagingChargePaise,
    deliveryFeePaise: bill.deliveryFeePaise,
    totalPaise: bill.finalTotalPaise,
    deliveryAddress: {
      fullName: address.fullName,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      addressType: address.addressType,
      phoneNumber: address.phoneNumber,
      deliveryInstructions: address.deliveryInstructions,
      coordinates: { lat: address.lat, lng: address.lng },
    },
    distanceMetres: distance,
    deliveryCode: String(randomInt(DELIVERY_CODE_RANGE)).padStart(DELIVERY_CODE_LENGTH, "0"),
    createdAt: now,
    updatedAt: now,
  });
  await q.linkIdempotencyKey(tx, userId, key, order.id);
  // Cash orders are final now; an online order keeps the cart until it is paid, so a failed payment loses nothing.
  if (!online) await clearCart(tx, userId);
  const eventId = await recordOrderEvent(tx, order, restaurant.ownerId, {
    kind: "placed",
    to: "PENDING",
    actor: { id: userId, role: "user" },
    at: now,
  });
  const placedEntry: OrderTimelineEntry = {
    _id: String(eventId),
    type: "status",
    from: null,
    to: "PENDING",
    by: { role: "user", name: user.name },
    reason: null,
    note: null,
    at: now.toISOString(),
  };
  return {
    kind: "placed",
    bundle: { order, customer: user, restaurant, rider: null },
    timeline: [placedEntry],
  };
}

export async function placeOrder(
  deps: ModuleDeps,
  userId: string,
  key: string,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  const gstPercent = await deps.settings.gstPercent();
  const placed = await deps.db.transaction((tx) => placeInTransaction(deps, tx, userId, key, body, gstPercent));
  let bundle: OrderBundle | null;
  // A new order's timeline is known and it has no refund: the response needs no further query.
  let known: { timeline: OrderTimelineEntry[]; refund: null } | undefined;
  if (placed.kind === "placed") {
    bundle = placed.bundle;
    known = { timeline: placed.timeline, refund: null };
  } else {
    bundle = await loadOrderBundle(deps.db, placed.orderId);
    if (!bundle) throw new NotFound(ORDER_MESSAGES.notFound);
  }
  const viewer = { sub: userId, role: "user" };
  const isCod = bundle.order.paymentMode === "COD";
  // After commit: a provider outage leaves an unpaid order that a retry with the same key (or "Pay now") completes.
  const paymentDetails = isCod ? null : await ensurePaymentStart(deps, bundle);
  return {
    success: true,
    message: isCod ? ORDER_MESSAGES.placedCod : ORDER_MESSAGES.created,
    order: await toWireOrder(deps.db, bundle, viewer, known),
    paymentDetails,
  };
}
