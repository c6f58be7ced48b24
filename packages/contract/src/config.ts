/** Public, non-secret settings the web app reads at start. */
import { z } from "zod";
import { MapSettingsSchema } from "./map-tiles";

export const PublicConfigSchema = z.object({
  appName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** Street map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); both null: the offline vector basemap. */
  map: MapSettingsSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
