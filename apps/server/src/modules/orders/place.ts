/**
 * Placing an order (issue 4): re-prices the cart from the database, checks every checkout rule and writes the order
 * with its price snapshot, claiming the Idempotency-Key in the same atomic statement. Two round trips: the hot path of
 * the order benchmark.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import { ADDRESS_MESSAGES } from "@zaika/contract/address";
import { DEFAULT_BUSINESS_HOURS, isOpenAt } from "@zaika/contract/business-hours";
import { resolveCartChoices } from "@zaika/contract/cart";
import { checkoutProblems } from "@zaika/contract/checkout";
import { toPaise } from "@zaika/contract/common";
import { DELIVERY_CODE_LENGTH, PAYMENT_WINDOW_MINUTES } from "@zaika/contract/constants";
import { customerLimit } from "@zaika/contract/coupons";
import { distanceMetres } from "@zaika/contract/geo";
import { kitchenRefusal, orderCapWindow } from "@zaika/contract/kitchen";
import { salePosting } from "@zaika/contract/ledger";
import {
  ORDER_MESSAGES,
  type OrderTimelineEntry,
  type PlaceOrderBodySchema,
  type PlaceOrderResponse,
} from "@zaika/contract/order";
import { computeBill, lineTotalPaise, unitPricePaise } from "@zaika/contract/pricing";
import { releaseAt, SLOT_MINUTES, slotProblem } from "@zaika/contract/schedule";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Conflict, Forbidden, NotFound } from "../../lib/errors";
import { checkCartCoupon } from "../coupons/cart-coupon";
import { ordersPlacedWithin, ordersScheduledFor } from "../kitchen/queries";
import { billOf, postingRows } from "../ledger/service";
import * as q from "./checkout-queries";
import { kitchenArrival, NOT_IN_KITCHEN } from "./escalation";
import { placementEta } from "./eta";
import { orderChangedPayload } from "./events";
import { ensurePaymentStart } from "./payment";
import { loadOrderBundle, type OrderBundle, type OrderItemSnapshot, type OrderRow } from "./queries";
import { toWireOrder } from "./read";
import { schedulingLead } from "./slots";

/** What placing an order uses. */
export type PlaceDeps = Pick<ModuleDeps, "db" | "clock" | "payments" | "settings" | "config" | "eta">;

type PlaceOrderBody = z.output<typeof PlaceOrderBodySchema>;

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;
const DELIVERY_CODE_RANGE = 10 ** DELIVERY_CODE_LENGTH;

