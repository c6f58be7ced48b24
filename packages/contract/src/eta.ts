/**
 * Learned ETAs (issue 12) on the wire: a restaurant's promise on its card and page, the cart's quote and an order's
 * promised range. The model and its rules (ranges, quotes, an order's minutes left) are in ./eta-rules, re-exported
 * here.
 */
import { z } from "zod";
import type { EtaQuote, EtaRange, OrderEta, RestaurantEta } from "./eta-rules";

export * from "./eta-rules";

export const EtaRangeSchema = z.object({
  minMinutes: z.number(),
  maxMinutes: z.number(),
}) satisfies z.ZodType<EtaRange>;

/** RestaurantEta (./eta-rules): a restaurant's promise on its card and page. */
export const RestaurantEtaSchema = EtaRangeSchema.extend({
  preparationMinutes: z.number(),
}) satisfies z.ZodType<RestaurantEta>;

/** The cart's promise: the range to the caller's location and what it is made of (etaForDistance at checkout). */
export const EtaQuoteSchema = EtaRangeSchema.extend({
  fixedMinutes: z.number(),
  travelMinutesPerKm: z.number(),
}) satisfies z.ZodType<EtaRange & EtaQuote>;

/** An order's promised range as instants (ISO 8601). */
export const OrderEtaSchema = z.object({ from: z.string(), to: z.string() }) satisfies z.ZodType<OrderEta>;
