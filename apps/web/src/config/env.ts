/** The web app's build-time settings (Vite `VITE_*` variables), read here and nowhere else. */

function optionalText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export const env = {
  /**
   * Map tiles, e.g. `https://tile.example.com/{z}/{x}/{y}.png`. Unset (the offline default): the map picker draws its
   * own vector basemap of India instead of tiles.
   */
  mapTileUrl: optionalText(import.meta.env.VITE_MAP_TILE_URL),
  /** Attribution the tile provider requires (HTML allowed by Leaflet), shown in the map's corner. */
  mapTileAttribution: optionalText(import.meta.env.VITE_MAP_TILE_ATTRIBUTION),
} as const;