/** The hash a retried request must match: only the fields that decide the order (prices sent by clients are ignored). */
function requestHash(body: PlaceOrderBody): string {
  // The slot joins the hash only when there is one, so keys of orders to deliver now hash as they always have.
  // So does a tip, so keys of orders without one hash as they always have.
  const fields: unknown[] = body.scheduledFor
    ? [body.paymentMode, body.addressId, body.scheduledFor]
    : [body.paymentMode, body.addressId];
  if (body.tip) fields.push({ tip: body.tip });
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
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
  | { kind: "replay"; orderId: string }
  | { kind: "raced" };

/**
 * Another request took this Idempotency-Key, or the cart changed, between this attempt's read and its write; the
 * next attempt reads again. A bounded number: a cart edited continuously while ordering gets a 409 instead.
 */
const MAX_ATTEMPTS = 3;

/**
 * One attempt: one read (customer, key, address, cart) and, when every rule passes, one write statement
 * (checkout-queries writeOrder). No explicit transaction: the write is atomic on its own, and a refused order writes
 * nothing, so its key stays free for a corrected retry.
 */
async function attempt(
  deps: PlaceDeps,
  userId: string,
  key: string,
  body: PlaceOrderBody,
  gstPercent: number,
): Promise<Placed> {
  const now = deps.clock.now();
  const hash = requestHash(body);
  const found = await q.readCheckout(deps.db, userId, body.addressId, key);
  if (!found) throw new NotFound(ORDER_MESSAGES.notFound);
  const { user, keyRecord, address, lines } = found;
  // A retry of an order already placed gets that order, whatever the cart holds now.
  if (keyRecord) {
    if (keyRecord.requestHash !== hash || !keyRecord.orderId) {
      throw new Conflict(ORDER_MESSAGES.idempotencyKeyReused, "Idempotency-Key");
    }
    return { kind: "replay", orderId: keyRecord.orderId };
  }
  if (user.isBlocked) throw new Forbidden(ORDER_MESSAGES.accountBlocked);
  if (!address) throw new NotFound(ADDRESS_MESSAGES.notFound);

  const restaurant = lines[0]?.restaurant;
  if (!restaurant) throw violation(ORDER_MESSAGES.cartEmpty, "items");

  const { items, unavailableDish } = priceLines(lines);
  const itemTotals = items.map((item) => item.totalPaise);
  // The cart's coupon (issue 14) against the item total of now; its problem is reported after the cart's own.
  const coupon = found.coupon
    ? checkCartCoupon(found.coupon, {
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        itemTotalPaise: itemTotals.reduce((sum, total) => sum + total, 0),
        now,
      })
    : null;
  const bill = computeBill(
    itemTotals,
    {
      gstPercent,
      packagingChargePaise: restaurant.packagingChargePaise,
      deliveryFeePaise: restaurant.deliveryFeePaise,
      freeDeliveryThresholdPaise: restaurant.freeDeliveryThresholdPaise,
    },
    { discountPaise: coupon?.discountPaise ?? 0, tipPaise: toPaise(body.tip ?? 0) },
  );
  const distance = Math.round(
    distanceMetres({ lat: restaurant.lat, lon: restaurant.lng }, { lat: address.lat, lon: address.lng }),
  );
  const hours = restaurant.businessHours ?? DEFAULT_BUSINESS_HOURS;
  // A scheduled order answers to its slot instead of the hours and the kitchen's pause now.
  const schedule = body.scheduledFor
    ? await scheduledSlot(deps, restaurant, distance, new Date(body.scheduledFor), now)
    : null;
  const isOpenNow = schedule !== null || isOpenAt(hours, now);
  // The window's orders are counted only for a capped kitchen: an uncapped one costs no extra query.
  const window = orderCapWindow(now);
  const kitchen = schedule
    ? null
    : kitchenRefusal({
        restaurantName: restaurant.name,
        pause: restaurant,
        orderCapPerWindow: restaurant.orderCapPerWindow,
        ordersThisWindow:
          isOpenNow && restaurant.orderCapPerWindow !== null
            ? await ordersPlacedWithin(deps.db, restaurant.id, window.start, window.end)
            : 0,
        now,
      });
  const [problem] = checkoutProblems({
    restaurant: {
      ...restaurant,
      isActive: restaurant.isActive && restaurant.deletedAt === null,
      isOpenNow,
    },
    kitchen,
    subtotalPaise: bill.subtotalPaise,
    unavailableDish,
    distanceMetres: distance,
    paymentMode: body.paymentMode,
  });
  if (problem) throw violation(problem.message, problem.field);
  if (coupon?.problem) throw violation(coupon.problem.message, "coupon");
  const applied = found.coupon && coupon && coupon.discountPaise > 0 ? found.coupon.coupon : null;

  const online = body.paymentMode === "ONLINE";
  const values = {
    id: randomUUID(),
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
    couponId: applied?.id ?? null,
    couponCode: applied?.code ?? null,
    discountPaise: bill.discountPaise,
    discountFundedBy: applied?.fundedBy ?? null,
    tipPaise: bill.tipPaise,
    // Earlier cash orders' cancellation fees come with this order's bill (decision 027).
    duesPaise: found.previousFees.reduce((sum, fee) => sum + fee.feePaise, 0),
    previousFees: found.previousFees.map((fee) => ({
      orderId: fee.id,
      orderNumber: fee.orderNumber,
      feePaise: fee.feePaise,
    })),
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
    scheduledFor: schedule?.slot ?? null,
    releaseAt: schedule?.releaseAt ?? null,
    // The kitchen gets a cash order now, and its escalation deadlines start; an online one when it is paid; a
    // scheduled one when it is released (release.ts).
    ...(online || schedule ? NOT_IN_KITCHEN : kitchenArrival(now, deps.config)),
    // The delivery time promised now (learned ETAs), recomputed at each status change; a scheduled order's is its slot.
    ...(schedule ? schedule.eta : placementEta(deps.eta, restaurant, distance, now)),
    createdAt: now,
    updatedAt: now,
  } satisfies Omit<OrderRow, RowDefaults | "orderNumber">;
  const unnumbered: OrderRow = { ...ROW_DEFAULTS, ...values, orderNumber: "" };

  let written: { orderNumber: string; eventId: number };
  try {
    written = await q.writeOrder(deps.db, {
      order: values,
      key,
      requestHash: hash,
      // Cash orders are final now; an online order keeps the cart until it is paid, so a failed payment loses nothing.
      clear: online ? [] : lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
      event: orderChangedPayload(unnumbered, restaurant.ownerId, "placed", now),
      ledger: postingRows([salePosting(billOf(values))], { orderId: values.id, restaurantId: restaurant.id, at: now }),
      carriedFees: found.previousFees.map((fee) => ({ id: fee.id, carrierId: fee.carrierId })),
      ...(applied ? { coupon: { id: applied.id, customerLimit: customerLimit(applied) } } : {}),
    });
  } catch (error) {
    if (q.isIdempotencyKeyTaken(error) || q.isCartChangedError(error)) return { kind: "raced" };
    throw error;
  }
  const order: OrderRow = { ...unnumbered, orderNumber: written.orderNumber };
  const placedEntry: OrderTimelineEntry = {
    _id: String(written.eventId),
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

/**
 * A scheduled order's slot checked against the restaurant's hours, the lead its kitchen and the ride need, and its
 * cap (a slot holds at most orderCapPerWindow orders): 400 for a slot outside today and tomorrow, 422 naming the rule
 * with the earliest slot otherwise. Its release time and its promise (the slot's 15 minutes).
 */
async function scheduledSlot(
  deps: PlaceDeps,
  restaurant: q.CheckoutLine["restaurant"],
  distance: number,
  slot: Date,
  now: Date,
) {
  // Preparation and the ride, for an order waiting for its kitchen at the slot's hour.
  const leadMinutes = schedulingLead(deps.eta, restaurant, distance, slot);
  const full = new Set<number>();
  if (restaurant.orderCapPerWindow !== null) {
    const taken = await ordersScheduledFor(deps.db, restaurant.id, slot);
    if (taken >= restaurant.orderCapPerWindow) full.add(slot.getTime());
  }
  const problem = slotProblem({
    hours: restaurant.businessHours ?? DEFAULT_BUSINESS_HOURS,
    now,
    leadMinutes,
    full,
    restaurantName: restaurant.name,
    slot,
  });
  if (problem?.kind === "range") throw new BadRequest(problem.message, "scheduledFor");
  if (problem) {
    throw new BusinessRule(problem.message, [
      { field: "scheduledFor", message: problem.message },
      ...(problem.earliest ? [{ field: "earliestSlot", message: problem.earliest.toISOString() }] : []),
    ]);
  }
  return {
    slot,
    releaseAt: releaseAt(slot, leadMinutes),
    eta: { etaFrom: slot, etaTo: new Date(slot.getTime() + SLOT_MINUTES * 60_000) },
  };
}

/** The columns a new order leaves to their defaults, as the order row has them. */
const ROW_DEFAULTS = {
  providerOrderId: null,
  providerPaymentId: null,
  paidAt: null,
  preparationMinutes: null,
  estimatedDeliveryAt: null,
  riderId: null,
  rejectionReason: null,
  cancelledBy: null,
  cancelReason: null,
  cancellationFeePaise: null,
  feeCarriedBy: null,
  cancelledAt: null,
  deliveredAt: null,
  commissionPaise: null,
  commissionGstPaise: null,
  smsSentAt: null,
  acceptedAt: null,
  readyAt: null,
} satisfies Partial<OrderRow>;
type RowDefaults = keyof typeof ROW_DEFAULTS;

export async function placeOrder(
  deps: PlaceDeps,
  userId: string,
  key: string,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  const gstPercent = await deps.settings.gstPercent();
  let placed: Placed = { kind: "raced" };
  for (let tries = 0; tries < MAX_ATTEMPTS && placed.kind === "raced"; tries++) {
    placed = await attempt(deps, userId, key, body, gstPercent);
  }
  if (placed.kind === "raced") throw new Conflict(ORDER_MESSAGES.cartChanged, "items");
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
  // After the write: a provider outage leaves an unpaid order that a retry with the same key (or "Pay now") completes.
  const paymentDetails = isCod ? null : await ensurePaymentStart(deps, bundle);
  return {
    success: true,
    message: isCod ? ORDER_MESSAGES.placedCod : ORDER_MESSAGES.created,
    order: await toWireOrder(deps.db, bundle, viewer, known),
    paymentDetails,
  };
}
