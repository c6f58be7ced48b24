/** Database rows → the contract's wire shapes (rupees, kilometres, `_id`), with private fields stripped. */
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, isOpenAt, nextOpeningAt } from "@zaika/contract/business-hours";
import { toRupees } from "@zaika/contract/common";
import {
  type EtaModel,
  type EtaQuote,
  etaForDistance,
  kitchenPreparationMinutes,
  quoteEta,
  type RestaurantEta,
  TYPICAL_DELIVERY_METRES,
} from "@zaika/contract/eta";
import type { Restaurant } from "@zaika/contract/restaurant";
import type { RestaurantRow } from "./queries";

/** Who is looking decides whether commercial terms, bank, tax and owner details are shown. */
export interface Viewer {
  sub: string;
  role: string;
}

export function isPrivileged(viewer: Viewer | null, ownerId: string): boolean {
  return viewer?.role === "admin" || (viewer?.role === "restaurant" && viewer.sub === ownerId);
}

export function hoursOf(row: RestaurantRow): BusinessHours {
  return row.businessHours ?? DEFAULT_BUSINESS_HOURS;
}

/**
 * The public part of a restaurant, as anyone (and the nearby index and menu cache) may hold it; isOpenNow and distance
 * are per request (see withCallerFields).
 */
export function publicRestaurant(row: RestaurantRow): Restaurant {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    foodType: row.foodType,
    priceRange: row.priceRange as Restaurant["priceRange"],
    cuisine: row.cuisine,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
      coordinates: { lat: row.lat, lng: row.lng },
    },
    contactInfo: { phones: row.phones, email: row.email, website: row.website },
    deliverySettings: {
      isDeliveryAvailable: row.isDeliveryAvailable,
      deliveryRadius: row.deliveryRadiusMetres / 1000,
      minimumOrderAmount: toRupees(row.minimumOrderPaise),
      deliveryFee: toRupees(row.deliveryFeePaise),
      estimatedDeliveryTime: row.estimatedDeliveryMinutes,
      freeDeliveryThreshold: row.freeDeliveryThresholdPaise === null ? null : toRupees(row.freeDeliveryThresholdPaise),
    },
    paymentOptions: {
      acceptsCash: row.acceptsCash,
      acceptsOnlinePayment: row.acceptsOnlinePayment,
      acceptsWalletPayment: row.acceptsWalletPayment,
    },
    additionalSettings: {
      packagingCharge: toRupees(row.packagingChargePaise),
      preparationTime: row.preparationMinutes,
      isActive: row.isActive,
    },
    images: { logo: row.logo, cover: row.cover, gallery: row.gallery },
    rating: { average: row.ratingAverage, count: row.ratingCount },
    isActive: row.isActive,
    isVerified: row.isVerified,
    businessHours: hoursOf(row),
    isOpenNow: false,
    distance: null,
    opensAt: null,
    // As stored: a pause that has ended by itself is cleared per request (withCallerFields).
    kitchen: {
      busyMinutes: row.busyMinutes,
      paused: row.pausedAt !== null,
      pausedUntil: row.pausedUntil?.toISOString() ?? null,
    },
    // The kitchen's preparation now; the range depends on the caller's distance and the hour (withCallerFields).
    eta: {
      minMinutes: 0,
      maxMinutes: 0,
      preparationMinutes: kitchenPreparationMinutes({
        learnedMinutes: row.learnedPreparationMinutes,
        configuredMinutes: row.preparationMinutes,
        busyMinutes: row.busyMinutes,
      }),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole restaurant for a viewer: commission, bank and tax details and the owner only for admins and the owner. */
export function restaurantFor(
  viewer: Viewer | null,
  row: RestaurantRow,
  owner: { id: string; name: string; email: string | null },
  context: CallerContext,
): Restaurant {
  const base = withCallerFields(publicRestaurant(row), context);
  if (!isPrivileged(viewer, row.ownerId)) return base;
  return {
    ...base,
    additionalSettings: {
      ...base.additionalSettings,
      commissionRate: Number(row.commissionRate),
      ...(row.bankDetails ? { bankDetails: row.bankDetails } : {}),
      taxInfo: row.taxInfo,
    },
    owner: { _id: owner.id, name: owner.name, email: owner.email },
  };
}

/** When and from where (metres from the restaurant, when known) the caller asks, and the ETA model to promise with. */
export interface CallerContext {
  now: Date;
  distance: number | null;
  eta: EtaModel;
}

/** Fields that depend on when and from where the caller asks. */
export function withCallerFields(restaurant: Restaurant, context: CallerContext): Restaurant {
  return { ...restaurant, ...callerFields(restaurant, context) };
}

/**
 * The delivery time promised to a caller `distance` metres away (without a location, the typical distance: decision
 * 018) at `now`, from the kitchen's preparation as publicRestaurant worked it out.
 */
export function restaurantEta(restaurant: Pick<Restaurant, "eta">, context: CallerContext): RestaurantEta {
  return restaurantEtaOf(restaurant, restaurantQuote(restaurant, context.now, context.eta), context.distance);
}

/** What restaurantEta's promise at `now` is made of, for a caller at any distance (the nearby index keeps it). */
export function restaurantQuote(restaurant: Pick<Restaurant, "eta">, now: Date, model: EtaModel): EtaQuote {
  return quoteEta(model, { preparationMinutes: restaurant.eta.preparationMinutes, now });
}

/** restaurantEta from its quote: the promise to a caller `distance` metres away (null: the typical distance). */
export function restaurantEtaOf(
  restaurant: Pick<Restaurant, "eta">,
  quote: EtaQuote,
  distance: number | null,
): RestaurantEta {
  const { minMinutes, maxMinutes } = etaForDistance(quote, distance ?? TYPICAL_DELIVERY_METRES);
  // In RestaurantEtaSchema's key order: the nearby index writes this object's JSON as it is.
  return { minMinutes, maxMinutes, preparationMinutes: restaurant.eta.preparationMinutes };
}

/** The caller-dependent fields of RestaurantSchema (isOpenNow … eta), in the schema's order. */
export function callerFields(
  restaurant: Restaurant,
  context: CallerContext,
): Pick<Restaurant, "isOpenNow" | "distance" | "opensAt" | "kitchen" | "eta"> {
  const isOpenNow = isOpenAt(restaurant.businessHours, context.now);
  const opens = isOpenNow ? null : nextOpeningAt(restaurant.businessHours, context.now);
  const { kitchen } = restaurant;
  const until = kitchen.pausedUntil;
  // A timed pause ends by itself at its end.
  const paused = kitchen.paused && (until === null || context.now.getTime() < Date.parse(until));
  // The distance as the wire shows it, so the range follows from what the caller sees.
  const distance = context.distance === null ? null : Math.round(context.distance);
  return {
    isOpenNow,
    distance,
    opensAt: opens?.toISOString() ?? null,
    kitchen: { busyMinutes: kitchen.busyMinutes, paused, pausedUntil: paused ? until : null },
    eta: restaurantEta(restaurant, { ...context, distance }),
  };
}
