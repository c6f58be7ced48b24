/** Dishes with attributes (e.g. size) and add-ons. Prices in rupees on the wire. */
import { z } from "zod";
import {
  IdSchema,
  PageQuerySchema,
  PaginationSchema,
  QueryBooleanSchema,
  RupeesSchema,
  requiredRupees,
} from "./common";
import { ImageUrlSchema } from "./media";

export const FOOD_TYPES = ["veg", "non-veg", "egg"] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

const label = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

export const AttributeOptionSchema = z.object({
  name: label("Option name", 40),
  additionalPrice: requiredRupees("Extra price"),
});
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
export const AddonSchema = z.object({ name: label("Add-on name", 40), price: requiredRupees("Add-on price") });
export type Attribute = z.infer<typeof AttributeSchema>;
export type Addon = z.infer<typeof AddonSchema>;

export const DISCOUNT_MUST_BE_LOWER = "Discounted price must be lower than the price";

/** Texts of the product routes (spec §8 style). */
export const PRODUCT_MESSAGES = {
  created: "Product created successfully",
  updated: "Product updated successfully",
  deleted: "Product deleted successfully",
  availabilityOn: "Product is now available",
  availabilityOff: "Product is now unavailable",
  notFound: "Product not found",
  notYours: "You can only manage your own restaurant's products",
  noRestaurant: "No restaurant is linked to this account",
  restaurantRequired: "Choose the restaurant this dish belongs to",
  restaurantNotFound: "Restaurant not found",
  categoryNotFound: "Choose an existing, active category",
} as const;

/** The dish's fields without defaults, so an update leaves a field it does not send untouched. */
const productFields = {
  categoryId: IdSchema,
  name: label("Dish name", 100).pipe(z.string().min(2, "Dish name must be at least 2 characters")),
  description: z.string().trim().max(500, "Description must be at most 500 characters"),
  price: requiredRupees("Price").refine((v) => v > 0, "Price must be more than 0"),
  discountedPrice: RupeesSchema.nullable(),
  foodType: z.enum(FOOD_TYPES, { error: "Choose veg, non-veg or egg" }),
  /** A URL returned by POST /api/media/images. */
  image: ImageUrlSchema.nullable(),
  isAvailable: z.boolean(),
  /** Minutes. */
  preparationTime: z.number().int().min(1, "Preparation time must be at least 1 minute").max(180),
  attributes: z.array(AttributeSchema).max(10),
  addons: z.array(AddonSchema).max(20),
};

const distinctNames = (items: ReadonlyArray<{ name: string }>) =>
  new Set(items.map((item) => item.name.toLowerCase())).size === items.length;

/** Rules across fields; on an update each applies when its fields are sent (the server re-checks the merged dish). */
function withProductRules<T extends z.ZodType<Partial<z.output<z.ZodObject<typeof productFields>>>>>(schema: T) {
  return schema
    .refine((p) => p.discountedPrice == null || p.price === undefined || p.discountedPrice < p.price, {
      message: DISCOUNT_MUST_BE_LOWER,
      path: ["discountedPrice"],
    })
    .refine((p) => p.attributes === undefined || distinctNames(p.attributes), {
      message: "Attribute names must differ",
      path: ["attributes"],
    })
    .refine((p) => p.addons === undefined || distinctNames(p.addons), {
      message: "Add-on names must differ",
      path: ["addons"],
    });
}

const productCreateFields = z.object({
  ...productFields,
  description: productFields.description.default(""),
  discountedPrice: productFields.discountedPrice.optional(),
  image: productFields.image.optional(),
  isAvailable: productFields.isAvailable.default(true),
  preparationTime: productFields.preparationTime.default(20),
  attributes: productFields.attributes.default([]),
  addons: productFields.addons.default([]),
});

export const ProductBodySchema = withProductRules(productCreateFields);
export type ProductBody = z.input<typeof ProductBodySchema>;

/** POST /api/restaurant/products: an admin names the restaurant; an owner's dish goes to their own restaurant. */
export const ProductCreateBodySchema = withProductRules(
  productCreateFields.extend({ restaurantId: IdSchema.optional() }),
);
export type ProductCreateBody = z.input<typeof ProductCreateBodySchema>;

/** PUT /api/restaurant/products/{id}: any subset of the fields; what is not sent stays as it is. */
export const ProductUpdateBodySchema = withProductRules(z.object(productFields).partial());
export type ProductUpdateBody = z.input<typeof ProductUpdateBodySchema>;

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
  /** Admins only: one restaurant's dishes (an owner always gets their own). */
  restaurantId: IdSchema.optional(),
});
export const ProductListResponseSchema = z.object({ data: z.array(ProductSchema), pagination: PaginationSchema });
export const ProductResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: ProductSchema });
