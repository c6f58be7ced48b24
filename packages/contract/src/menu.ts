/** The customer's restaurant page and category listings. */
import { z } from "zod";
import { IdSchema, PageQuerySchema, PaginationSchema } from "./common";
import { LatitudeSchema, LongitudeSchema } from "./geo";
import { ProductSchema } from "./product";
import { RestaurantSchema } from "./restaurant";

export const MenuResponseSchema = z.object({
  restaurant: RestaurantSchema,
  categories: z.array(z.object({ _id: z.string(), name: z.string(), products: z.array(ProductSchema) })),
});
export type Menu = z.infer<typeof MenuResponseSchema>;

/** GET /api/products/nearby: dishes of a category from restaurants near a location. */
export const NearbyDishesQuerySchema = PageQuerySchema.extend({
  categoryId: IdSchema,
  latitude: LatitudeSchema.optional(),
  longitude: LongitudeSchema.optional(),
  mxRadius: z.coerce.number().gt(0).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const NearbyDishesResponseSchema = z.object({
  data: z.array(
    z.object({
      product: ProductSchema,
      restaurant: z.object({
        _id: z.string(),
        name: z.string(),
        distance: z.number().nullable(),
        isOpenNow: z.boolean(),
      }),
    }),
  ),
  pagination: PaginationSchema,
});
