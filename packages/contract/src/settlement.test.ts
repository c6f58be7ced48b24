import { describe, expect, it } from "vitest";
import { COMMISSION_GST_PERCENT, commissionGstPaise, commissionPaise, percentOfPaise } from "./settlement";

describe("commission and its GST (expected values worked by hand)", () => {
  it.each([
    // subtotal paise, rate %, commission paise, GST on it (18 %)
    [100_000, 15, 15_000, 2_700], // ₹1,000 at 15 % = ₹150; 18 % of ₹150 = ₹27
    [24_900, 12, 2_988, 538], // ₹249 × 12 % = ₹29.88; 18 % = ₹5.3784 → ₹5.38
    [9_900, 10, 990, 178], // ₹99 × 10 % = ₹9.90; 18 % = ₹1.782 → ₹1.78
    [12_345, 12.5, 1_543, 278], // ₹123.45 × 12.5 % = ₹15.43125 → ₹15.43; 18 % = ₹2.7774 → ₹2.78
    [10, 15, 2, 0], // 1.5 paise rounds half up to 2; 18 % of 2 paise = 0.36 → 0
    [0, 15, 0, 0],
    [50_000, 0, 0, 0],
  ])("₹%s paise at %s %% → commission %s, GST %s", (subtotal, rate, commission, gst) => {
    expect(commissionPaise(subtotal, rate)).toBe(commission);
    expect(commissionGstPaise(commission)).toBe(gst);
  });

  it("rounds exact halves up", () => {
    expect(percentOfPaise(50, 1)).toBe(1); // 0.5 paise
    expect(percentOfPaise(149, 1)).toBe(1); // 1.49 paise
    expect(COMMISSION_GST_PERCENT).toBe(18);
  });
});
