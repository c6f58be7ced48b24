/** Home-page banners (spec §3 Banner). */
import { z } from "zod";

export const BANNER_MESSAGES = {
  added: "Banner added successfully",
  removed: "Banner removed successfully",
  notFound: "Banner not found",
} as const;

export const BannerSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  position: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BannerListResponseSchema = z.object({ data: z.array(BannerSchema) });
export const BannerResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: BannerSchema });

/**
 * The text fields of POST /admin/banner (multipart, beside the `image` file). Without a position the banner goes last.
 */
export const BannerFormFieldsSchema = z.object({
  position: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "Position must be a number" })
      .int("Position must be a whole number")
      .min(0, "Position cannot be negative")
      .max(10_000, "Position must be at most 10000")
      .optional(),
  ),
});
