/** Database rows → the contract's wire shapes (rupees, kilometres, `_id`), with private fields stripped. */
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, isOpenAt, nextOpeningAt } from "@zaika/contract/business-hours";
import { toRupees } from "@zaika/contract/common";
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
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole restaurant for a viewer: commission, bank and tax details and the owner only for admins and the owner. */
export function restaurantFor(
  viewer: Viewer | null,
  row: RestaurantRow,
  owner: { id: string; name: string; email: string | null },
  context: { now: Date; distance: number | null },
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

/** Fields that depend on when and from where the caller asks. */
export function withCallerFields(restaurant: Restaurant, context: { now: Date; distance: number | null }): Restaurant {
  return { ...restaurant, ...callerFields(restaurant, context) };
}

/** The caller-dependent fields of RestaurantSchema (isOpenNow … kitchen), in the schema's order. */
export function callerFields(
  restaurant: Restaurant,
  context: { now: Date; distance: number | null },
): Pick<Restaurant, "isOpenNow" | "distance" | "opensAt" | "kitchen"> {
  const isOpenNow = isOpenAt(restaurant.businessHours, context.now);
  const opens = isOpenNow ? null : nextOpeningAt(restaurant.businessHours, context.now);
  const { kitchen } = restaurant;
  const until = kitchen.pausedUntil;
  // A timed pause ends by itself at its end.
  const paused = kitchen.paused && (until === null || context.now.getTime() < Date.parse(until));
  return {
    isOpenNow,
    distance: context.distance === null ? null : Math.round(context.distance),
    opensAt: opens?.toISOString() ?? null,
    kitchen: { busyMinutes: kitchen.busyMinutes, paused, pausedUntil: paused ? until : null },
  };
}
