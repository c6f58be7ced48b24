import { describe, expect, it } from "vitest";
import { RupeesSchema } from "./common";
import { ProductBodySchema, ProductCreateBodySchema, ProductUpdateBodySchema } from "./product";

const dish = {
  categoryId: "0b6f8e52-3f0e-4c59-9a8e-2d6f5b1c7a10",
  name: "Masala Dosa",
  price: 120,
  foodType: "veg",
};

describe("product bodies", () => {
  it("fills defaults on create", () => {
    expect(ProductBodySchema.parse(dish)).toMatchObject({
      description: "",
      isAvailable: true,
      preparationTime: 20,
      attributes: [],
      addons: [],
    });
  });

  it("lets an admin name the restaurant", () => {
    const restaurantId = "5c1d7a4e-9b2f-4f3a-8e6d-1a2b3c4d5e6f";
    expect(ProductCreateBodySchema.parse({ ...dish, restaurantId }).restaurantId).toBe(restaurantId);
  });

  it("updates only what is sent, with no defaults filled in", () => {
    expect(ProductUpdateBodySchema.parse({ price: 130 })).toEqual({ price: 130 });
    expect(ProductUpdateBodySchema.safeParse({ discountedPrice: 100 }).success).toBe(true);
    expect(ProductUpdateBodySchema.safeParse({ price: 100, discountedPrice: 100 }).success).toBe(false);
  });

  it("wants the discounted price below the price", () => {
    const result = ProductBodySchema.safeParse({ ...dish, discountedPrice: 150 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["discountedPrice"],
      message: "Discounted price must be lower than the price",
    });
  });
});

describe("price messages (issue 16)", () => {
  /** Each field's messages, by path: exactly what a form would have to show. */
  const issues = (body: unknown) =>
    ProductBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  // Hand-written: a dish with one bad amount, and the one message its field must get.
  const cases: Array<[string, unknown, Array<[string, string]>]> = [
    ["an empty price", { ...dish, price: undefined }, [["price", "Price is required"]]],
    ["a price left empty in a form (NaN)", { ...dish, price: Number.NaN }, [["price", "Price is required"]]],
    ["a price sent as text", { ...dish, price: "120" }, [["price", "Amount must be a number"]]],
    ["a negative price", { ...dish, price: -5 }, [["price", "Amount cannot be negative"]]],
    ["a zero price", { ...dish, price: 0 }, [["price", "Price must be more than 0"]]],
    [
      "a price with paise beyond two decimals",
      { ...dish, price: 10.005 },
      [["price", "Amount can have at most 2 decimals"]],
    ],
    [
      "an add-on without a price",
      { ...dish, addons: [{ name: "Extra cheese" }] },
      [["addons.0.price", "Add-on price is required"]],
    ],
    [
      "an option without an extra price",
      { ...dish, attributes: [{ name: "Size", required: true, options: [{ name: "Full" }] }] },
      [["attributes.0.options.0.additionalPrice", "Extra price is required"]],
    ],
    [
      "a negative discounted price",
      { ...dish, discountedPrice: -1 },
      [["discountedPrice", "Amount cannot be negative"]],
    ],
  ];

  it.each(cases)("%s", (_name, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it("keeps the general amount message for other money fields", () => {
    expect(RupeesSchema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual([
      "Amount must be a number",
    ]);
  });
});
