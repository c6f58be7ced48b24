/** A fetch stand-in for the products tests: answers by "METHOD /path" and records every call with its JSON body. */
import { vi } from "vitest";
import { jsonResponse } from "../../../test/utils";

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

export function fakeApi(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const raw = init?.body;
    const body = typeof raw === "string" ? JSON.parse(raw) : raw;
    const call: Call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return jsonResponse({ success: false, message: "Not found" }, { status: 404 });
    return typeof route === "function" ? (route as Handler)(call) : jsonResponse(route);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const CATEGORY_ID = "4f7c2a10-6b1e-4c1a-9d2e-1a2b3c4d5e6f";
export const OTHER_CATEGORY_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const PRODUCT_ID = "0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718";

export const categoriesResponse = {
  categories: [
    { _id: CATEGORY_ID, name: "Pizza", image: null, isActive: true, createdAt: "2026-01-01T00:00:00.000Z" },
    { _id: OTHER_CATEGORY_ID, name: "Biryani", image: null, isActive: true, createdAt: "2026-01-01T00:00:00.000Z" },
  ],
};

export function makeProduct(overrides: Record<string, unknown> = {}) {
  return {
    _id: PRODUCT_ID,
    restaurant: "r-1",
    category: { _id: CATEGORY_ID, name: "Pizza" },
    name: "Margherita",
    description: "Tomato, mozzarella, basil",
    price: 249,
    discountedPrice: 199,
    foodType: "veg",
    image: "/uploads/products/margherita.webp",
    isAvailable: true,
    preparationTime: 20,
    attributes: [],
    addons: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
