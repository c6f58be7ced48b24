/** Banners that lead somewhere (issue 14): an offer by its code, a restaurant or a category by its id. */
import { BANNER_MESSAGES } from "@zaika/contract/banner";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../../src/db/schema/catalog";
import { coupons } from "../../../src/db/schema/coupons";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { bearer, imageForm, solidImage } from "../media/form";

let t: TestContext;
let admin: string;
let restaurantId: string;
let categoryId: string;
let png: Buffer;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  admin = (await demoTokens(t)).admin;
  const db = t.database.db;
  await db
    .insert(coupons)
    .values({ code: "BANNER40", title: "Flat ₹40 off", discountType: "flat", discountValue: 4_000 });
  const [restaurant] = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  if (!restaurant) throw new Error("the demo seed has a restaurant");
  const [category] = await db.insert(categories).values({ name: "Banner Snacks" }).returning({ id: categories.id });
  if (!category) throw new Error("category insert returned no row");
  restaurantId = restaurant.id;
  categoryId = category.id;
  png = await solidImage(400, 125);
});
afterAll(() => t.close());

function addBanner(fields: Record<string, string>) {
  const form = imageForm(png, { fields });
  return t.app.inject({
    method: "POST",
    url: "/api/admin/banner",
    headers: { ...form.headers, ...bearer(admin) },
    payload: form.payload,
  });
}

async function bannerCount(): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/banner", headers: bearer(admin) });
  return res.json().data.length;
}

describe("banner links", () => {
  it("stores a link to an offer (the code upper-cased), a restaurant and a category, and lists it for everyone", async () => {
    const cases = [
      [
        { linkKind: "offer", linkTarget: "banner40" },
        { kind: "offer", target: "BANNER40" },
      ],
      [
        { linkKind: "restaurant", linkTarget: restaurantId },
        { kind: "restaurant", target: restaurantId },
      ],
      [
        { linkKind: "category", linkTarget: categoryId },
        { kind: "category", target: categoryId },
      ],
    ] as const;
    for (const [fields, link] of cases) {
      const res = await addBanner(fields);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.link).toEqual(link);
      const listed = await t.app.inject({ method: "GET", url: "/api/admin/banner" });
      expect(listed.json().data).toContainEqual(expect.objectContaining({ _id: res.json().data._id, link }));
    }
  });

  it("stores no link when neither field is given, or both are blank", async () => {
    const forms: Array<Record<string, string>> = [{}, { linkKind: "", linkTarget: "" }];
    for (const fields of forms) {
      const res = await addBanner(fields);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.link).toBeNull();
    }
  });

  it("refuses only one of the two fields with 400 naming linkTarget, and stores nothing", async () => {
    const before = await bannerCount();
    const forms: Array<Record<string, string>> = [
      { linkKind: "offer" },
      { linkTarget: "BANNER40" },
      { linkKind: "restaurant", linkTarget: " " },
    ];
    for (const fields of forms) {
      const res = await addBanner(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: BANNER_MESSAGES.linkIncomplete,
        details: [{ field: "linkTarget", message: BANNER_MESSAGES.linkIncomplete }],
      });
    }
    expect(await bannerCount()).toBe(before);
  });

  it("refuses an unknown kind with 400 naming linkKind", async () => {
    const res = await addBanner({ linkKind: "dish", linkTarget: restaurantId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ field: "linkKind" }] });
  });

  it("refuses a target that does not exist with 422 saying which, and stores nothing", async () => {
    const before = await bannerCount();
    const cases = [
      [{ linkKind: "offer", linkTarget: "NOSUCH99" }, "There is no offer with the code NOSUCH99"],
      [{ linkKind: "restaurant", linkTarget: MISSING_ID }, "That restaurant does not exist"],
      [{ linkKind: "restaurant", linkTarget: "not-a-uuid" }, "That restaurant does not exist"],
      // A restaurant's id is not a category's.
      [{ linkKind: "category", linkTarget: restaurantId }, "That category does not exist"],
      [{ linkKind: "category", linkTarget: "snacks" }, "That category does not exist"],
    ] as const;
    for (const [fields, message] of cases) {
      const res = await addBanner(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json()).toMatchObject({
        code: "BUSINESS_RULE",
        message,
        details: [{ field: "linkTarget", message }],
      });
    }
    expect(await bannerCount()).toBe(before);
  });
});
