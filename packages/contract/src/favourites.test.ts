import { describe, expect, it } from "vitest";
import { FavouriteParamsSchema, favouriteToggleLabel } from "./favourites";

describe("favouriteToggleLabel", () => {
  // What pressing the heart does, written out by hand.
  it.each([
    ["Sharma Ji Ki Rasoi", false, "Save Sharma Ji Ki Rasoi to favourites"],
    ["Sharma Ji Ki Rasoi", true, "Remove Sharma Ji Ki Rasoi from favourites"],
    ["Apna Sweets", false, "Save Apna Sweets to favourites"],
    ["Apna Sweets", true, "Remove Apna Sweets from favourites"],
  ])("%s, favourite %s: %s", (name, isFavourite, expected) => {
    expect(favouriteToggleLabel(name, isFavourite)).toBe(expected);
  });
});

describe("FavouriteParamsSchema", () => {
  it("takes a uuid and refuses anything else, naming restaurantId", () => {
    expect(FavouriteParamsSchema.safeParse({ restaurantId: "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b" }).success).toBe(
      true,
    );
    const bad = FavouriteParamsSchema.safeParse({ restaurantId: "not-an-id" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["restaurantId"]);
  });
});
