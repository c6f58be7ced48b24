/**
 * The customers' restaurant listing of the home and category pages: the filter bar (its state in the URL), the
 * restaurants taking orders first (decision 017) in a grid of cards, "Show more", and loading, error, empty and
 * filtered-empty states.
 */
import { activeFilterCount } from "@zaika/contract/listing-rules";
import { SearchX, Store } from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import { useNearbyRestaurants } from "../../api/restaurants";
import { paths } from "../../config/paths";
import { t } from "../../lib/i18n";
import { DEFAULT_LISTING_VIEW } from "../../lib/listing-view";
import type { StoredLocation } from "../../lib/storage";
import { useListingView } from "../../lib/use-listing-view";
import { FavouriteButton } from "../favourites/FavouriteButton";
import { Button } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { ErrorState } from "../ui/ErrorState";
import { RestaurantCard, RestaurantCardSkeleton } from "../ui/RestaurantCard";
import { ListingFilterBar } from "./ListingFilterBar";

// grid-cols-1 on a phone: one column as wide as the screen (an implicit one grows to the longest name).
const gridClassName = "grid grid-cols-1 gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
/** A card's height as a placeholder while it is out of view: a phone's row, a wider screen's card. */
const CARD_ITEM_CLASS =
  "[content-visibility:auto] [contain-intrinsic-size:auto_8.75rem] sm:[contain-intrinsic-size:auto_22rem]";
/** Cards in the first rows of the grid are likely above the fold on a phone: their pictures load at once. */
const EAGER_CARDS = 2;

type RestaurantListingProps = {
  location: StoredLocation | null;
  /** Only restaurants with an available dish in this category. */
  categoryId?: string;
  /** What an empty listing says when no filter is on. */
  empty: { title: string; description: string; action?: ReactNode };
  skeletons?: number;
};

export function RestaurantListing({ location, categoryId, empty, skeletons = 8 }: RestaurantListingProps) {
  const { view, setView } = useListingView(location !== null);
  const query = useNearbyRestaurants(location, categoryId, view);
  // The cards are a page's largest render: they follow the answer as a deferred update, which React renders in
  // slices instead of one long task on a phone's CPU (issue 15); until then the placeholders (or the last list) stay.
  const data = useDeferredValue(query.data);
  const list = data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.pagination.total;
  const filtersOn = activeFilterCount(view.filters) > 0;
  const clearFilters = () => setView(DEFAULT_LISTING_VIEW);

  let body: ReactNode;
  if (query.isPending || (data === undefined && query.data !== undefined)) {
    body = (
      <div role="status" className={gridClassName}>
        <span className="sr-only">{t("listing:loadingRestaurants")}</span>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <RestaurantCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (query.isError && list.length === 0) {
    body = (
      <ErrorState
        title={t("listing:restaurantsError")}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (list.length === 0) {
    body = filtersOn ? (
      <EmptyState
        icon={SearchX}
        title={t("listing:noFilterMatch")}
        description={t("listing:noFilterMatchHint")}
        action={
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            {t("listing:clearFilters")}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={Store} title={empty.title} description={empty.description} action={empty.action} />
    );
  } else {
    body = (
      <>
        <ul className={gridClassName}>
          {list.map((restaurant, index) => (
            // Cards out of view skip style and layout until scrolled near (each keeps its last height).
            <li key={restaurant._id} className={CARD_ITEM_CLASS}>
              <RestaurantCard
                restaurant={restaurant}
                href={paths.user.restaurant.getHref(restaurant._id)}
                priority={index < EAGER_CARDS}
                action={<FavouriteButton restaurant={restaurant} />}
              />
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t("listing:showMoreRestaurants")}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div>
      <ListingFilterBar view={view} onChange={setView} hasLocation={location !== null} />
      {/* Announces how many restaurants the filters leave. */}
      <p aria-live="polite" className="mt-3 min-h-5 text-sm text-gray-700">
        {total !== undefined && total > 0 && t("listing:restaurantCount", { count: total })}
      </p>
      <div className="mt-3">{body}</div>
    </div>
  );
}
