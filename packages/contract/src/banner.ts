/** Home-page banners (spec §3 Banner). */
import { z } from "zod";

export const BANNER_MESSAGES = {
  added: "Banner added successfully",
  removed: "Banner removed successfully",
  notFound: "Banner not found",
  /** A link needs both its kind and its target (issue 14). */
  linkIncomplete: "Choose where the banner links to and what it links to, or neither",
  linkTargetMissing: (kind: BannerLinkKind, target: string) =>
    kind === "offer"
      ? `There is no offer with the code ${target}`
      : kind === "restaurant"
        ? "That restaurant does not exist"
        : "That category does not exist",
} as const;

/**
 * Where tapping a banner leads (issue 14): an offer (its code), a restaurant (its id) or a category (its id; the web
 * finds its name, which the category page's link carries, among the categories it has).
 */
export const BANNER_LINK_KINDS = ["offer", "restaurant", "category"] as const;
export type BannerLinkKind = (typeof BANNER_LINK_KINDS)[number];

export const BannerLinkSchema = z.object({ kind: z.enum(BANNER_LINK_KINDS), target: z.string() });
export type BannerLink = z.infer<typeof BannerLinkSchema>;

export const BannerSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  position: z.number().int(),
  isActive: z.boolean(),
  /** null: the banner is a picture only. */
  link: BannerLinkSchema.nullable(),
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
  /** Where the banner leads; both or neither. */
  linkKind: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.enum(BANNER_LINK_KINDS, { error: "Link must be offer, restaurant or category" }).optional(),
  ),
  linkTarget: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(100, "Link target must be at most 100 characters").optional(),
  ),
});

/**
 * The link a banner form asks for: none when both fields are empty, the link when both are given (an offer's code
 * upper-cased, as coupon codes are stored), and the field to fix when only one is. Whether the target exists is the
 * server's check.
 */
export function bannerLinkOf(fields: {
  linkKind?: BannerLinkKind | undefined;
  linkTarget?: string | undefined;
}): { ok: true; link: BannerLink | null } | { ok: false; field: "linkTarget"; message: string } {
  const target = fields.linkTarget?.trim() ?? "";
  if (!fields.linkKind && target === "") return { ok: true, link: null };
  if (!fields.linkKind || target === "") {
    return { ok: false, field: "linkTarget", message: BANNER_MESSAGES.linkIncomplete };
  }
  return {
    ok: true,
    link: { kind: fields.linkKind, target: fields.linkKind === "offer" ? target.toUpperCase() : target },
  };
}
