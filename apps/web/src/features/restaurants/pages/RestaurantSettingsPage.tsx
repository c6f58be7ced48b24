/** /restaurant/settings: the owner's own profile form and business hours. */

import { useMyRestaurant } from "../../../api/restaurants";
import { ErrorState } from "../../../components/ui/ErrorState";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { BusinessHoursSection } from "../components/BusinessHoursSection";
import { RestaurantDetailSkeleton } from "../components/RestaurantDetailSkeleton";
import { RestaurantProfileForm } from "../components/RestaurantProfileForm";
import { isNotFound } from "../lib/not-found";

export function RestaurantSettingsPage() {
  useTitle(t("restaurants:settingsTitle"));
  const restaurant = useMyRestaurant();

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("restaurants:settingsHeading")}</h1>
        <p className="mt-1 text-gray-700">{t("restaurants:settingsIntro")}</p>
      </div>
      {restaurant.isPending ? (
        <RestaurantDetailSkeleton />
      ) : restaurant.isError ? (
        <ErrorState
          title={isNotFound(restaurant.error) ? t("restaurants:noneLinked") : t("restaurants:yourRestaurantError")}
          message={messageText(errorMessage(restaurant.error))}
          onRetry={isNotFound(restaurant.error) ? undefined : () => restaurant.refetch()}
          retrying={restaurant.isFetching}
        />
      ) : (
        <>
          <section aria-labelledby="profile-heading" className="space-y-4">
            <h2 id="profile-heading" className="text-xl font-semibold text-gray-900">
              {t("restaurants:profile")}
            </h2>
            <RestaurantProfileForm key={restaurant.data._id} restaurant={restaurant.data} mode="owner" />
          </section>
          <BusinessHoursSection restaurantId={restaurant.data._id} alwaysEditing />
        </>
      )}
    </div>
  );
}
