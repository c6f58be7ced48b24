/**
 * The home page's banner carousel (Swiper, in its own chunk, started once the page is idle: see HomePage). It loops
 * and autoplays every BANNER_AUTOPLAY_MS (spec §4, §9), with pagination dots, swipe and the arrow keys. Autoplay
 * pauses while the pointer is over it or focus is inside it, and a button stops and restarts it (WCAG 2.2.2); with
 * reduced motion it starts stopped. Only Swiper's Autoplay and Pagination modules are loaded, to keep it small: the
 * slide and dot labels and the keys are done here.
 */
import type { Banner } from "@zaika/contract/banner";
import { Pause, Play } from "lucide-react";
import { type CSSProperties, type KeyboardEvent, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { BannerSlide } from "./BannerSlide";
import { bannerSwiperOptions } from "./banner-carousel-options";

const modules = [Autoplay, Pagination];

const swiperStyle = {
  "--swiper-pagination-color": "var(--color-brand-700)",
  "--swiper-pagination-bullet-size": "10px",
  "--swiper-pagination-bullet-horizontal-gap": "6px",
  "--swiper-pagination-bottom": "6px",
} as CSSProperties;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export default function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const options = bannerSwiperOptions(banners.length);
  const moving = options.autoplay !== false;

  function toggle() {
    const autoplay = swiperRef.current?.autoplay;
    if (stopped) autoplay?.start();
    else autoplay?.stop();
    setStopped(!stopped);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowLeft") swiperRef.current?.slidePrev();
    else if (event.key === "ArrowRight") swiperRef.current?.slideNext();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative"
      onKeyDown={onKeyDown}
      onFocus={() => swiperRef.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget) && !stopped) swiperRef.current?.autoplay?.resume();
      }}
    >
      <Swiper
        {...options}
        pagination={
          options.pagination && {
            ...options.pagination,
            renderBullet: (index, className) =>
              `<button type="button" class="${className}" aria-label="Show offer ${index + 1}"></button>`,
          }
        }
        modules={modules}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          if (stopped) swiper.autoplay?.stop();
        }}
        className="pb-8!"
        style={swiperStyle}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner._id} role="group" aria-roledescription="slide">
            <BannerSlide banner={banner} index={index} count={banners.length} />
          </SwiperSlide>
        ))}
      </Swiper>
      {moving && (
        <button
          type="button"
          onClick={toggle}
          aria-label={stopped ? "Play offers" : "Pause offers"}
          className="absolute right-1 bottom-0 z-10 inline-flex size-8 items-center justify-center rounded-full text-gray-800 hover:bg-gray-200"
        >
          {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        </button>
      )}
    </section>
  );
}
