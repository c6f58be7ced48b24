/**
 * What the history is built on, read from a database that holds the demo: its delivering restaurants with their
 * available dishes (weighted, so the better rated and the demo owner's sell more) and the demo's own accounts. Apart
 * from the planning, which never reads the database, so that a plan depends on these rows and the seeds alone.
 */
import { DEFAULT_BUSINESS_HOURS } from "@zaika/contract/business-hours";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Tx } from "../../client";
import { products } from "../../schema/catalog";
import { restaurants } from "../../schema/restaurants";
import { users } from "../../schema/users";
import { planCatalog } from "../catalog";
import { DEMO } from "../demo";
import type { Dish, Kitchen } from "./shapes";

/** A restaurant the catalogue did not plan (added by hand before seeding) is taken to be an average one. */
const UNPLANNED_RATING = 4;

export async function readKitchens(tx: Tx, demoOwnerId: string): Promise<Kitchen[]> {
  const rows = await tx
    .select()
    .from(restaurants)
    .where(
      and(eq(restaurants.isActive, true), isNull(restaurants.deletedAt), eq(restaurants.isDeliveryAvailable, true)),
    )
    .orderBy(asc(restaurants.name));
  const dishes = await tx
    .select()
    .from(products)
    .where(and(eq(products.isAvailable, true), isNull(products.deletedAt)))
    .orderBy(asc(products.createdAt), asc(products.name));
  const byRestaurant = new Map<string, Dish[]>();
  for (const dish of dishes) {
    const list = byRestaurant.get(dish.restaurantId) ?? [];
    list.push({
      id: dish.id,
      name: dish.name,
      image: dish.image,
      description: dish.description,
      foodType: dish.foodType,
      pricePaise: dish.pricePaise,
      discountedPricePaise: dish.discountedPricePaise,
      attributes: dish.attributes,
      addons: dish.addons,
      popularity: 1 / (1 + list.length * 0.2),
    });
    byRestaurant.set(dish.restaurantId, list);
  }
  // What the catalogue planned for each restaurant: the rows' own ratings are worked out from the history's reviews.
  const plans = new Map(planCatalog().map((plan) => [plan.seed.name, plan]));
  return rows
    .filter((r) => (byRestaurant.get(r.id)?.length ?? 0) > 0 && (r.acceptsCash || r.acceptsOnlinePayment))
    .map((r) => ({
      id: r.id,
      ownerId: r.ownerId,
      name: r.name,
      lat: r.lat,
      lng: r.lng,
      hours: r.businessHours ?? DEFAULT_BUSINESS_HOURS,
      deliveryRadiusMetres: r.deliveryRadiusMetres,
      minimumOrderPaise: r.minimumOrderPaise,
      deliveryFeePaise: r.deliveryFeePaise,
      freeDeliveryThresholdPaise: r.freeDeliveryThresholdPaise,
      packagingChargePaise: r.packagingChargePaise,
      acceptsCash: r.acceptsCash,
      acceptsOnlinePayment: r.acceptsOnlinePayment,
      commissionRate: r.commissionRate,
      preparationMinutes: r.preparationMinutes,
      estimatedDeliveryMinutes: r.estimatedDeliveryMinutes,
      plannedRating: plans.get(r.name)?.seed.rating ?? UNPLANNED_RATING,
      // Better rated, better known kitchens sell more; the demo owner's is one of the busiest, for its dashboard.
      weight:
        Math.max(
          0.3,
          Math.sqrt((plans.get(r.name)?.ratingCount ?? 0) + 20) *
            Math.max(0.2, (plans.get(r.name)?.seed.rating ?? UNPLANNED_RATING) - 3.2),
        ) * (r.ownerId === demoOwnerId ? 3.5 : 1),
      dishes: byRestaurant.get(r.id) ?? [],
    }));
}

export async function demoAccounts(tx: Tx) {
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        inArray(users.phone, [DEMO.customer.phone, DEMO.rider.phone]),
        inArray(users.email, [DEMO.admin.email, DEMO.restaurant.email]),
      ),
    );
  const customer = rows.find((row) => row.phone === DEMO.customer.phone);
  const rider = rows.find((row) => row.phone === DEMO.rider.phone);
  const admin = rows.find((row) => row.email === DEMO.admin.email);
  const owner = rows.find((row) => row.email === DEMO.restaurant.email);
  if (!customer || !rider || !admin || !owner) throw new Error("history: seed the demo accounts (seedDemo) first");
  return { customer, rider, adminId: admin.id, ownerId: owner.id };
}
