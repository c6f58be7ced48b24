/**
 * "Popular restaurants near you" (or "Restaurants" without a location): nearest first within the search radius when
 * a location is stored (spec §7), with skeletons, an empty state, an error state and "Show more".
 */
import { MapPin, Store } from "lucide-react";
import { useNearbyRestaurants } from "../../../api/restaurants";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { RestaurantCard, RestaurantCardSkeleton } from "../../../components/ui/RestaurantCard";
import { paths } from "../../../config/paths";
import { requestLocationChoice, useStoredLocation } from "../../../lib/storage";

const SKELETON_CARDS = 8;
/** Cards in the first rows of the grid are likely above the fold on a phone: their pictures load at once. */
const EAGER_CARDS = 2;

const gridClassName = "grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export function RestaurantsSection() {
  const location = useStoredLocation();
  const restaurants = useNearbyRestaurants(location);
  const list = restaurants.data?.pages.flatMap((page) => page.data) ?? [];
  const total = restaurants.data?.pages[0]?.pagination.total;

  return (
    <section aria-labelledby="restaurants-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0 max-w-full">
          <h2 id="restaurants-title" className="text-xl font-extrabold text-gray-900 sm:text-2xl">
            {location ? "Popular restaurants near you" : "Restaurants"}
          </h2>
          {location && (
            <p className="mt-1 flex min-w-0 items-center gap-1 text-sm text-gray-700">
              <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="truncate">Delivering to {location.description}</span>
            </p>
          )}
        </div>
        {total !== undefined && total > 0 && (
          <p className="text-sm text-gray-700">
            {total} {total === 1 ? "restaurant" : "restaurants"}
          </p>
        )}
      </div>

      {!location && (
        <div className="mt-4 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-gray-900">
            <span className="font-semibold">Where should we deliver?</span> Set your location to see restaurants near
            you, nearest first.
          </p>
          <Button size="sm" onClick={requestLocationChoice}>
            <MapPin className="size-4" aria-hidden="true" />
            Set location
          </Button>
        </div>
      )}

      <div className="mt-5">
        {restaurants.isPending ? (
          <div role="status" className={gridClassName}>
            <span className="sr-only">Loading restaurants</span>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <RestaurantCardSkeleton key={index} />
            ))}
          </div>
        ) : restaurants.isError && list.length === 0 ? (
          <ErrorState
            title="Could not load restaurants"
            onRetry={() => void restaurants.refetch()}
            retrying={restaurants.isRefetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={Store}
            title={location ? "No restaurants deliver here yet" : "No restaurants yet"}
            description={
              location
                ? `We could not find restaurants near ${location.description}. Try a location nearby.`
                : "Restaurants will appear here as soon as they join Zaika."
            }
            action={
              location ? (
                <Button variant="secondary" size="sm" onClick={requestLocationChoice}>
                  Change location
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className={gridClassName}>
              {list.map((restaurant, index) => (
                <li key={restaurant._id}>
                  <RestaurantCard
                    restaurant={restaurant}
                    href={paths.user.restaurant.getHref(restaurant._id)}
                    priority={index < EAGER_CARDS}
                  />
                </li>
              ))}
            </ul>
            {restaurants.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void restaurants.fetchNextPage()}
                  loading={restaurants.isFetchingNextPage}
                >
                  Show more restaurants
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
