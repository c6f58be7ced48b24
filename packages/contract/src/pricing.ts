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

/** The locales money is shown in: English and Hindi as written in India (both group as 1,23,456). */
export type MoneyLocale = "en-IN" | "hi-IN";

function inrFormats(locale: MoneyLocale) {
  return {
    fractional: new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 2 }),
    whole: new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
  };
}
/**
 * Built on first use, per locale: an Intl formatter takes milliseconds to build, which a phone's first page load (the
 * web app imports this module) should not spend on a language it may not show.
 */
const INR_FORMATS: Partial<Record<MoneyLocale, ReturnType<typeof inrFormats>>> = {};

/**
 * ₹0 to ₹999.99 in whole paise read the same in both locales with no grouping to do, so they are written without
 * building a formatter: a phone's first page (prices, ratings) then builds none, where the first one took about 30 ms
 * of its main thread (issue 15). null: the formatter's to write.
 */
export function plainRupees(rupees: number): string | null {
  if (!(rupees >= 0 && rupees < 1000) || Object.is(rupees, -0)) return null;
  if (Number.isInteger(rupees)) return `₹${rupees}`;
  return Number.isInteger(rupees * 100) ? `₹${rupees.toFixed(2)}` : null;
}

/** ₹1,234.50 / ₹1,234 (Indian grouping), in English unless a locale is given. */
export function formatRupees(rupees: number, locale: MoneyLocale = "en-IN"): string {
  const plain = plainRupees(rupees);
  if (plain !== null) return plain;
  let formats = INR_FORMATS[locale];
  if (!formats) {
    formats = inrFormats(locale);
    INR_FORMATS[locale] = formats;
  }
  return Number.isInteger(rupees) ? formats.whole.format(rupees) : formats.fractional.format(rupees);
}

/** A GST percentage (0–100, up to two decimals) as basis points, so tax stays in integers. */
export function gstBasisPoints(gstPercent: number): number {
  return Math.round(gstPercent * 100);
}

/** GST on the subtotal, rounded half up to the paisa. */
export function taxPaise(subtotalPaise: number, gstPercent: number): number {
  return Math.floor((subtotalPaise * gstBasisPoints(gstPercent) + 5000) / 10_000);
}

export interface BillRules {
  gstPercent: number;
  packagingChargePaise: number;
  deliveryFeePaise: number;
  /** Subtotal at which delivery becomes free; null when the restaurant never waives it. */
  freeDeliveryThresholdPaise: number | null;
}

export interface Bill {
  subtotalPaise: number;
  /** A coupon's discount on the item total (issue 14); GST is charged on what remains. */
  discountPaise: number;
  taxAmountPaise: number;
  packagingChargePaise: number;
  deliveryFeePaise: number;
  finalTotalPaise: number;
  gstPercent: number;
  isFreeDelivery: boolean;
  /** How much more the customer must add for free delivery; null when already free or never free. */
  freeDeliveryShortfallPaise: number | null;
  /** The customer's tip for the rider (issue 14): passed on whole, no GST. */
  tipPaise: number;
}

/** What the customer adds or takes off the menu's prices: a coupon's discount and a tip for the rider. */
export interface BillExtras {
  discountPaise?: number;
  tipPaise?: number;
}

/**
 * The bill of an order (issue 4): subtotal of the item totals; less a coupon's discount (issue 14, never more than the
 * subtotal); GST on the discounted value; the restaurant's packaging charge; its delivery fee, waived once the subtotal
 * (the item total before the discount, as the minimum order is measured) reaches the free-delivery threshold; the tip;
 * the final total is subtotal − discount + GST + packaging + delivery + tip.
 */
export function computeBill(itemTotalsPaise: readonly number[], rules: BillRules, extras: BillExtras = {}): Bill {
  const subtotalPaise = itemTotalsPaise.reduce((sum, total) => sum + total, 0);
  const discountPaise = Math.min(Math.max(0, extras.discountPaise ?? 0), subtotalPaise);
  const tipPaise = Math.max(0, extras.tipPaise ?? 0);
  const threshold = rules.freeDeliveryThresholdPaise;
  const isFreeDelivery = rules.deliveryFeePaise === 0 || (threshold !== null && subtotalPaise >= threshold);
  const deliveryFeePaise = isFreeDelivery ? 0 : rules.deliveryFeePaise;
  const taxAmountPaise = taxPaise(subtotalPaise - discountPaise, rules.gstPercent);
  const packagingChargePaise = subtotalPaise > 0 ? rules.packagingChargePaise : 0;
  return {
    subtotalPaise,
    discountPaise,
    taxAmountPaise,
    packagingChargePaise,
    deliveryFeePaise,
    tipPaise,
    finalTotalPaise:
      subtotalPaise - discountPaise + taxAmountPaise + packagingChargePaise + deliveryFeePaise + tipPaise,
    gstPercent: rules.gstPercent,
    isFreeDelivery,
    freeDeliveryShortfallPaise: !isFreeDelivery && threshold !== null ? Math.max(0, threshold - subtotalPaise) : null,
  };
}
