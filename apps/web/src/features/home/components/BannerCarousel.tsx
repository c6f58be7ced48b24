/**
 * The home page's banner carousel (Swiper, in its own chunk, started once the page is idle: see HomePage). It loops
 * and autoplays every BANNER_AUTOPLAY_MS (spec §4, §9), with pagination dots, swipe and the arrow keys. Autoplay
 * pauses while the pointer is over it or focus is inside it, and a button stops and restarts it (WCAG 2.2.2); with
 * reduced motion it starts stopped. Only Swiper's Autoplay and Pagination modules are loaded, to keep it small: the
 * slide and dot labels and the keys are done here. A linked banner (issue 14) is a link to its offer, restaurant or
 * category; when the keyboard was on a still banner as the carousel took over, the focus goes to the same banner.
 */
import type { Banner } from "@zaika/contract/banner";
import { Pause, Play } from "lucide-react";
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { t } from "../../../lib/i18n";
import { BannerSlide } from "./BannerSlide";
import { bannerSwiperOptions } from "./banner-carousel-options";
import { bannerDestination } from "./banner-link";

const modules = [Autoplay, Pagination];

const swiperStyle = {
  "--swiper-pagination-color": "var(--color-brand-700)",
  // 24 px buttons (the least a finger can hit, WCAG 2.5.8) drawn as 10 px dots: a 7 px transparent border each side.
  "--swiper-pagination-bullet-size": "24px",
  "--swiper-pagination-bullet-horizontal-gap": "0px",
  "--swiper-pagination-bottom": "6px",
} as CSSProperties;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

const noCategoryName = () => undefined;

export default function BannerCarousel({
  banners,
  categoryName = noCategoryName,
  focusBanner = null,
}: {
  banners: readonly Banner[];
  /** A category's name by its id, for a banner that links to a category. */
  categoryName?: (id: string) => string | undefined;
  /** The banner whose link had the focus among the still banners this carousel replaces. */
  focusBanner?: string | null;
}) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const options = bannerSwiperOptions(banners.length);
  const moving = options.autoplay !== false;

  // Only once, as the carousel appears: later focus is the user's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design
  useEffect(() => {
    if (!focusBanner) return;
    const index = banners.findIndex((banner) => banner._id === focusBanner);
    if (index < 0) return;
    swiperRef.current?.slideToLoop?.(index, 0, false);
    // In a loop Swiper copies slides: the one in view is the one to focus.
    const selector = `[data-banner-id="${focusBanner}"]`;
    const root = sectionRef.current;
    const link =
      root?.querySelector<HTMLElement>(`.swiper-slide-active ${selector}`) ??
      root?.querySelector<HTMLElement>(selector);
    link?.focus({ preventScroll: true });
  }, []);

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
      ref={sectionRef}
      aria-roledescription={t("home:carousel")}
      aria-label={t("home:offers")}
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
              // i18n-ignore: markup; its label comes from the catalog
              `<button type="button" class="${className}" aria-label="${t("home:showOffer", { number: index + 1 })}"></button>`,
          }
        }
        modules={modules}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          if (stopped) swiper.autoplay?.stop();
        }}
        className="pb-8! [&_.swiper-pagination-bullet]:border-7 [&_.swiper-pagination-bullet]:border-transparent [&_.swiper-pagination-bullet]:bg-clip-padding"
        style={swiperStyle}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner._id} role="group" aria-roledescription={t("home:slide")}>
            <BannerSlide
              banner={banner}
              index={index}
              count={banners.length}
              destination={bannerDestination(banner.link, categoryName)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {moving && (
        <button
          type="button"
          onClick={toggle}
          aria-label={stopped ? t("home:playOffers") : t("home:pauseOffers")}
          className="absolute right-1 bottom-0 z-10 inline-flex size-8 items-center justify-center rounded-full text-gray-800 hover:bg-gray-200"
        >
          {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        </button>
      )}
    </section>
  );
}
