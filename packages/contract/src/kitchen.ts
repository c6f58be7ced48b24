/**
 * Kitchen controls on the wire (issue 12): the body of PUT /restaurant/{id}/kitchen and the controls as customers,
 * owners and admins read them. The rules (pauses, the order cap's windows, what a customer is told) are in
 * ./kitchen-rules, re-exported here.
 */
import { z } from "zod";
import { BUSY_MINUTES_MAX, ORDER_CAP_MAX, type PublicKitchen } from "./kitchen-rules";

export * from "./kitchen-rules";

/**
 * PUT /restaurant/{id}/kitchen: any of the three controls. `pause`: 15, 30 or 60 minutes, "until-resumed", or
 * "resume" to take orders again. `orderCapPerWindow`: null removes the cap.
 */
export const KitchenControlsBodySchema = z
  .object({
    busyMinutes: z
      .number({ error: "busyMinutes must be a number of minutes" })
      .int("busyMinutes must be whole minutes")
      .min(0, "busyMinutes must be 0 to 60")
      .max(BUSY_MINUTES_MAX, "busyMinutes must be 0 to 60"),
    pause: z.union([z.literal(15), z.literal(30), z.literal(60), z.literal("until-resumed"), z.literal("resume")], {
      error: 'pause must be 15, 30, 60, "until-resumed" or "resume"',
    }),
    orderCapPerWindow: z
      .number({ error: "orderCapPerWindow must be a number of orders or null" })
      .int("orderCapPerWindow must be a whole number")
      .min(1, `orderCapPerWindow must be 1 to ${ORDER_CAP_MAX}`)
      .max(ORDER_CAP_MAX, `orderCapPerWindow must be 1 to ${ORDER_CAP_MAX}`)
      .nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Send busyMinutes, pause or orderCapPerWindow");
export type KitchenControlsBody = z.input<typeof KitchenControlsBodySchema>;

/** PublicKitchen (./kitchen-rules) on the wire: restaurant cards and page, the cart. */
export const PublicKitchenSchema = z.object({
  busyMinutes: z.number().int(),
  paused: z.boolean(),
  /** When the pause ends by itself; null when not paused or paused until resumed. */
  pausedUntil: z.string().nullable(),
}) satisfies z.ZodType<PublicKitchen>;

/** A restaurant's kitchen controls as its owner and admins see them. */
export const KitchenStateSchema = z.object({
  busyMinutes: z.number().int(),
  paused: z.boolean(),
  /** When a pause ends by itself; null when not paused or paused until resumed. */
  pausedUntil: z.string().nullable(),
  orderCapPerWindow: z.number().int().nullable(),
  /** Orders taken in the current window (owner and admins only). */
  ordersThisWindow: z.number().int(),
});
export type KitchenState = z.infer<typeof KitchenStateSchema>;
export const KitchenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  kitchen: KitchenStateSchema,
});
export const KitchenStateResponseSchema = z.object({ kitchen: KitchenStateSchema });
