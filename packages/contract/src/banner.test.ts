import { describe, expect, it } from "vitest";
import { BANNER_MESSAGES, BannerFormFieldsSchema, bannerLinkOf } from "./banner";

const RESTAURANT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const incomplete = {
  ok: false,
  field: "linkTarget",
  message: "Choose where the banner links to and what it links to, or neither",
};

describe("bannerLinkOf", () => {
  // Each form's fields and the link (or the problem) written out by hand.
  it.each([
    ["neither field", {}, { ok: true, link: null }],
    ["a blank target alone", { linkTarget: "   " }, { ok: true, link: null }],
    [
      "an offer, typed in lower case",
      { linkKind: "offer", linkTarget: " zaika50 " },
      { ok: true, link: { kind: "offer", target: "ZAIKA50" } },
    ],
    [
      "a restaurant",
      { linkKind: "restaurant", linkTarget: RESTAURANT },
      { ok: true, link: { kind: "restaurant", target: RESTAURANT } },
    ],
    [
      "a category",
      { linkKind: "category", linkTarget: RESTAURANT },
      { ok: true, link: { kind: "category", target: RESTAURANT } },
    ],
    ["a kind without a target", { linkKind: "offer" }, incomplete],
    ["a kind with a blank target", { linkKind: "category", linkTarget: "  " }, incomplete],
    ["a target without a kind", { linkTarget: "ZAIKA50" }, incomplete],
  ] as const)("%s", (_case, fields, expected) => {
    expect(bannerLinkOf(fields)).toEqual(expected);
  });
});

describe("BANNER_MESSAGES.linkTargetMissing", () => {
  it.each([
    ["offer", "NOPE10", "There is no offer with the code NOPE10"],
    ["restaurant", RESTAURANT, "That restaurant does not exist"],
    ["category", RESTAURANT, "That category does not exist"],
  ] as const)("%s %s: %s", (kind, target, expected) => {
    expect(BANNER_MESSAGES.linkTargetMissing(kind, target)).toBe(expected);
  });
});

describe("BannerFormFieldsSchema", () => {
  it("reads empty link fields as absent and refuses an unknown kind, naming linkKind", () => {
    expect(BannerFormFieldsSchema.parse({ linkKind: "", linkTarget: "" })).toEqual({});
    const bad = BannerFormFieldsSchema.safeParse({ linkKind: "dish", linkTarget: "x" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["linkKind"],
      message: "Link must be offer, restaurant or category",
    });
  });
});
