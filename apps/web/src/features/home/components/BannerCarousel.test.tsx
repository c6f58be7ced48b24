import { render, screen } from "@testing-library/react";
import { BANNER_AUTOPLAY_MS } from "@zaika/contract/constants";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import BannerCarousel from "./BannerCarousel";
import { bannerSwiperOptions } from "./banner-carousel-options";

// Swiper needs real layout; the test checks what the carousel asks of it.
const swiperProps = vi.hoisted(() => ({ last: null as Record<string, unknown> | null }));
vi.mock("swiper/react", () => ({
  Swiper: ({ children, ...props }: { children: ReactNode }) => {
    swiperProps.last = props;
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

const banner = (id: string) => ({
  _id: id,
  imageUrl: `/uploads/banners/${id}.webp`,
  position: 0,
  isActive: true,
  link: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("BannerCarousel", () => {
  it(`loops and autoplays every ${BANNER_AUTOPLAY_MS} ms with pagination dots`, () => {
    render(<BannerCarousel banners={[banner("a"), banner("b"), banner("c")]} />);

    expect(swiperProps.last).toMatchObject({
      loop: true,
      autoplay: { delay: 8000, pauseOnMouseEnter: true },
      pagination: { clickable: true },
    });
    expect(screen.getByRole("region", { name: "Offers" })).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual([
      "Offer 1 of 3",
      "Offer 2 of 3",
      "Offer 3 of 3",
    ]);
    expect(screen.getByRole("button", { name: "Pause offers" })).toBeInTheDocument();
  });

  it("keeps a single banner still: nothing to loop, autoplay or page through", () => {
    expect(bannerSwiperOptions(1)).toMatchObject({ loop: false, autoplay: false, pagination: false });
    expect(bannerSwiperOptions(4)).toMatchObject({ loop: true, autoplay: { delay: BANNER_AUTOPLAY_MS } });
  });
});
