/**
 * /user: the customer home (spec §1): the banner carousel, the categories (loaded when scrolled near), the
 * restaurants near the stored location and the Express Delivery card. Titled "… Food Delivery 24/7 | Order Food Online".
 */

import { useQuery } from "@tanstack/react-query";
import type { Banner } from "@zaika/contract/banner";
import { lazy, Suspense, useCallback, useRef } from "react";
import { bannersQueryOptions } from "../../../api/banners";
import { useCategories } from "../../../api/categories";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useAuth } from "../../../lib/auth-store";
import { t } from "../../../lib/i18n";
import { pageData } from "../../../lib/page-data";
import { useTitle } from "../../../lib/use-title";
import { BannerSlide } from "../components/BannerSlide";
import { bannersInView } from "../components/banner-carousel-options";
import { bannerDestination } from "../components/banner-link";
import { CategoriesSection } from "../components/CategoriesSection";
import { ExpressDeliveryCard } from "../components/ExpressDeliveryCard";
import { RestaurantsSection } from "../components/RestaurantsSection";
import { useAfterIdle } from "../hooks/use-after-idle";

// Swiper (about 30 KB gzipped, with its CSS) loads in its own chunk once the page is idle, so it never delays the
// first load; until then the first banners stand still in exactly the carousel's place and size.
const BannerCarousel = lazy(() => import("../components/BannerCarousel"));
/**
 * Swiper also waits this long after the page's load: its script (about a second of a mid-range phone's main thread)
 * then runs once the page has settled rather than while it is still loading and answering the first taps. The first
 * banner shows meanwhile; a tap, a pointer or the focus on the banners starts it at once.
 */
const CAROUSEL_AFTER_LOAD_MS = 4000;

function BannersSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 pb-8 md:grid-cols-2 xl:grid-cols-3">
      <Skeleton className="aspect-[16/5] w-full rounded-2xl" />
      <Skeleton className="hidden aspect-[16/5] w-full rounded-2xl md:block" />
      <Skeleton className="hidden aspect-[16/5] w-full rounded-2xl xl:block" />
    </div>
  );
}

/**
 * The carousel's first view, before Swiper has loaded. Any interaction starts the carousel at once; focus on a linked
 * banner says which one, so the carousel can keep the focus there.
 */
function StillBanners({
  banners,
  categoryName,
  onInteract,
}: {
  banners: readonly Banner[];
  categoryName: (id: string) => string | undefined;
  onInteract: (focusedBanner?: string) => void;
}) {
  const inView = bannersInView(banners.length);
  const columns = `${inView.md === 2 ? "md:grid-cols-2" : ""} ${inView.xl === 3 ? "xl:grid-cols-3" : ""}`;
  return (
    <section
      aria-roledescription={t("home:carousel")}
      aria-label={t("home:offers")}
      className={`grid grid-cols-1 gap-4 pb-8 ${columns}`}
      onPointerEnter={() => onInteract()}
      onTouchStart={() => onInteract()}
      onFocus={(event) => onInteract(event.target.closest<HTMLElement>("[data-banner-id]")?.dataset.bannerId)}
    >
      {banners.slice(0, inView.xl).map((banner, index) => (
        <div key={banner._id} className={index === 0 ? undefined : index === 1 ? "hidden md:block" : "hidden xl:block"}>
          <BannerSlide
            banner={banner}
            index={index}
            count={banners.length}
            destination={bannerDestination(banner.link, categoryName)}
          />
        </div>
      ))}
    </section>
  );
}

function Banners() {
  // The banners the server sent with the page (lib/page-data) show at once, while the API is asked as usual.
  const { data, isPending } = useQuery({ ...bannersQueryOptions(), placeholderData: pageData().banners });
  const [carouselWanted, startCarousel] = useAfterIdle(CAROUSEL_AFTER_LOAD_MS);
  const focusedBanner = useRef<string | null>(null);
  // A banner that links to a category needs its name for the link (the categories section reads the same list).
  const categories = useCategories({ enabled: data?.some((banner) => banner.link?.kind === "category") ?? false });
  const categoryName = useCallback(
    (id: string) => categories.data?.find((category) => category._id === id)?.name,
    [categories.data],
  );
  if (isPending) return <BannersSkeleton />;
  // No banners (or none could be loaded: the API client has said so): the page simply starts with the categories.
  if (!data || data.length === 0) return null;
  const interact = (banner?: string) => {
    if (banner) focusedBanner.current = banner;
    startCarousel();
  };
  const still = <StillBanners banners={data} categoryName={categoryName} onInteract={interact} />;
  if (!carouselWanted) return still;
  return (
    <Suspense fallback={still}>
      <BannerCarousel banners={data} categoryName={categoryName} focusBanner={focusedBanner.current} />
    </Suspense>
  );
}

export function HomePage() {
  useTitle();
  const { user } = useAuth();

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-5 sm:space-y-10 sm:py-8">
      <h1 className="text-2xl font-extrabold text-gray-900 sm:text-3xl">
        {user ? t("home:greeting", { name: user.name.split(" ")[0] }) : t("home:greetingGuest")}
      </h1>
      <Banners />
      <CategoriesSection />
      <RestaurantsSection />
      <ExpressDeliveryCard />
    </div>
  );
}
