/**
 * The customers' restaurant listing (issue 12, decision 017) on the wire: its filters and sort as query parameters.
 * The rules (groups, filters, sort orders, and reading the query without zod) are in ./listing-rules, re-exported
 * here.
 */
import { z } from "zod";
import { QueryBooleanSchema } from "./common";
import { COST_FOR_TWO_BANDS, LISTING_SORTS, type ListingQueryParam, parseCostForTwo } from "./listing-rules";

export * from "./listing-rules";

/** `costForTwo=under-300,300-600`: one or more bands, comma-separated (parseCostForTwo). */
export const CostForTwoQuerySchema = z.string().transform((value, ctx) => {
  const bands = parseCostForTwo(value);
  if (bands === null) {
    ctx.addIssue({ code: "custom", message: `costForTwo must be one or more of ${COST_FOR_TWO_BANDS.join(", ")}` });
    return z.NEVER;
  }
  return bands;
});

/**
 * The listing's filters and sort as query parameters (GET /admin/restaurant/all). The web app reads its URL's with
 * readListingQuery (./listing-rules), without zod; listing-rules.test.ts checks the two agree.
 */
export const ListingQueryFields = {
  vegOnly: QueryBooleanSchema.optional(),
  minRating: z.coerce
    .number({ error: "minRating must be a number" })
    .min(0, "minRating must be 0 to 5")
    .max(5, "minRating must be 0 to 5")
    .optional(),
  maxDeliveryMinutes: z.coerce
    .number({ error: "maxDeliveryMinutes must be a number of minutes" })
    .int("maxDeliveryMinutes must be whole minutes")
    .min(1, "maxDeliveryMinutes must be 1 to 180")
    .max(180, "maxDeliveryMinutes must be 1 to 180")
    .optional(),
  costForTwo: CostForTwoQuerySchema.optional(),
  openNow: QueryBooleanSchema.optional(),
  hasOffers: QueryBooleanSchema.optional(),
  sort: z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(", ")}` }).default("relevance"),
} satisfies Record<ListingQueryParam, z.ZodType>;
