/** Dishes with attributes (e.g. size) and add-ons. Prices in rupees on the wire. */
import { z } from "zod";
import { IdSchema, PageQuerySchema, PaginationSchema, QueryBooleanSchema, RupeesSchema } from "./common";

export const FOOD_TYPES = ["veg", "non-veg", "egg"] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

const label = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

export const AttributeOptionSchema = z.object({ name: label("Option name", 40), additionalPrice: RupeesSchema });
export const AttributeSchema = z
  .object({
    name: label("Attribute name", 40),
    required: z.boolean(),
    options: z.array(AttributeOptionSchema).min(1, "Add at least one option").max(20),
  })
  .refine(
    (a) => new Set(a.options.map((o) => o.name.toLowerCase())).size === a.options.length,
    "Option names must differ",
  );
export const AddonSchema = z.object({ name: label("Add-on name", 40), price: RupeesSchema });
export type Attribute = z.infer<typeof AttributeSchema>;
export type Addon = z.infer<typeof AddonSchema>;

export const ProductBodySchema = z
  .object({
    categoryId: IdSchema,
    name: label("Dish name", 100).pipe(z.string().min(2, "Dish name must be at least 2 characters")),
    description: z.string().trim().max(500, "Description must be at most 500 characters").default(""),
    price: RupeesSchema.refine((v) => v > 0, "Price must be more than 0"),
    discountedPrice: RupeesSchema.nullable().optional(),
    foodType: z.enum(FOOD_TYPES, { error: "Choose veg, non-veg or egg" }),
    image: z.string().max(500).nullable().optional(),
    isAvailable: z.boolean().default(true),
    /** Minutes. */
    preparationTime: z.number().int().min(1, "Preparation time must be at least 1 minute").max(180).default(20),
    attributes: z.array(AttributeSchema).max(10).default([]),
    addons: z.array(AddonSchema).max(20).default([]),
  })
  .refine((p) => p.discountedPrice == null || p.discountedPrice < p.price, {
    message: "Discounted price must be lower than the price",
    path: ["discountedPrice"],
  })
  .refine((p) => new Set(p.attributes.map((a) => a.name.toLowerCase())).size === p.attributes.length, {
    message: "Attribute names must differ",
    path: ["attributes"],
  })
  .refine((p) => new Set(p.addons.map((a) => a.name.toLowerCase())).size === p.addons.length, {
    message: "Add-on names must differ",
    path: ["addons"],
  });
export type ProductBody = z.input<typeof ProductBodySchema>;
export const ProductUpdateBodySchema = ProductBodySchema.partial();

export const ProductSchema = z.object({
  _id: z.string(),
  restaurant: z.string(),
  category: z.object({ _id: z.string(), name: z.string() }),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  foodType: z.enum(FOOD_TYPES),
  image: z.string().nullable(),
  isAvailable: z.boolean(),
  preparationTime: z.number().int(),
  attributes: z.array(
    z.object({
      name: z.string(),
      required: z.boolean(),
      options: z.array(z.object({ name: z.string(), additionalPrice: z.number() })),
    }),
  ),
  addons: z.array(z.object({ name: z.string(), price: z.number() })),
  createdAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  categoryId: IdSchema.optional(),
  isAvailable: QueryBooleanSchema.optional(),
});
export const ProductListResponseSchema = z.object({ data: z.array(ProductSchema), pagination: PaginationSchema });
export const ProductResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: ProductSchema });
