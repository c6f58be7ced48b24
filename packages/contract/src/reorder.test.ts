import { describe, expect, it } from "vitest";
import { cartItemId } from "./cart";
import {
  planReorder,
  REORDER_MESSAGES,
  ReorderBodySchema,
  type ReorderChange,
  type ReorderDish,
  type ReorderOrderedItem,
  reorderOffered,
} from "./reorder";

const PANEER = "11111111-1111-4111-8111-111111111111";
const THALI = "22222222-2222-4222-8222-222222222222";
const LASSI = "33333333-3333-4333-8333-333333333333";

/** The menu as it was when the order was placed (paise). */
const paneer: ReorderDish = {
  id: PANEER,
  isAvailable: true,
  isDeleted: false,
  pricePaise: 22_000,
  discountedPricePaise: 19_999,
  attributes: [],
  addons: [],
};
const thali: ReorderDish = {
  id: THALI,
  isAvailable: true,
  isDeleted: false,
  pricePaise: 18_000,
  discountedPricePaise: null,
  attributes: [
    {
      name: "Size",
      required: true,
      options: [
        { name: "Half", additionalPricePaise: 0 },
        { name: "Full", additionalPricePaise: 8_000 },
      ],
    },
  ],
  addons: [{ name: "Extra cheese", pricePaise: 3_000 }],
};
const lassi: ReorderDish = {
  id: LASSI,
  isAvailable: true,
  isDeleted: false,
  pricePaise: 6_000,
  discountedPricePaise: null,
  attributes: [
    {
      name: "Sugar",
      required: false,
      options: [
        { name: "Less", additionalPricePaise: 0 },
        { name: "Regular", additionalPricePaise: 0 },
      ],
    },
  ],
  addons: [],
};

/** The order's items as frozen then: Paneer ×2 at ₹199.99, Thali Full + cheese ×1 at ₹290, Lassi (Less sugar) ×3. */
const orderedPaneer: ReorderOrderedItem = {
  productId: PANEER,
  name: "Paneer Tikka",
  quantity: 2,
  pricePaise: 22_000,
  discountedPricePaise: 19_999,
  selectedAttributes: [],
  selectedAddons: [],
};
const orderedThali: ReorderOrderedItem = {
  productId: THALI,
  name: "Royal Thali",
  quantity: 1,
  pricePaise: 18_000,
  discountedPricePaise: null,
  selectedAttributes: [{ attributeName: "Size", selectedOption: "Full", additionalPricePaise: 8_000 }],
  selectedAddons: [{ name: "Extra cheese", pricePaise: 3_000 }],
};
const orderedLassi: ReorderOrderedItem = {
  productId: LASSI,
  name: "Sweet Lassi",
  quantity: 3,
  pricePaise: 6_000,
  discountedPricePaise: null,
  selectedAttributes: [{ attributeName: "Sugar", selectedOption: "Less", additionalPricePaise: 0 }],
  selectedAddons: [],
};

const thaliFullCheese = {
  itemId: cartItemId(THALI, [{ attributeName: "Size", optionName: "Full" }], ["Extra cheese"]),
  productId: THALI,
  selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
  selectedAddons: ["Extra cheese"],
};
const thaliFull = {
  itemId: cartItemId(THALI, [{ attributeName: "Size", optionName: "Full" }], []),
  productId: THALI,
  selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
  selectedAddons: [],
};
const lassiLess = {
  itemId: cartItemId(LASSI, [{ attributeName: "Sugar", optionName: "Less" }], []),
  productId: LASSI,
  selectedAttributes: [{ attributeName: "Sugar", optionName: "Less" }],
  selectedAddons: [],
};
const plainPaneer = { itemId: PANEER, productId: PANEER, selectedAttributes: [], selectedAddons: [] };

const leftOut = (kind: ReorderChange["kind"], productId: string, name: string, message: string): ReorderChange => ({
  kind,
  productId,
  name,
  message,
  leftOut: true,
  oldUnitPrice: null,
  newUnitPrice: null,
});
const kept = (
  kind: ReorderChange["kind"],
  productId: string,
  name: string,
  message: string,
  prices: [number, number] | null = null,
): ReorderChange => ({
  kind,
  productId,
  name,
  message,
  leftOut: false,
  oldUnitPrice: prices?.[0] ?? null,
  newUnitPrice: prices?.[1] ?? null,
});

