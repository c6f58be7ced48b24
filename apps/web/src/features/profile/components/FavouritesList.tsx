/**
 * The profile's Favourites: the restaurants the customer keeps (the heart on cards and restaurant pages), most
 * recently saved first, as listing cards; the heart on each removes it at once. The removed card took the keyboard
 * focus with it, so the list itself takes it then (rather than the page's start).
 */
import { Heart } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFavourites } from "../../../api/favourites";
import { FavouriteButton } from "../../../components/favourites/FavouriteButton";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { RestaurantCard, RestaurantCardSkeleton } from "../../../components/ui/RestaurantCard";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";

const gridClassName = "grid grid-cols-1 gap-x-6 gap-y-6 sm:grid-cols-2";

export function FavouritesList() {
  const favourites = useFavourites();
  const listRef = useRef<HTMLDivElement>(null);
  const count = favourites.data?.data.length;
  const previous = useRef(count);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    const lostFocus = document.activeElement === null || document.activeElement === document.body;
    if (before !== undefined && count !== undefined && count < before && lostFocus) listRef.current?.focus();
  }, [count]);

  if (favourites.isPending) {
    return (
      <div role="status" className={gridClassName}>
        <span className="sr-only">{t("profile:loadingFavourites")}</span>
        <RestaurantCardSkeleton />
        <RestaurantCardSkeleton />
      </div>
    );
  }
  if (favourites.isError) {
    return (
      <ErrorState
        title={t("profile:favouritesLoadFailed")}
        message={messageText(errorMessage(favourites.error))}
        onRetry={() => void favourites.refetch()}
        retrying={favourites.isFetching}
      />
    );
  }
  return (
    <div ref={listRef} tabIndex={-1} className="outline-none">
      {favourites.data.data.length === 0 ? (
        <EmptyState icon={Heart} title={t("profile:favouritesEmpty")} />
      ) : (
        <FavouriteCards restaurants={favourites.data.data} />
      )}
    </div>
  );
}

function FavouriteCards({
  restaurants,
}: {
  restaurants: NonNullable<ReturnType<typeof useFavourites>["data"]>["data"];
}) {
  return (
    <ul className={gridClassName} aria-label={t("profile:favouriteRestaurants")}>
      {restaurants.map((restaurant) => (
        <li key={restaurant._id}>
          <RestaurantCard
            restaurant={restaurant}
            href={paths.user.restaurant.getHref(restaurant._id)}
            action={<FavouriteButton restaurant={restaurant} />}
          />
        </li>
      ))}
    </ul>
  );
}
