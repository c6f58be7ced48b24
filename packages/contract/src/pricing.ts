/** Price rules shared by the server (which always re-prices) and the web app (which previews). Integer paise. */

export interface PriceablePaise {
  pricePaise: number;
  discountedPricePaise: number | null;
}

/** The dish's own price: the discounted price when set and lower, else the price. */
export function basePricePaise(product: PriceablePaise): number {
  const { pricePaise, discountedPricePaise } = product;
  return discountedPricePaise !== null && discountedPricePaise < pricePaise ? discountedPricePaise : pricePaise;
}

/** One unit with its chosen options and add-ons. */
export function unitPricePaise(
  product: PriceablePaise,
  attributes: ReadonlyArray<{ additionalPricePaise: number }>,
  addons: ReadonlyArray<{ pricePaise: number }>,
): number {
  return (
    basePricePaise(product) +
    attributes.reduce((sum, a) => sum + a.additionalPricePaise, 0) +
    addons.reduce((sum, a) => sum + a.pricePaise, 0)
  );
}

export function lineTotalPaise(unitPaise: number, quantity: number): number {
  return unitPaise * quantity;
}

const inrFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });
const inrWholeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹1,234.50 / ₹1,234 (en-IN grouping). */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? inrWholeFormat.format(rupees) : inrFormat.format(rupees);
}
