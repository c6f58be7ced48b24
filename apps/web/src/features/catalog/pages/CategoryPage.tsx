/**
 * /user/category/{id}?category={name}: the restaurants serving a category (with the listing's filter bar, its state in
 * the URL beside the name) and its dishes, near the stored location when there is one, each list with loading, empty
 * and error states.
 */
import { IMAGE_MAX_EDGE } from "@zaika/contract/media-rules";
import { MapPin, UtensilsCrossed } from "lucide-react";
import { RestaurantListing } from "../../../components/listing/RestaurantListing";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { formatDistance } from "../../../components/ui/RestaurantCard";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { formatRupees, t } from "../../../lib/i18n";
import { Link, useParams, useSearchParams } from "../../../lib/router";
import { requestLocationChoice, type StoredLocation, useStoredLocation } from "../../../lib/storage";
import { useTitle } from "../../../lib/use-title";
import { type NearbyDish, useNearbyDishes } from "../api/get-nearby-dishes";

const dishGrid = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

function RestaurantsOfCategory({ categoryId, location }: { categoryId: string; location: StoredLocation | null }) {
  return (
    <RestaurantListing
      location={location}
      categoryId={categoryId}
      skeletons={4}
      empty={
        location
          ? {
              title: t("catalog:noneNearServeThis"),
              description: t("catalog:tryCategoryOrLocation"),
            }
          : { title: t("catalog:noneServeThis"), description: t("catalog:tryCategory") }
      }
    />
  );
}

function DishTile({ dish: { product, restaurant } }: { dish: NearbyDish }) {
  const onSale = product.discountedPrice !== null && product.discountedPrice < product.price;
  const href = `${paths.user.restaurant.getHref(restaurant._id)}?dish=${encodeURIComponent(product._id)}`;

  return (
    <article
      className={`relative flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-200 ${
        restaurant.isOpenNow ? "" : "text-gray-700"
      }`}
    >
      {product.image ? (
        // A 4:3 dish picture fills a 6 rem square by its height: 8 rem of its width is drawn.
        <ResponsiveImage
          src={product.image}
          sizes="8rem"
          maxWidth={IMAGE_MAX_EDGE.product}
          width={96}
          height={96}
          className={`size-24 shrink-0 rounded-xl bg-gray-100 object-cover ${restaurant.isOpenNow ? "" : "grayscale"}`}
        />
      ) : (
        <div aria-hidden="true" className="size-24 shrink-0 rounded-xl bg-brand-50" />
      )}
      <div className="min-w-0 flex-1">
        <FoodTypeMark type={product.foodType} />
        <h3 className="mt-0.5 font-bold break-words text-gray-900">
          <Link to={href} className="rounded after:absolute after:inset-0 after:rounded-2xl">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm">
          <span className="font-semibold text-gray-900">
            {formatRupees(onSale ? (product.discountedPrice ?? product.price) : product.price)}
          </span>
          {onSale && (
            <s className="ml-2 text-gray-600">
              <span className="sr-only">{t("catalog:was")} </span>
              {formatRupees(product.price)}
            </s>
          )}
        </p>
        <p className="mt-1 text-sm break-words text-gray-700">
          {restaurant.name}
          {restaurant.distance !== null && ` · ${formatDistance(restaurant.distance)}`}
        </p>
        {!restaurant.isOpenNow && <p className="mt-0.5 text-xs font-bold text-red-800">{t("listing:closedNow")}</p>}
      </div>
    </article>
  );
}

function DishesOfCategory({ categoryId, location }: { categoryId: string; location: StoredLocation | null }) {
  const query = useNearbyDishes(categoryId, location);
  const list = query.data?.pages.flatMap((page) => page.data) ?? [];

  if (query.isPending) {
    return (
      <div role="status" className={dishGrid}>
        <span className="sr-only">{t("catalog:loadingDishes")}</span>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-30 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError && list.length === 0) {
    return (
      <ErrorState title={t("catalog:dishesError")} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon={UtensilsCrossed}
        title={t("catalog:noDishesFound")}
        description={location ? t("catalog:noDishNearYou") : t("catalog:nothingOnMenus")}
      />
    );
  }
  return (
    <>
      <ul className={dishGrid}>
        {list.map((dish) => (
          <li key={dish.product._id}>
            <DishTile dish={dish} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t("catalog:showMoreDishes")}
          </Button>
        </div>
      )}
    </>
  );
}

export function CategoryPage() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const name = searchParams.get("category")?.trim() || t("catalog:category");
  const location = useStoredLocation();
  useTitle(name);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-extrabold text-gray-900 sm:text-3xl">{name}</h1>
        {location ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-700">
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="truncate">{t("catalog:near", { place: location.description })}</span>
          </p>
        ) : (
          <div className="mt-4 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-gray-900">{t("catalog:showingEverywhere")}</p>
            <Button size="sm" onClick={requestLocationChoice}>
              <MapPin className="size-4" aria-hidden="true" />
              {t("catalog:setLocation")}
            </Button>
          </div>
        )}
      </div>

      <section aria-labelledby="category-restaurants-title">
        <h2 id="category-restaurants-title" className="mb-5 text-xl font-extrabold text-gray-900 sm:text-2xl">
          {t("catalog:restaurantsServing", { name })}
        </h2>
        <RestaurantsOfCategory categoryId={id} location={location} />
      </section>

      <section aria-labelledby="category-dishes-title">
        <h2 id="category-dishes-title" className="mb-5 text-xl font-extrabold text-gray-900 sm:text-2xl">
          {t("catalog:categoryDishes", { name })}
        </h2>
        <DishesOfCategory categoryId={id} location={location} />
      </section>
    </div>
  );
}