describe("planReorder", () => {
  it("puts the order back as it was when nothing changed", () => {
    expect(planReorder([orderedPaneer, orderedThali, orderedLassi], [paneer, thali, lassi])).toEqual({
      lines: [
        { ...plainPaneer, quantity: 2 },
        { ...thaliFullCheese, quantity: 1 },
        { ...lassiLess, quantity: 3 },
      ],
      changes: [],
    });
  });

  // Each row: the menu today, the lines expected, the changes expected (messages and prices worked out by hand).
  it.each<[string, ReorderDish[], ReturnType<typeof planReorder>]>([
    [
      "a dish switched off is left out",
      [paneer, thali, { ...lassi, isAvailable: false }],
      {
        lines: [
          { ...plainPaneer, quantity: 2 },
          { ...thaliFullCheese, quantity: 1 },
        ],
        changes: [
          leftOut("unavailable", LASSI, "Sweet Lassi", "Sweet Lassi is currently unavailable, so it was left out"),
        ],
      },
    ],
    [
      "a deleted dish and one no longer found are left out",
      [{ ...paneer, isDeleted: true }, lassi],
      {
        lines: [{ ...lassiLess, quantity: 3 }],
        changes: [
          leftOut("removed", PANEER, "Paneer Tikka", "Paneer Tikka is no longer on the menu, so it was left out"),
          leftOut("removed", THALI, "Royal Thali", "Royal Thali is no longer on the menu, so it was left out"),
        ],
      },
    ],
    [
      "prices are today's: the discount ended (₹199.99 → ₹240) and Full costs ₹90 more, not ₹80 (₹290 → ₹300)",
      [
        { ...paneer, pricePaise: 24_000, discountedPricePaise: null },
        {
          ...thali,
          attributes: [
            {
              name: "Size",
              required: true,
              options: [
                { name: "Half", additionalPricePaise: 0 },
                { name: "Full", additionalPricePaise: 9_000 },
              ],
            },
          ],
        },
        lassi,
      ],
      {
        lines: [
          { ...plainPaneer, quantity: 2 },
          { ...thaliFullCheese, quantity: 1 },
          { ...lassiLess, quantity: 3 },
        ],
        changes: [
          kept("priceChanged", PANEER, "Paneer Tikka", "Paneer Tikka now costs ₹240 (was ₹199.99)", [199.99, 240]),
          kept("priceChanged", THALI, "Royal Thali", "Royal Thali now costs ₹300 (was ₹290)", [290, 300]),
        ],
      },
    ],
    [
      "a new discount lowers the price (₹60 → ₹55)",
      [paneer, thali, { ...lassi, discountedPricePaise: 5_500 }],
      {
        lines: [
          { ...plainPaneer, quantity: 2 },
          { ...thaliFullCheese, quantity: 1 },
          { ...lassiLess, quantity: 3 },
        ],
        changes: [kept("priceChanged", LASSI, "Sweet Lassi", "Sweet Lassi now costs ₹55 (was ₹60)", [60, 55])],
      },
    ],
    [
      "a required choice's option gone leaves the dish out",
      [
        paneer,
        {
          ...thali,
          attributes: [
            {
              name: "Size",
              required: true,
              options: [
                { name: "Half", additionalPricePaise: 0 },
                { name: "Large", additionalPricePaise: 8_000 },
              ],
            },
          ],
        },
        lassi,
      ],
      {
        lines: [
          { ...plainPaneer, quantity: 2 },
          { ...lassiLess, quantity: 3 },
        ],
        changes: [
          leftOut("optionGone", THALI, "Royal Thali", "Royal Thali was left out: Full is no longer offered for Size"),
        ],
      },
    ],
    [
      "a required choice the dish did not ask for then leaves it out",
      [
        {
          ...paneer,
          attributes: [{ name: "Spice level", required: true, options: [{ name: "Mild", additionalPricePaise: 0 }] }],
        },
        thali,
        lassi,
      ],
      {
        lines: [
          { ...thaliFullCheese, quantity: 1 },
          { ...lassiLess, quantity: 3 },
        ],
        changes: [
          leftOut(
            "choiceNeeded",
            PANEER,
            "Paneer Tikka",
            "Paneer Tikka was left out: it now needs a choice of Spice level. Add it from the menu.",
          ),
        ],
      },
    ],
    [
      "an add-on gone: added without it, the rest at the same price (₹180 + ₹80 both times)",
      [paneer, { ...thali, addons: [] }, lassi],
      {
        lines: [
          { ...plainPaneer, quantity: 2 },
          { ...thaliFull, quantity: 1 },
          { ...lassiLess, quantity: 3 },
        ],
        changes: [
          kept(
            "extraGone",
            THALI,
            "Royal Thali",
            "Royal Thali was added without Extra cheese, which is no longer offered",
          ),
        ],
      },
    ],
    [
      "an add-on gone and the dish dearer: the price compares the same choices (₹260 → ₹270)",
      [paneer, { ...thali, pricePaise: 19_000, addons: [] }, lassi],
      {
        lines: [
          { ...plainPaneer, quantity: 2 },
          { ...thaliFull, quantity: 1 },
          { ...lassiLess, quantity: 3 },
        ],
        changes: [
          kept(
            "extraGone",
            THALI,
            "Royal Thali",
            "Royal Thali was added without Extra cheese, which is no longer offered",
          ),
          kept("priceChanged", THALI, "Royal Thali", "Royal Thali now costs ₹270 (was ₹260)", [260, 270]),
        ],
      },
    ],
    [
      "an optional choice's option gone: added without it",
      [
        paneer,
        thali,
        {
          ...lassi,
          attributes: [{ name: "Sugar", required: false, options: [{ name: "Regular", additionalPricePaise: 0 }] }],
        },
      ],
      {
        lines: [
          { ...plainPaneer, quantity: 2 },
          { ...thaliFullCheese, quantity: 1 },
          { itemId: LASSI, productId: LASSI, selectedAttributes: [], selectedAddons: [], quantity: 3 },
        ],
        changes: [
          kept("extraGone", LASSI, "Sweet Lassi", "Sweet Lassi was added without Less, which is no longer offered"),
        ],
      },
    ],
    [
      "every dish gone: no lines, a reason for each",
      [
        { ...paneer, isAvailable: false },
        { ...thali, isDeleted: true },
      ],
      {
        lines: [],
        changes: [
          leftOut("unavailable", PANEER, "Paneer Tikka", "Paneer Tikka is currently unavailable, so it was left out"),
          leftOut("removed", THALI, "Royal Thali", "Royal Thali is no longer on the menu, so it was left out"),
          leftOut("removed", LASSI, "Sweet Lassi", "Sweet Lassi is no longer on the menu, so it was left out"),
        ],
      },
    ],
  ])("%s", (_, today, expected) => {
    expect(planReorder([orderedPaneer, orderedThali, orderedLassi], today)).toEqual(expected);
  });

  it("matches the order's choices ignoring case and stores the dish's spelling", () => {
    const shouted: ReorderOrderedItem = {
      ...orderedThali,
      selectedAttributes: [{ attributeName: "SIZE", selectedOption: "full", additionalPricePaise: 8_000 }],
      selectedAddons: [{ name: "extra CHEESE", pricePaise: 3_000 }],
    };
    expect(planReorder([shouted], [thali])).toEqual({ lines: [{ ...thaliFullCheese, quantity: 1 }], changes: [] });
  });

  it("merges items whose choices became the same and caps the line at 20 (12 + 10 → 20)", () => {
    const withCheese = { ...orderedThali, quantity: 12 };
    const without = { ...orderedThali, quantity: 10, selectedAddons: [] };
    expect(planReorder([withCheese, without], [{ ...thali, addons: [] }])).toEqual({
      lines: [{ ...thaliFull, quantity: 20 }],
      changes: [
        kept(
          "extraGone",
          THALI,
          "Royal Thali",
          "Royal Thali was added without Extra cheese, which is no longer offered",
        ),
        kept(
          "quantityCapped",
          THALI,
          "Royal Thali",
          "Royal Thali: at most 20 of a dish fit in the cart, so 20 were added instead of 22",
        ),
      ],
    });
  });

  it("caps a quantity above 20 from an order of the past (25 → 20) and keeps 20 as it is", () => {
    expect(planReorder([{ ...orderedPaneer, quantity: 25 }], [paneer])).toEqual({
      lines: [{ ...plainPaneer, quantity: 20 }],
      changes: [
        kept(
          "quantityCapped",
          PANEER,
          "Paneer Tikka",
          "Paneer Tikka: at most 20 of a dish fit in the cart, so 20 were added instead of 25",
        ),
      ],
    });
    expect(planReorder([{ ...orderedPaneer, quantity: 20 }], [paneer])).toEqual({
      lines: [{ ...plainPaneer, quantity: 20 }],
      changes: [],
    });
  });

  it("leaves out a dish whose order holds two options for one choice, saying why", () => {
    const twice: ReorderOrderedItem = {
      ...orderedThali,
      selectedAttributes: [
        { attributeName: "Size", selectedOption: "Half", additionalPricePaise: 0 },
        { attributeName: "Size", selectedOption: "Full", additionalPricePaise: 8_000 },
      ],
    };
    expect(planReorder([twice], [thali])).toEqual({
      lines: [],
      changes: [leftOut("choiceProblem", THALI, "Royal Thali", "Royal Thali was left out: Choose one option for Size")],
    });
  });
});

