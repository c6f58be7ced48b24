import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  basePricePaise,
  computeBill,
  formatRupees,
  lineTotalPaise,
  plainRupees,
  taxPaise,
  unitPricePaise,
} from "./pricing";

const paise = (max = 500_000) => fc.integer({ min: 0, max });
const gstPercent = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
const line = fc.record({
  pricePaise: fc.integer({ min: 1, max: 500_000 }),
  discountedPricePaise: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
  attributes: fc.array(fc.record({ additionalPricePaise: paise(50_000) }), { maxLength: 3 }),
  addons: fc.array(fc.record({ pricePaise: paise(50_000) }), { maxLength: 4 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const rules = fc.record({
  gstPercent,
  packagingChargePaise: paise(10_000),
  deliveryFeePaise: paise(20_000),
  freeDeliveryThresholdPaise: fc.option(paise(1_000_000), { nil: null }),
});

describe("pricing properties", () => {
  it("makes the final total the sum of its parts, all integer paise, for random carts", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), rules, (lines, r) => {
        const totals = lines.map((l) => lineTotalPaise(unitPricePaise(l, l.attributes, l.addons), l.quantity));
        const bill = computeBill(totals, r);
        expect(bill.finalTotalPaise).toBe(
          bill.subtotalPaise + bill.taxAmountPaise + bill.packagingChargePaise + bill.deliveryFeePaise,
        );
        for (const value of [bill.subtotalPaise, bill.taxAmountPaise, bill.deliveryFeePaise, bill.finalTotalPaise]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(bill.gstPercent).toBe(r.gstPercent);
      }),
    );
  });

  it("prices a unit as the lower of price and discounted price plus every choice", () => {
    fc.assert(
      fc.property(line, (l) => {
        const base = l.discountedPricePaise === null ? l.pricePaise : Math.min(l.pricePaise, l.discountedPricePaise);
        expect(basePricePaise(l)).toBe(base);
        const extras =
          l.attributes.reduce((s, a) => s + a.additionalPricePaise, 0) + l.addons.reduce((s, a) => s + a.pricePaise, 0);
        expect(unitPricePaise(l, l.attributes, l.addons)).toBe(base + extras);
      }),
    );
  });

  it("makes delivery free exactly at the threshold, not a paisa before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 20_000 }), (threshold, fee) => {
        const r = {
          gstPercent: 5,
          packagingChargePaise: 0,
          deliveryFeePaise: fee,
          freeDeliveryThresholdPaise: threshold,
        };
        const at = computeBill([threshold], r);
        expect(at).toMatchObject({ deliveryFeePaise: 0, isFreeDelivery: true, freeDeliveryShortfallPaise: null });
        const below = computeBill([threshold - 1], r);
        expect(below).toMatchObject({ deliveryFeePaise: fee, isFreeDelivery: false, freeDeliveryShortfallPaise: 1 });
      }),
    );
  });

  it("never waives delivery without a threshold", () => {
    fc.assert(
      fc.property(fc.array(paise(), { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 20_000 }), (t, fee) => {
        const bill = computeBill(t, {
          gstPercent: 5,
          packagingChargePaise: 0,
          deliveryFeePaise: fee,
          freeDeliveryThresholdPaise: null,
        });
        expect(bill.deliveryFeePaise).toBe(fee);
        expect(bill.freeDeliveryShortfallPaise).toBeNull();
      }),
    );
  });

  it("does not drift over many lines: the subtotal is the exact sum and tax is computed once on it", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 50, maxLength: 200 }), gstPercent, (lines, gst) => {
        const totals = lines.map((l) => lineTotalPaise(unitPricePaise(l, l.attributes, l.addons), l.quantity));
        const expected = lines.reduce(
          (sum, l) =>
            sum +
            (basePricePaise(l) +
              l.attributes.reduce((s, a) => s + a.additionalPricePaise, 0) +
              l.addons.reduce((s, a) => s + a.pricePaise, 0)) *
              l.quantity,
          0,
        );
        const bill = computeBill(totals, {
          gstPercent: gst,
          packagingChargePaise: 0,
          deliveryFeePaise: 0,
          freeDeliveryThresholdPaise: null,
        });
        expect(bill.subtotalPaise).toBe(expected);
        expect(bill.taxAmountPaise).toBe(taxPaise(expected, gst));
        // The exact tax, within half a paisa.
        expect(Math.abs(bill.taxAmountPaise - (expected * gst) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it("charges no packaging on an empty cart", () => {
    const bill = computeBill([], {
      gstPercent: 5,
      packagingChargePaise: 2000,
      deliveryFeePaise: 0,
      freeDeliveryThresholdPaise: null,
    });
    expect(bill).toMatchObject({ subtotalPaise: 0, packagingChargePaise: 0, taxAmountPaise: 0, finalTotalPaise: 0 });
  });
});

describe("taxPaise", () => {
  it.each([
    // 5% of ₹199.99 = ₹9.9995 → ₹10.00 (half up).
    [19_999, 5, 1_000],
    // 5% of ₹489.99 = ₹24.4995 → ₹24.50.
    [48_999, 5, 2_450],
    // 18% of ₹100 = ₹18.
    [10_000, 18, 1_800],
    // 12.5% of ₹0.01 = 0.125 paisa → 0.
    [1, 12.5, 0],
    // 2.5% of ₹0.20 = 0.5 paisa → 1 (half up).
    [20, 2.5, 1],
    [123_456, 0, 0],
    [123_456, 100, 123_456],
  ])("GST on %i paise at %f%% is %i paise", (subtotal, gst, expected) => {
    expect(taxPaise(subtotal, gst)).toBe(expected);
  });

  it("reads a percentage with two decimals exactly (no float error)", () => {
    // 0.1 + 0.2 style inputs: 12.35% of ₹1,000 = ₹123.50.
    expect(taxPaise(100_000, 12.35)).toBe(12_350);
    expect(taxPaise(100_000, 0.1 + 0.2)).toBe(300);
  });
});

describe("a bill with a coupon's discount and a tip (issue 14), worked by hand", () => {
  const rules = {
    gstPercent: 5,
    packagingChargePaise: 2_000,
    deliveryFeePaise: 4_000,
    freeDeliveryThresholdPaise: 50_000,
  };
  it.each([
    // [item totals, discount, tip, expected tax, expected total]
    [[24_000], 10_000, 0, 700, 20_700], // 240 − 100 = 140; 5% = 7; + 20 + 40
    [[19_999], 4_000, 2_000, 800, 24_799], // 159.99 × 5% = 7.9995 → 8.00; + 20 + 40 + 20
    [[24_000], 0, 5_000, 1_200, 36_200], // no discount: 5% of 240 = 12; + 20 + 40 + 50
    [[10_000], 15_000, 0, 0, 6_000], // a discount never exceeds the subtotal: 100 − 100 + 0 + 20 + 40
  ])("%j less %d plus tip %d", (totals, discountPaise, tipPaise, tax, total) => {
    const bill = computeBill(totals, rules, { discountPaise, tipPaise });
    expect(bill.taxAmountPaise).toBe(tax);
    expect(bill.finalTotalPaise).toBe(total);
    expect(bill.tipPaise).toBe(tipPaise);
  });

  it("measures free delivery on the item total before the discount", () => {
    // ₹500 of food with ₹100 off still delivers free: the threshold is on the item total, as the minimum is.
    const bill = computeBill([50_000], rules, { discountPaise: 10_000 });
    expect(bill).toMatchObject({
      discountPaise: 10_000,
      deliveryFeePaise: 0,
      taxAmountPaise: 2_000,
      finalTotalPaise: 44_000,
    });
  });
});

describe("formatRupees without a formatter below ₹1,000 (issue 15)", () => {
  // [rupees, plainRupees, formatRupees in en-IN, in hi-IN], written by hand.
  const table: Array<[number, string | null, string, string]> = [
    [0, "₹0", "₹0", "₹0"],
    [5, "₹5", "₹5", "₹5"],
    [300, "₹300", "₹300", "₹300"],
    [999, "₹999", "₹999", "₹999"],
    [12.5, "₹12.50", "₹12.50", "₹12.50"],
    [99.99, "₹99.99", "₹99.99", "₹99.99"],
    [999.99, "₹999.99", "₹999.99", "₹999.99"],
    [1000, null, "₹1,000", "₹1,000"],
    [123456.5, null, "₹1,23,456.50", "₹1,23,456.50"],
    [-5, null, "-₹5", "-₹5"],
    [-0, null, "-₹0", "-₹0"],
    // Not whole paise: the formatter rounds.
    [12.345, null, "₹12.35", "₹12.35"],
  ];
  it.each(table)("₹ %s", (rupees, plain, english, hindi) => {
    expect(plainRupees(rupees)).toBe(plain);
    expect(formatRupees(rupees, "en-IN")).toBe(english);
    expect(formatRupees(rupees, "hi-IN")).toBe(hindi);
  });

  it("writes every amount in whole paise up to ₹1,000 as the formatter does, in both locales", () => {
    for (const locale of ["en-IN", "hi-IN"] as const) {
      const whole = new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
      const fractional = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "INR",
        maximumFractionDigits: 2,
      });
      for (let paise = 0; paise <= 100_000; paise += 1) {
        const rupees = paise / 100;
        const expected = Number.isInteger(rupees) ? whole.format(rupees) : fractional.format(rupees);
        expect(formatRupees(rupees, locale)).toBe(expected);
      }
    }
  });
});
