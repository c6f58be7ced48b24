/**
 * What the platform keeps from a restaurant's sale (issue 11): a commission on the item total at the restaurant's
 * `commissionRate`, and GST on that commission (the platform's own service to the restaurant). Integer paise,
 * rounded half up to the paisa like the bill's tax (./pricing).
 */

/** GST on the platform's commission: a service to the restaurant, taxed at 18 %. */
export const COMMISSION_GST_PERCENT = 18;

/** `percent` (up to two decimals) of an amount in paise, rounded half up to the paisa. */
export function percentOfPaise(amountPaise: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amountPaise * basisPoints + 5000) / 10_000);
}

/** The commission on an order's item total (its subtotal, before tax, packaging and delivery). */
export function commissionPaise(subtotalPaise: number, commissionRatePercent: number): number {
  return percentOfPaise(subtotalPaise, commissionRatePercent);
}

/** GST on a commission. */
export function commissionGstPaise(commission: number): number {
  return percentOfPaise(commission, COMMISSION_GST_PERCENT);
}