describe("REORDER_MESSAGES", () => {
  it("writes rupees the Indian way", () => {
    expect(REORDER_MESSAGES.priceChanged("Biryani", 1234.5, 1299)).toBe("Biryani now costs ₹1,299 (was ₹1,234.50)");
  });
});

describe("ReorderBodySchema", () => {
  it("reads no body as keeping the cart, takes true or false, and names replaceCart when it is anything else", () => {
    expect(ReorderBodySchema.parse(undefined)).toEqual({ replaceCart: false });
    expect(ReorderBodySchema.parse(null)).toEqual({ replaceCart: false });
    expect(ReorderBodySchema.parse({})).toEqual({ replaceCart: false });
    expect(ReorderBodySchema.parse({ replaceCart: true })).toEqual({ replaceCart: true });
    const bad = ReorderBodySchema.safeParse({ replaceCart: "yes" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["replaceCart"]);
  });
});

describe("reorderOffered", () => {
  it.each([
    ["PENDING", false],
    ["ACCEPTED", false],
    ["PREPARING", false],
    ["READY_FOR_PICKUP", false],
    ["OUT_FOR_DELIVERY", false],
    ["DELIVERED", true],
    ["REJECTED", true],
    ["CANCELLED", true],
  ] as const)("%s: %s", (status, expected) => {
    expect(reorderOffered(status)).toBe(expected);
  });
});
