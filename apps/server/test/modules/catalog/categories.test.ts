import { CATEGORY_MESSAGES } from "@zaika/contract/category";
import { IMAGE_MESSAGES } from "@zaika/contract/media";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DomainEvent } from "../../../src/lib/events";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { bearer, imageForm, solidImage } from "../media/form";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  (await t.database.events()).subscribe((event) => events.push(event));
});
afterAll(() => t.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

function call(method: "GET" | "POST" | "PUT" | "PATCH", url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined && { payload }) });
}
const create = (name: string, image?: string | null) =>
  call("POST", "/api/admin/category", tokens.admin, { name, ...(image !== undefined && { image }) });
const names = (res: { json(): { categories: Array<{ name: string }> } }) => res.json().categories.map((c) => c.name);

async function uploadCategoryImage(): Promise<string> {
  const form = imageForm(await solidImage(500, 500));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/media/images?purpose=category",
    headers: { ...form.headers, ...bearer(tokens.admin) },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url;
}

/** Events arrive through NOTIFY, after the response: waits (bounded) until one of `type` came after `since`. */
function waitForEvent(type: DomainEvent["type"], since: number) {
  return vi.waitFor(() => expect(events.slice(since).map((e) => e.type)).toContain(type), { timeout: 5000 });
}

describe("categories", () => {
  it("lets an admin create a category with an uploaded image", async () => {
    const image = await uploadCategoryImage();
    const before = events.length;
    const res = await create("  Biryani Specials  ", image);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: CATEGORY_MESSAGES.added,
      category: {
        _id: expect.any(String),
        name: "Biryani Specials",
        image,
        isActive: true,
        createdAt: expect.any(String),
      },
    });
    await waitForEvent("catalog.changed", before);
  });

  it("refuses a duplicate name, ignoring case, with 409", async () => {
    expect((await create("Chaat Corner")).statusCode).toBe(200);
    const res = await create("chaat CORNER");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: "CONFLICT", message: CATEGORY_MESSAGES.duplicate });
  });

  it("lets only one of two simultaneous creations of the same name succeed", async () => {
    const results = await Promise.all([create("Paneer Dishes"), create("PANEER dishes"), create("paneer Dishes")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("validates the name and the image URL", async () => {
    for (const body of [{}, { name: "" }, { name: "x" }, { name: "y".repeat(41) }, { name: 42 }]) {
      const res = await call("POST", "/api/admin/category", tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
    for (const image of ["javascript:alert(1)", "data:image/png;base64,AAAA", "not a url"]) {
      const res = await create("Rolls and Wraps", image);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: "image", message: IMAGE_MESSAGES.badUrl }]);
    }
  });

  it("lets an admin rename a category and change its image", async () => {
    const id = (await create("Sweets")).json().category._id;
    const renamed = await call("PUT", `/api/admin/category/${id}`, tokens.admin, { name: "Indian Sweets" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      success: true,
      message: CATEGORY_MESSAGES.updated,
      category: { _id: id, name: "Indian Sweets", image: null },
    });
    const withImage = await call("PUT", `/api/admin/category/${id}`, tokens.admin, {
      image: "/uploads/category/a.webp",
    });
    expect(withImage.json().category).toMatchObject({ name: "Indian Sweets", image: "/uploads/category/a.webp" });
    const cleared = await call("PUT", `/api/admin/category/${id}`, tokens.admin, { image: null });
    expect(cleared.json().category.image).toBeNull();
    // Changing only the case of its own name is not a duplicate.
    const recased = await call("PUT", `/api/admin/category/${id}`, tokens.admin, { name: "INDIAN SWEETS" });
    expect(recased.statusCode).toBe(200);
  });

  it("removes the stored image a category no longer uses", async () => {
    const url = await uploadCategoryImage();
    const id = (await create("Momos", url)).json().category._id;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    await call("PUT", `/api/admin/category/${id}`, tokens.admin, { image: null });
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("refuses a rename onto another category's name with 409, and an unknown id with 404", async () => {
    const id = (await create("Thali")).json().category._id;
    const clash = await call("PUT", `/api/admin/category/${id}`, tokens.admin, { name: "chaat corner" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CATEGORY_MESSAGES.duplicate);
    const missing = await call("PUT", `/api/admin/category/${MISSING_ID}`, tokens.admin, { name: "Anything" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: CATEGORY_MESSAGES.notFound });
    const toggleMissing = await call("PATCH", `/api/admin/category/${MISSING_ID}/toggle-status`, tokens.admin);
    expect(toggleMissing.statusCode).toBe(404);
  });

  it("toggles active status, hiding inactive categories from customers and visitors but not from admins", async () => {
    const id = (await create("Late Night Bites")).json().category._id;
    const before = events.length;
    const off = await call("PATCH", `/api/admin/category/${id}/toggle-status`, tokens.admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      success: true,
      message: CATEGORY_MESSAGES.statusUpdated,
      category: { isActive: false },
    });
    await waitForEvent("catalog.changed", before);

    const asAdmin = await call("GET", "/api/admin/category/all", tokens.admin);
    const asCustomer = await call("GET", "/api/admin/category/all", tokens.user);
    const asVisitor = await call("GET", "/api/admin/category/all");
    expect(names(asAdmin)).toContain("Late Night Bites");
    expect(names(asCustomer)).not.toContain("Late Night Bites");
    expect(names(asVisitor)).not.toContain("Late Night Bites");
    expect(asVisitor.json().categories.every((c: { isActive: boolean }) => c.isActive)).toBe(true);
    expect(asAdmin.json().categories.length).toBeGreaterThan(asVisitor.json().categories.length);

    const on = await call("PATCH", `/api/admin/category/${id}/toggle-status`, tokens.admin);
    expect(on.json().category.isActive).toBe(true);
    expect(names(await call("GET", "/api/admin/category/all"))).toContain("Late Night Bites");
  });

  it("lists categories sorted by name, ignoring case", async () => {
    await create("aloo Specials");
    const list = names(await call("GET", "/api/admin/category/all", tokens.admin));
    expect(list).toEqual([...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("refuses every write to customers and restaurant owners (403) and anonymous callers (401)", async () => {
    const id = (await create("Guarded")).json().category._id;
    const writes: Array<[method: "POST" | "PUT" | "PATCH", url: string, body?: object]> = [
      ["POST", "/api/admin/category", { name: "Sneaky" }],
      ["PUT", `/api/admin/category/${id}`, { name: "Sneaky" }],
      ["PATCH", `/api/admin/category/${id}/toggle-status`],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, tokens.user, body)).statusCode).toBe(403);
      expect((await call(method, url, tokens.restaurant, body)).statusCode).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect(names(await call("GET", "/api/admin/category/all", tokens.admin))).not.toContain("Sneaky");
    expect((await call("GET", "/api/admin/category/all", tokens.admin)).json().categories).toContainEqual(
      expect.objectContaining({ _id: id, name: "Guarded", isActive: true }),
    );
  });

  it("answers an id that is not a UUID with 400", async () => {
    for (const [method, url] of [
      ["PUT", "/api/admin/category/not-a-uuid"],
      ["PATCH", "/api/admin/category/123/toggle-status"],
    ] as const) {
      const res = await call(method, url, tokens.admin, method === "PUT" ? { name: "Valid Name" } : undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
  });
});
