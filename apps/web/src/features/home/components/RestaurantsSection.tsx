/**
 * "Popular restaurants near you" (or "Restaurants" without a location): within the search radius of the stored
 * location when there is one (spec §7), restaurants taking orders first, with the filter bar (decision 017).
 */
import { MapPin } from "lucide-react";
import { Trans } from "../../../components/i18n/Trans";
import { RestaurantListing } from "../../../components/listing/RestaurantListing";
import { Button } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";
import { requestLocationChoice, useStoredLocation } from "../../../lib/storage";

export function RestaurantsSection() {
  const location = useStoredLocation();

  return (
    <section aria-labelledby="restaurants-title">
      <div className="min-w-0 max-w-full">
        <h2 id="restaurants-title" className="text-xl font-extrabold text-gray-900 sm:text-2xl">
          {location ? t("home:popularNearYou") : t("home:restaurants")}
        </h2>
        {location && (
          <p className="mt-1 flex min-w-0 items-center gap-1 text-sm text-gray-700">
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="truncate">{t("home:deliveringTo", { place: location.description })}</span>
          </p>
        )}
      </div>

      {!location && (
        <div className="mt-4 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-gray-900">
            <Trans i18nKey="home:whereToDeliver" components={{ bold: <span className="font-semibold" /> }} />
          </p>
          <Button size="sm" onClick={requestLocationChoice}>
            <MapPin className="size-4" aria-hidden="true" />
            {t("home:setLocation")}
          </Button>
        </div>
      )}

      <div className="mt-5">
        <RestaurantListing
          location={location}
          empty={
            location
              ? {
                  title: t("home:noneDeliverHere"),
                  description: t("home:noneNear", { place: location.description }),
                  action: (
                    <Button variant="secondary" size="sm" onClick={requestLocationChoice}>
                      {t("home:changeLocation")}
                    </Button>
                  ),
                }
              : {
                  title: t("home:noRestaurantsYet"),
                  description: t("home:restaurantsWillAppear"),
                }
          }
        />
      </div>
    </section>
  );
}
