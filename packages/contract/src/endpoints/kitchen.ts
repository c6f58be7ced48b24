/**
 * Kitchen controls (issue 12): busy minutes, a pause and an order cap, set by a restaurant's owner or an admin; and
 * the public stream that tells open pages a restaurant changed (a pause among other things), so they refresh.
 */
import { z } from "zod";
import { IdParamsSchema } from "../common";
import { endpoint } from "../endpoint";
import { KitchenControlsBodySchema, KitchenResponseSchema, KitchenStateResponseSchema } from "../kitchen";

const managers = ["admin", "restaurant"] as const;
const tags = ["restaurants"];

export const getKitchen = endpoint({
  method: "GET",
  path: "/admin/restaurant/:id/kitchen",
  access: managers,
  tags,
  summary: "A restaurant's kitchen controls and the orders taken in the current 15-minute window (admin, or the owner)",
  params: IdParamsSchema,
  responses: { 200: KitchenStateResponseSchema },
});

export const updateKitchen = endpoint({
  method: "PUT",
  path: "/admin/restaurant/:id/kitchen",
  access: managers,
  tags,
  summary:
    "Set busy minutes (added to preparation), pause new orders for 15, 30 or 60 minutes or until resumed, resume, " +
    "or cap the orders per 15-minute window (admin, or the owner)",
  params: IdParamsSchema,
  body: KitchenControlsBodySchema,
  responses: { 200: KitchenResponseSchema },
});

/** The frames of the restaurant-changes stream: `restaurant` with the restaurant's id, or null for "all of them". */
export const RestaurantChangedFrameSchema = z.object({ restaurantId: z.string().nullable() });
export type RestaurantChangedFrame = z.infer<typeof RestaurantChangedFrameSchema>;

export const streamRestaurantChanges = endpoint({
  method: "GET",
  path: "/restaurants/live",
  access: "public",
  tags,
  summary:
    "Public text/event-stream: a `ready` event, then a `restaurant` event ({ restaurantId }, null for all) whenever a " +
    "restaurant's profile, hours, menu or kitchen controls change; open pages refetch what they show",
  responseKind: "event-stream",
  responses: { 200: z.string().describe("text/event-stream: `ready`, then `restaurant` events") },
});
