import { describe, expect, it } from "vitest";
import { CartConflictDetailsSchema } from "./cart";
import { readCartConflictDetails } from "./cart-rules";

describe("readCartConflictDetails", () => {
  const spiceVilla = { _id: "5f0c6c1e-8d3b-4c7a-9a43-1b2c3d4e5f60", name: "Spice Villa" };
  // [a 409's details, what they read as (null: not a cart conflict's)]
  const cases: Array<[unknown, ReturnType<typeof readCartConflictDetails>]> = [
    [{ currentRestaurant: spiceVilla }, { currentRestaurant: spiceVilla }],
    [{ currentRestaurant: { ...spiceVilla, logo: null }, extra: 1 }, { currentRestaurant: spiceVilla }],
    [{ currentRestaurant: { _id: "", name: "" } }, { currentRestaurant: { _id: "", name: "" } }],
    [undefined, null],
    [null, null],
    ["Spice Villa", null],
    [[spiceVilla], null],
    [{}, null],
    [{ currentRestaurant: null }, null],
    [{ currentRestaurant: "Spice Villa" }, null],
    [{ currentRestaurant: { _id: spiceVilla._id } }, null],
    [{ currentRestaurant: { name: "Spice Villa", _id: 7 } }, null],
    [[{ field: "productId", message: "Invalid id" }], null],
  ];
  it.each(cases)("%j → %j", (details, expected) => {
    expect(readCartConflictDetails(details)).toEqual(expected);
  });

  it.each(cases)("CartConflictDetailsSchema reads %j the same", (details, expected) => {
    const checked = CartConflictDetailsSchema.safeParse(details);
    expect(checked.success ? checked.data : null).toEqual(expected);
  });
});
