import { screen, waitFor } from "@testing-library/react";
import { listBanners, listCategories } from "@zaika/contract/endpoints/catalog";
import { searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import { PAGE_DATA_ELEMENT_ID, pageDataScript } from "@zaika/contract/seo";
import { afterEach, describe, expect, it } from "vitest";
import { HOME_TITLE } from "../../../config/site";
import { forgetPageData } from "../../../lib/page-data";
import { makeBanner, restaurantPage } from "../../../test/catalog";
import { mockEndpoint } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { HomePage } from "./HomePage";

describe("HomePage", () => {
  it("promises food delivery 24/7 with online ordering in its title and shows the spec's sections", async () => {
    const banners = mockEndpoint(listBanners, {
      data: [makeBanner({ _id: "b1", imageUrl: "/uploads/b1.webp" })],
    });
    mockEndpoint(listCategories, { categories: [] });
    mockEndpoint(searchRestaurants, restaurantPage([], { totalPages: 0 }));
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
    expect(banners).toHaveLength(1);
  });

  describe("with the banners the server sent with the page", () => {
    afterEach(() => {
      document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
      forgetPageData();
    });

    it("draws the first banner at the first render, then shows what the API answers", async () => {
      const sent = makeBanner({ _id: "b1", imageUrl: "/uploads/sent.webp" });
      document.head.insertAdjacentHTML("beforeend", pageDataScript({ banners: [sent] }));
      forgetPageData();
      let answer: (banners: { data: ReturnType<typeof makeBanner>[] }) => void = () => undefined;
      const asked = mockEndpoint(listBanners, () => new Promise((resolve) => (answer = resolve)));
      mockEndpoint(listCategories, { categories: [] });
      mockEndpoint(searchRestaurants, restaurantPage([], { totalPages: 0 }));
      renderRoutes([{ path: "*", element: <HomePage /> }], "/user");

      // No skeleton first: the sent banner is there before the API has answered.
      expect(screen.getByRole("img", { name: "Offer 1 of 1" })).toHaveAttribute("src", "/uploads/sent.webp");
      await waitFor(() => expect(asked).toHaveLength(1));
      answer({ data: [makeBanner({ _id: "b2", imageUrl: "/uploads/newer.webp" })] });
      await waitFor(() =>
        expect(screen.getByRole("img", { name: "Offer 1 of 1" })).toHaveAttribute("src", "/uploads/newer.webp"),
      );
    });
  });
});
