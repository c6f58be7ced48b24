import { describe, expect, it } from "vitest";
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
