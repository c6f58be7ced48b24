import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type DeliveryCharge,
  deliveryChargeOf,
  deliverySettingsProblem,
  type PaymentModes,
  paymentModesOf,
  withDeliverySettingsRule,
} from "./restaurant-terms";

describe("paymentModesOf", () => {
  // [accepts cash, accepts online, the label]
  const table: Array<[boolean, boolean, PaymentModes]> = [
    [true, true, "cash-and-online"],
    [false, true, "online-only"],
    [true, false, "cash-only"],
    [false, false, "none"],
  ];
  it.each(table)("cash %s, online %s → %s", (acceptsCash, acceptsOnlinePayment, label) => {
    expect(paymentModesOf({ acceptsCash, acceptsOnlinePayment })).toBe(label);
  });
});

describe("deliveryChargeOf", () => {
  // [minimum order, delivery fee, free-delivery threshold, what customers are told]
  const table: Array<[number, number, number | null, DeliveryCharge]> = [
    // No fee: free on every order, whatever the threshold says.
    [149, 0, null, { kind: "free" }],
    [149, 0, 299, { kind: "free" }],
    [249, 0, 199, { kind: "free" }],
    // A fee, never waived.
    [199, 29, null, { kind: "fee", fee: 29, freeAbove: null }],
    // A fee waived from a threshold above the minimum.
    [249, 39, 299, { kind: "fee", fee: 39, freeAbove: 299 }],
    [0, 40, 0.01, { kind: "fee", fee: 40, freeAbove: 0.01 }],
    [149.5, 30, 149.51, { kind: "fee", fee: 30, freeAbove: 149.51 }],
    // A threshold at or below the minimum (saved before the rule): every allowed order is free.
    [249, 39, 199, { kind: "free" }],
    [299, 19, 299, { kind: "free" }],
    [149.5, 30, 149.5, { kind: "free" }],
    // Floating point: 0.1 + 0.2 is not 0.3, paise are.
    [0.3, 25, 0.1 + 0.2, { kind: "free" }],
  ];
  it.each(table)("minimum ₹%s, fee ₹%s, free from %s → %o", (minimum, fee, threshold, charge) => {
    expect(
      deliveryChargeOf({ minimumOrderAmount: minimum, deliveryFee: fee, freeDeliveryThreshold: threshold }),
    ).toEqual(charge);
  });
});

describe("deliverySettingsProblem", () => {
  const refusal = (minimum: string) =>
    `Free delivery must start above the minimum order (${minimum}). Leave it empty for no free delivery, or set the delivery fee to ₹0 for free delivery on every order.`;
  // [minimum order, free-delivery threshold, the refusal or null]
  const table: Array<[number, number | null, string | null]> = [
    [249, null, null],
    [249, 299, null],
    [249, 249.01, null],
    [0, 1, null],
    [249, 249, refusal("₹249")],
    [249, 199, refusal("₹249")],
    [1499.5, 999, refusal("₹1,499.50")],
    [0.3, 0.1 + 0.2, refusal("₹0.30")],
  ];
  it.each(table)("minimum ₹%s, free from %s → %s", (minimum, threshold, problem) => {
    expect(deliverySettingsProblem({ minimumOrderAmount: minimum, freeDeliveryThreshold: threshold })).toBe(problem);
  });
});

describe("withDeliverySettingsRule", () => {
  const schema = withDeliverySettingsRule(
    z.object({
      name: z.string().optional(),
      deliverySettings: z
        .object({
          minimumOrderAmount: z.number(),
          deliveryFee: z.number(),
          freeDeliveryThreshold: z.number().nullable(),
        })
        .optional(),
    }),
  );

  it("puts the refusal on the threshold field", () => {
    const parsed = schema.safeParse({
      deliverySettings: { minimumOrderAmount: 249, deliveryFee: 39, freeDeliveryThreshold: 199 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ["deliverySettings", "freeDeliveryThreshold"],
        message: refusalFor249,
      }),
    ]);
  });

  it("passes consistent settings, and a body without delivery settings", () => {
    expect(
      schema.safeParse({ deliverySettings: { minimumOrderAmount: 249, deliveryFee: 39, freeDeliveryThreshold: 299 } })
        .success,
    ).toBe(true);
    expect(schema.safeParse({ name: "Midnight Bites" }).success).toBe(true);
  });
});

const refusalFor249 =
  "Free delivery must start above the minimum order (₹249). Leave it empty for no free delivery, or set the delivery fee to ₹0 for free delivery on every order.";
