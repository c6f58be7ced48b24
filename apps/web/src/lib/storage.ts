/** Browser storage of the chosen delivery location (spec §3: lat, lon, description). */

const LOCATION_KEY = "location";

export type StoredLocation = { lat: number; lon: number; description: string };

function isCoordinate(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** The stored location, or null when none is stored or the stored value is unusable. */
export function readStoredLocation(): StoredLocation | null {
  try {
    const raw = window.localStorage.getItem(LOCATION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { lat, lon, description } = value as Record<string, unknown>;
    if (!isCoordinate(lat) || !isCoordinate(lon)) return null;
    return { lat, lon, description: typeof description === "string" ? description : "" };
  } catch {
    // Storage can be disabled (private mode) or hold a corrupt value: both mean "no location".
    return null;
  }
}

export function writeStoredLocation(location: StoredLocation): void {
  try {
    window.localStorage.setItem(LOCATION_KEY, JSON.stringify(location));
  } catch {
    // Storage unavailable: the location simply is not remembered.
  }
}

export function clearStoredLocation(): void {
  try {
    window.localStorage.removeItem(LOCATION_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
