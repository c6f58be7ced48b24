/**
 * Neighbourhoods of the demo city (Indore) that the GeoNames postal-code file lacks or places kilometres away (it gives
 * most Indore PINs one shared centroid, e.g. Vijay Nagar 8 km east of itself). The gazetteer reads these before the
 * file, so an entry with the same PIN and name replaces the file's. Each point is the mean of the seeded restaurants'
 * own coordinates in that area (apps/server/src/db/seed/content/restaurants.ts), and the PIN is theirs (the most
 * common one where they differ); the gazetteer tests check every seeded area against them.
 */

export interface ExtraLocality {
  name: string;
  pin: string;
  district: string;
  state: string;
  lat: number;
  lon: number;
}

const indore = (name: string, pin: string, lat: number, lon: number): ExtraLocality => ({
  name,
  pin,
  district: "Indore",
  state: "Madhya Pradesh",
  lat,
  lon,
});

export const DEMO_CITY_LOCALITIES: readonly ExtraLocality[] = [
  indore("56 Dukan", "452001", 22.7246, 75.8841),
  indore("AB Road", "452010", 22.7438, 75.8932),
  indore("Annapurna", "452009", 22.695, 75.8379),
  indore("Bengali Square", "452016", 22.7186, 75.9182),
  indore("Bhawarkua", "452001", 22.692, 75.8694),
  indore("Bicholi Mardana", "452016", 22.7055, 75.9322),
  indore("Geeta Bhawan", "452001", 22.7163, 75.8852),
  indore("Kalani Nagar", "452005", 22.7231, 75.8198),
  indore("Khajrana", "452016", 22.7325, 75.9085),
  indore("LIG Colony", "452008", 22.7327, 75.887),
  indore("Mahalaxmi Nagar", "452010", 22.7622, 75.9058),
  indore("Malharganj", "452002", 22.7232, 75.8452),
  indore("MG Road", "452001", 22.7215, 75.8744),
  indore("Nipania", "452010", 22.7626, 75.9185),
  indore("Palasia", "452001", 22.7246, 75.8844),
  indore("Race Course Road", "452003", 22.7296, 75.8731),
  indore("Rajendra Nagar", "452012", 22.6831, 75.8318),
  indore("Rajwada", "452002", 22.7175, 75.8546),
  indore("Rau", "453331", 22.6572, 75.8298),
  indore("Saket", "452018", 22.7282, 75.8992),
  indore("Sapna Sangeeta", "452001", 22.7042, 75.8718),
  indore("Sarafa", "452002", 22.7178, 75.8543),
  indore("Scheme 54", "452010", 22.7565, 75.8978),
  indore("Scheme 78", "452010", 22.7598, 75.8889),
  indore("Scheme 94", "452010", 22.7494, 75.9035),
  indore("Sneh Nagar", "452001", 22.7078, 75.8688),
  indore("Sudama Nagar", "452009", 22.7004, 75.832),
  indore("Vijay Nagar", "452010", 22.7502, 75.8925),
];

/** The same entries as GeoNames postal-code lines, so one parser reads both. */
export function asGeoNamesLines(localities: readonly ExtraLocality[]): string {
  return localities
    .map((l) =>
      ["IN", l.pin, l.name, l.state, "", l.district, "", "", "", String(l.lat), String(l.lon), "4"].join("\t"),
    )
    .join("\n");
}
