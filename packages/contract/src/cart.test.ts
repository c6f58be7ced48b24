import { describe, expect, it } from "vitest";
import { cartItemId, resolveCartChoices } from "./cart";

const thali = {
  attributes: [
    {
      name: "Size",
      required: true,
      options: [
        { name: "Half", additionalPrice: 0 },
        { name: "Full", additionalPrice: 80 },
      ],
    },
    { name: "Spice", required: false, options: [{ name: "Hot", additionalPrice: 10 }] },
  ],
  addons: [
    { name: "Raita", price: 25 },
    { name: "Extra cheese", price: 30 },
  ],
};

describe("resolveCartChoices", () => {
  it("returns the dish's own options and add-ons in the dish's order, ignoring case", () => {
    const result = resolveCartChoices(
      thali,
      [{ attributeName: "size", optionName: "FULL" }],
      ["extra cheese", "RAITA"],
    );
    expect(result).toEqual({
      ok: true,
      attributes: [{ attributeName: "Size", option: { name: "Full", additionalPrice: 80 } }],
      addons: [
        { name: "Raita", price: 25 },
        { name: "Extra cheese", price: 30 },
      ],
    });
  });

  it("needs one option for each required attribute and at most one for any", () => {
    expect(resolveCartChoices(thali, [], [])).toEqual({
      ok: false,
      problem: { field: "selectedAttributes", message: "Choose one option for Size" },
    });
    const twice = resolveCartChoices(
      thali,
      [
        { attributeName: "Size", optionName: "Half" },
        { attributeName: "Spice", optionName: "Hot" },
        { attributeName: "spice", optionName: "hot" },
      ],
      [],
    );
    expect(twice).toMatchObject({ ok: false, problem: { message: "Choose one option for Spice" } });
  });

  it("refuses options and add-ons the dish does not have", () => {
    expect(resolveCartChoices(thali, [{ attributeName: "Size", optionName: "Large" }], [])).toMatchObject({
      problem: { field: "selectedAttributes", message: "Large is not an option for Size" },
    });
    expect(resolveCartChoices(thali, [{ attributeName: "Size", optionName: "Half" }], ["Gold"])).toMatchObject({
      problem: { field: "selectedAddons", message: "This dish has no add-on named Gold" },
    });
  });
});

describe("cartItemId", () => {
  const id = "0b6f8e52-3f0e-4c59-9a8e-2d6f5b1c7a10";
  it("is the product id for a plain dish and the same key for the same choices in any order or case", () => {
    expect(cartItemId(id, [], [])).toBe(id);
    const a = cartItemId(id, [{ attributeName: "Size", optionName: "Full" }], ["Raita", "Extra cheese"]);
    const b = cartItemId(id, [{ attributeName: "size", optionName: "full" }], ["extra cheese", "raita"]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f-]{36}~[0-9a-z]{1,16}$/);
    expect(cartItemId(id, [{ attributeName: "Size", optionName: "Half" }], [])).not.toBe(a);
  });
});
