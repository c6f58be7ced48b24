import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/utils";
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
  { _id: "c1", name: "Biryani", image: "/uploads/c1.webp", isActive: true, createdAt: "2026-01-01T00:00:00.000Z" },
  { _id: "c2", name: "South Indian", image: null, isActive: true, createdAt: "2026-01-01T00:00:00.000Z" },
];

describe("CategoriesSection", () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    fetchMock = vi.fn(async () => jsonResponse({ categories }));
    vi.stubGlobal("fetch", fetchMock);
  });

  it("shows 'Categories' with exactly 5 placeholders and loads nothing until scrolled into view", () => {
    renderRoutes([{ path: "*", element: <CategoriesSection /> }], "/user");

    expect(screen.getByRole("heading", { name: "Categories" })).toBeInTheDocument();
    const placeholders = screen.getByRole("list", { name: "Loading categories" });
    expect(within(placeholders).getAllByRole("listitem")).toHaveLength(CATEGORY_SKELETON_COUNT);
    expect(CATEGORY_SKELETON_COUNT).toBe(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the categories when scrolled into view and links each to its category page", async () => {
    renderRoutes([{ path: "*", element: <CategoriesSection /> }], "/user");

    act(() => intersect());

    expect(await screen.findByRole("link", { name: "South Indian" })).toHaveAttribute(
      "href",
      "/user/category/c2?category=South%20Indian",
    );
    expect(screen.getByRole("link", { name: "Biryani" })).toHaveAttribute("href", "/user/category/c1?category=Biryani");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/admin/category/all");
  });
});
