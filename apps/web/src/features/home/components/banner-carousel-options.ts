/**
 * The banner carousel's Swiper settings (spec §4, §9): it loops and autoplays every BANNER_AUTOPLAY_MS, pausing while
 * the pointer is over it. Kept apart from the component so the settings are tested without Swiper, and shared with
 * the still banners shown before Swiper starts.
 */
import { BANNER_AUTOPLAY_MS } from "@zaika/contract/constants";

/** The fewest slides Swiper can loop with one (or, from md, two) banners in view. */
const LOOP_MIN_SLIDES = 2;
const TWO_UP_MIN_SLIDES = 3;
const THREE_UP_MIN_SLIDES = 4;
export const BANNER_GAP_PX = 16;

/** Banners in view at once: one on phones, two from md (768 px), three from xl (1280 px), as many as loop allows. */
export function bannersInView(count: number): { md: number; xl: number } {
  return {
    md: count >= TWO_UP_MIN_SLIDES ? 2 : 1,
    xl: count >= THREE_UP_MIN_SLIDES ? 3 : count >= TWO_UP_MIN_SLIDES ? 2 : 1,
  };
}

export function bannerSwiperOptions(count: number) {
  const moving = count >= LOOP_MIN_SLIDES;
  return {
    loop: moving,
    autoplay: moving ? { delay: BANNER_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    pagination: moving ? { clickable: true } : false,
    spaceBetween: BANNER_GAP_PX,
    slidesPerView: 1,
    breakpoints: { 768: { slidesPerView: bannersInView(count).md }, 1280: { slidesPerView: bannersInView(count).xl } },
  } as const;
}
