/**
 * The words beside a tracking map (its text alternative): "Ravi is 1.2 km away · about 4 min". The distance is the
 * straight line from the rider to where they are heading (contract metresBetween), under a kilometre in tens of
 * metres; the minutes are the server's ETA from the same position.
 */
import { metresBetween } from "@zaika/contract/dispatch";
import { t } from "../../lib/i18n";

type LatLng = { lat: number; lng: number };

/** "350 m" under a kilometre (to the nearest 10 m), else "1.2 km" (one decimal). */
export function distanceText(metres: number): string {
  if (metres < 995) return t("listing:distanceMetres", { metres: Math.round(metres / 10) * 10 });
  return t("listing:distanceKm", { km: (metres / 1000).toFixed(1) });
}

/** "about 4 min", "about 1 min", or "arriving now" at 0. */
export function etaText(minutes: number): string {
  return minutes <= 0 ? t("listing:arrivingNow") : t("listing:aboutMinutes", { minutes });
}

export function trackingSummary({
  riderName,
  position,
  target,
  etaMinutes,
}: {
  riderName: string;
  position: LatLng;
  target: LatLng;
  etaMinutes: number | null;
}): string {
  const distance = distanceText(metresBetween(position, target));
  return etaMinutes === null
    ? t("listing:riderAway", { name: riderName, distance })
    : t("listing:riderAwayEta", { name: riderName, distance, eta: etaText(etaMinutes) });
}

/** "Ravi" of "Ravi Kumar": how the tracking lines name the rider. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
