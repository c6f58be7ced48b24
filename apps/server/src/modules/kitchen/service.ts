/**
 * Kitchen controls (issue 12): the owner (or an admin) marks the kitchen busy, pauses new orders and caps orders per
 * 15-minute window. The rules are the contract's (kitchen.ts); a change is announced like any restaurant change, so
 * caches drop it and open pages refetch (the public restaurant-changes stream).
 */
import {
  isPausedAt,
  KITCHEN_MESSAGES,
  type KitchenControlsBodySchema,
  type KitchenState,
  orderCapWindow,
  pauseAfter,
} from "@zaika/contract/kitchen";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import type { z } from "zod";
import { NotFound } from "../../lib/errors";
import { announceChange, manageable, type RestaurantsDeps } from "../restaurants/service";
import type { Viewer } from "../restaurants/wire";
import { type KitchenColumns, ordersPlacedWithin, saveKitchen } from "./queries";

export type KitchenDeps = Pick<RestaurantsDeps, "db" | "clock" | "events" | "menus" | "nearby">;
type Body = z.output<typeof KitchenControlsBodySchema>;

async function stateOf(deps: Pick<KitchenDeps, "db">, restaurantId: string, stored: KitchenColumns, now: Date) {
  const window = orderCapWindow(now);
  const paused = isPausedAt(stored, now);
  const state: KitchenState = {
    busyMinutes: stored.busyMinutes,
    paused,
    pausedUntil: paused ? (stored.pausedUntil?.toISOString() ?? null) : null,
    orderCapPerWindow: stored.orderCapPerWindow,
    ordersThisWindow: await ordersPlacedWithin(deps.db, restaurantId, window.start, window.end),
  };
  return state;
}

export async function getKitchen(deps: KitchenDeps, viewer: Viewer, restaurantId: string) {
  const row = await manageable(deps, viewer, restaurantId);
  return { kitchen: await stateOf(deps, restaurantId, row, deps.clock.now()) };
}

export async function updateKitchen(deps: KitchenDeps, viewer: Viewer, restaurantId: string, body: Body) {
  await manageable(deps, viewer, restaurantId);
  const now = deps.clock.now();
  const changes: Partial<KitchenColumns> = {
    ...(body.busyMinutes === undefined ? {} : { busyMinutes: body.busyMinutes }),
    ...(body.pause === undefined ? {} : pauseAfter(body.pause, now)),
    ...(body.orderCapPerWindow === undefined ? {} : { orderCapPerWindow: body.orderCapPerWindow }),
  };
  const saved = await saveKitchen(deps.db, restaurantId, changes, now);
  if (!saved) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  await announceChange(deps, restaurantId);
  const message =
    body.pause === undefined
      ? KITCHEN_MESSAGES.saved
      : body.pause === "resume"
        ? KITCHEN_MESSAGES.resumed
        : KITCHEN_MESSAGES.paused;
  return { success: true as const, message, kitchen: await stateOf(deps, restaurantId, saved, now) };
}
