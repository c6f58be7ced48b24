/** A restaurant's price range, ₹ to ₹₹₹₹: its profile (restaurant.ts) and the listing's cost-for-two bands read it. */
export const PRICE_RANGES = ["₹", "₹₹", "₹₹₹", "₹₹₹₹"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  "₹": "Budget",
  "₹₹": "Moderate",
  "₹₹₹": "Premium",
  "₹₹₹₹": "Fine dining",
};
