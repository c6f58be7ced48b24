/** Food categories (spec §3 Category): name, image, active flag. */
import { z } from "zod";
import { ImageUrlSchema } from "./media";

export const CATEGORY_MESSAGES = {
  added: "Category Added Successfully",
  updated: "Category Updated Successfully",
  statusUpdated: "Category status updated",
  duplicate: "A category with this name already exists",
  notFound: "Category not found",
} as const;

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryListResponseSchema = z.object({ categories: z.array(CategorySchema) });

const CategoryNameSchema = z
  .string({ error: "Category name is required" })
  .trim()
  .min(2, "Category name must be at least 2 characters")
  .max(40, "Category name must be at most 40 characters");

/** `image` is a URL returned by POST /api/media/images. */
export const CategoryBodySchema = z.object({
  name: CategoryNameSchema,
  image: ImageUrlSchema.nullable().optional(),
});
export type CategoryBody = z.input<typeof CategoryBodySchema>;
export const CategoryUpdateBodySchema = CategoryBodySchema.partial();

export const CategoryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: CategorySchema,
});

/** Case-insensitive substring filter of the header's category search (spec §2, §5). */
export function filterCategories<T extends { name: string }>(categories: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase("en-IN");
  if (!needle) return [...categories];
  return categories.filter((c) => c.name.toLocaleLowerCase("en-IN").includes(needle));
}
