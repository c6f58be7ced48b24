/**
 * The home page's categories (spec §1): headed 'Categories', loaded only when scrolled near, with a skeleton of five
 * placeholders meanwhile. Each category opens /user/category/{id}?category={name}.
 */
import { IMAGE_MAX_EDGE } from "@zaika/contract/media-rules";
import { useRef } from "react";
import { useCategories } from "../../../api/categories";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { useInView } from "../hooks/use-in-view";

export const CATEGORY_SKELETON_COUNT = 5;

const rowClassName =
  "-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:gap-6 lg:mx-0 lg:grid lg:grid-cols-8 lg:overflow-visible lg:px-0";

export function CategoriesSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef);
  const { data, isError, refetch, isRefetching } = useCategories({ enabled: inView });

  return (
    <section ref={sectionRef} aria-labelledby="categories-title">
      <h2 id="categories-title" className="text-xl font-extrabold text-gray-900 sm:text-2xl">
        {t("home:categories")}
      </h2>
      <div className="mt-4 min-h-32">
        {isError ? (
          <ErrorState title={t("home:categoriesError")} onRetry={() => void refetch()} retrying={isRefetching} />
        ) : !data ? (
          <ul aria-label={t("home:categoriesLoading")} aria-busy="true" className={rowClassName}>
            {Array.from({ length: CATEGORY_SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="flex w-20 shrink-0 flex-col items-center gap-2 sm:w-24 lg:w-auto">
                <Skeleton className="size-20 rounded-full sm:size-24" />
                <Skeleton className="h-4 w-16" />
              </li>
            ))}
          </ul>
        ) : data.length === 0 ? (
          <p className="text-gray-700">{t("home:categoriesEmpty")}</p>
        ) : (
          <ul className={rowClassName}>
            {data.map((category) => (
              <li key={category._id} className="w-20 shrink-0 snap-start sm:w-24 lg:w-auto">
                <Link
                  to={paths.user.category.getHref(category._id, category.name)}
                  className="group flex flex-col items-center gap-2 rounded-xl p-1 text-center"
                >
                  {category.image ? (
                    <ResponsiveImage
                      src={category.image}
                      sizes="(min-width: 640px) 96px, 80px"
                      maxWidth={IMAGE_MAX_EDGE.category}
                      width={96}
                      height={96}
                      className="size-20 rounded-full bg-gray-100 object-cover transition-transform motion-safe:group-hover:scale-105 sm:size-24"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-2xl font-extrabold text-brand-700 sm:size-24"
                    >
                      {category.name.slice(0, 1)}
                    </span>
                  )}
                  <span className="line-clamp-2 text-sm font-semibold text-gray-800 group-hover:text-brand-800">
                    {category.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
