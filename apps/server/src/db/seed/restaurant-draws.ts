/**
 * What a demo restaurant's draws are made from: its dishes' prices, its free-delivery threshold (kept above its minimum order), its bank,
 * and digits and letters for PAN, GSTIN and accounts.
 */
import type { Random } from "@zaika/seed-artwork/random";
import type { RestaurantSeed } from "./content/restaurants";

export const BANKS = [
  ["SBIN", "State Bank of India"],
  ["HDFC", "HDFC Bank"],
  ["ICIC", "ICICI Bank"],
  ["UTIB", "Axis Bank"],
  ["KKBK", "Kotak Mahindra Bank"],
  ["PUNB", "Punjab National Bank"],
  ["BKID", "Bank of India"],
  ["CNRB", "Canara Bank"],
] as const;
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export const digits = (rng: Random, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join("");
export const letters = (rng: Random, count: number) =>
  Array.from({ length: count }, () => rng.pick([...LETTERS])).join("");

/** The GSTIN check character (mod-36 weighted sum of the first 14 characters). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  [...first14].forEach((char, i) => {
    const product = GSTIN_CHARS.indexOf(char) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] as string;
}

/** The free-delivery thresholds the demo draws from (rupees); null: never free. */
export const FREE_DELIVERY_THRESHOLDS = [199, 299, 399, 499, null];

/**
 * Free delivery starts above the minimum order (contract restaurant-terms): a drawn threshold at or below it moves to
 * the next one above (no new draw, so the rest of the demo stays as it was).
 */
export function freeDeliveryAbove(minimumOrder: number, drawn: number | null): number | null {
  if (drawn === null || drawn > minimumOrder) return drawn;
  return FREE_DELIVERY_THRESHOLDS.find((amount) => amount !== null && amount > minimumOrder) ?? null;
}

const PRICE_FACTOR: Record<RestaurantSeed["priceRange"], number> = { "₹": 0.85, "₹₹": 1, "₹₹₹": 1.2, "₹₹₹₹": 1.45 };
const MIN_PRICE = 40;
const MAX_PRICE = 650;

export function menuPrice(base: number, range: RestaurantSeed["priceRange"], rng: Random): number {
  const raw = base * PRICE_FACTOR[range] * rng.range(0.95, 1.08);
  // Cheap snacks end in 0 or 5; pricier dishes read like menus do (₹249, ₹299).
  const rounded = raw < 100 ? Math.round(raw / 5) * 5 : Math.round(raw / 10) * 10 - (range === "₹" ? 0 : 1);
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, rounded));
}
