/** Linked banners (issue 14): each is a link named by its picture and where it goes. */
import { screen } from "@testing-library/react";
import type { Banner, BannerLink } from "@zaika/contract/banner";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../test/utils";
import BannerCarousel from "./BannerCarousel";

// Swiper needs real layout; the slides are plain boxes here.
vi.mock("swiper/react", () => ({
  Swiper: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

const RESTAURANT_ID = "6f1c2a3b-0000-4000-8000-000000000001";
const CATEGORY_ID = "7a2b3c4d-0000-4000-8000-0000000000c1";

const banner = (id: string, link: BannerLink | null): Banner => ({
  _id: id,
  imageUrl: `/uploads/banner/${id}.webp`,
  position: 0,
  isActive: true,
  link,
  createdAt: "2026-01-01T00:00:00.000Z",
});

const banners = [
  banner("b-offer", { kind: "offer", target: "ZAIKA50" }),
  banner("b-restaurant", { kind: "restaurant", target: RESTAURANT_ID }),
  banner("b-category", { kind: "category", target: CATEGORY_ID }),
  banner("b-plain", null),
];

function renderCarousel(props: Partial<Parameters<typeof BannerCarousel>[0]> = {}) {
  return renderRoutes([{ path: "/user", element: <BannerCarousel banners={banners} {...props} /> }], "/user");
}

describe("BannerCarousel links", () => {
  it("makes each linked banner a link to its offer, restaurant or category, named by the picture and the place", () => {
    renderCarousel({ categoryName: (id) => (id === CATEGORY_ID ? "Biryani" : undefined) });

    expect(screen.getByRole("link", { name: "Offer 1 of 4: see offer ZAIKA50" })).toHaveAttribute(
      "href",
      "/user/offers?code=ZAIKA50",
    );
    expect(screen.getByRole("link", { name: "Offer 2 of 4: open the restaurant" })).toHaveAttribute(
      "href",
      `/user/restaurant/${RESTAURANT_ID}`,
    );
    expect(screen.getByRole("link", { name: "Offer 3 of 4: see Biryani" })).toHaveAttribute(
      "href",
      `/user/category/${CATEGORY_ID}?category=Biryani`,
    );
    // A banner without a link is a picture only.
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(screen.getByRole("img", { name: "Offer 4 of 4" }).closest("a")).toBeNull();
  });

  it("still leads to the category when its name is not known", () => {
    renderCarousel();
    expect(screen.getByRole("link", { name: "Offer 3 of 4: see the category" })).toHaveAttribute(
      "href",
      `/user/category/${CATEGORY_ID}?category=`,
    );
  });

  it("keeps the focus on the banner the keyboard was on when the carousel took over", () => {
    renderCarousel({ focusBanner: "b-restaurant" });
    expect(screen.getByRole("link", { name: "Offer 2 of 4: open the restaurant" })).toHaveFocus();
  });
});
