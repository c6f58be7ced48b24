/** Home-page banners (spec §3 Banner). */
import { z } from "zod";

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
