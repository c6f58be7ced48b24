import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { makeProduct, makeRestaurant } from "../test-data";
import { CategoryPage } from "./CategoryPage";

const pagination = { page: 1, limit: 10, total: 1, totalPages: 1 };

function mockApi(dishes: unknown[] = [], restaurants: unknown[] = [makeRestaurant()]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      urls.push(url);
      if (url.pathname === "/api/products/nearby") return jsonResponse({ data: dishes, pagination });
      return jsonResponse({ data: restaurants, pagination });
    }),
  );
  return urls;
}

function renderPage() {
  return renderRoutes(
    [{ path: "/user/category/:id", element: <CategoryPage /> }],
    "/user/category/cat-pizza?category=Pizza",
  );
}

describe("CategoryPage", () => {
  it("is headed by the category's name and lists its restaurants and dishes near the stored location", async () => {
    writeStoredLocation({ lat: 22.72, lon: 75.86, description: "Rajwada, Indore" });
    const urls = mockApi([
      { product: makeProduct(), restaurant: { _id: "r9", name: "Pizza Point", distance: 2500, isOpenNow: false } },
    ]);
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Pizza" })).toBeInTheDocument();
    expect(document.title).toBe("Pizza | Zaika");
    expect(await screen.findByRole("link", { name: "Apna Sweets" })).toBeInTheDocument();
    const dish = await screen.findByRole("link", { name: "Paneer Pizza" });
    expect(dish).toHaveAttribute("href", `/user/restaurant/r9?dish=${makeProduct()._id}`);
    expect(screen.getByText("Pizza Point · 2.5 km")).toBeInTheDocument();
    expect(screen.getByText("Closed now")).toBeInTheDocument();

    const restaurantsCall = urls.find((url) => url.pathname === "/api/admin/restaurant/all");
    expect(Object.fromEntries(restaurantsCall?.searchParams ?? [])).toMatchObject({
      categoryId: "cat-pizza",
      latitude: "22.72",
      longitude: "75.86",
      mxRadius: "5000",
    });
    const dishesCall = urls.find((url) => url.pathname === "/api/products/nearby");
    expect(dishesCall?.searchParams.get("categoryId")).toBe("cat-pizza");
    expect(dishesCall?.searchParams.get("mxRadius")).toBe("5000");
  });

  it("says so when nothing in the category is near", async () => {
    mockApi([], []);
    renderPage();

    expect(await screen.findByText("No restaurants serve this yet")).toBeInTheDocument();
    expect(await screen.findByText("No dishes found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set location" })).toBeInTheDocument();
  });
});
