/** Public, non-secret settings the web app reads at start. */
import { z } from "zod";
import { type MapSettings, mapTileUrlProblem } from "./map-tiles";

/** A tile URL template (trimmed), refused with mapTileUrlProblem's message (./map-tiles). */
export const MapTileUrlSchema = z
  .string()
  .trim()
  .superRefine((template, ctx) => {
    const problem = mapTileUrlProblem(template);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** MapSettings (./map-tiles) on the wire. */
export const MapSettingsSchema = z.object({
  tileUrl: MapTileUrlSchema.nullable(),
  attribution: z.string().nullable(),
}) satisfies z.ZodType<MapSettings>;

export const PublicConfigSchema = z.object({
  appName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** Street map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); both null: the offline vector basemap. */
  map: MapSettingsSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
