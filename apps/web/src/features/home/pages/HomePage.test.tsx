import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HOME_TITLE } from "../../../config/site";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { HomePage } from "./HomePage";

describe("HomePage", () => {
  it("promises food delivery 24/7 with online ordering in its title and shows the spec's sections", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), "http://localhost").pathname;
        if (path === "/api/admin/banner") {
          return jsonResponse({
            data: [{ _id: "b1", imageUrl: "/uploads/b1.webp", position: 0, isActive: true, createdAt: "" }],
          });
        }
        if (path === "/api/admin/category/all") return jsonResponse({ categories: [] });
        return jsonResponse({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
      }),
    );
    renderRoutes([{ path: "*", element: <HomePage /> }], "/user");

    expect(document.title).toBe(HOME_TITLE);
    expect(document.title).toMatch(/Food Delivery 24\/7/);
    expect(document.title).toMatch(/Order Food Online/);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Categories" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Restaurants" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Express Delivery" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Order Now" })).toBeInTheDocument();
    // The first banner is on screen (sized like the carousel) before Swiper has loaded.
    expect(await screen.findByRole("img", { name: "Offer 1 of 1" })).toHaveAttribute("fetchpriority", "high");
  });
});
