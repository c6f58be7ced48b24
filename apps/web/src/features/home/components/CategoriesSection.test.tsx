import { act, screen, within } from "@testing-library/react";
import { listCategories } from "@zaika/contract/endpoints/catalog";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeCategory } from "../../../test/catalog";
import { apiRequests, mockEndpoint, type RecordedCalls } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { CATEGORY_SKELETON_COUNT, CategoriesSection } from "./CategoriesSection";

let intersect: () => void = () => undefined;

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    intersect = () =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

const categories = [
  makeCategory({ _id: "c1", name: "Biryani", image: "/uploads/c1.webp" }),
  makeCategory({ _id: "c2", name: "South Indian" }),
];

describe("CategoriesSection", () => {
  let calls: RecordedCalls<typeof listCategories>;

  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    calls = mockEndpoint(listCategories, { categories });
  });

  it("shows 'Categories' with exactly 5 placeholders and loads nothing until scrolled into view", () => {
    renderRoutes([{ path: "*", element: <CategoriesSection /> }], "/user");

    expect(screen.getByRole("heading", { name: "Categories" })).toBeInTheDocument();
    const placeholders = screen.getByRole("list", { name: "Loading categories" });
    expect(within(placeholders).getAllByRole("listitem")).toHaveLength(CATEGORY_SKELETON_COUNT);
    expect(CATEGORY_SKELETON_COUNT).toBe(5);
    expect(calls).toHaveLength(0);
    expect(apiRequests()).toHaveLength(0);
  });

  it("loads the categories when scrolled into view and links each to its category page", async () => {
    renderRoutes([{ path: "*", element: <CategoriesSection /> }], "/user");

    act(() => intersect());

    expect(await screen.findByRole("link", { name: "South Indian" })).toHaveAttribute(
      "href",
      "/user/category/c2?category=South%20Indian",
    );
    expect(screen.getByRole("link", { name: "Biryani" })).toHaveAttribute("href", "/user/category/c1?category=Biryani");
    expect(calls).toHaveLength(1);
    expect(apiRequests().map((request) => new URL(request.url).pathname)).toEqual(["/api/admin/category/all"]);
  });
});
