/**
 * "Popular restaurants near you" (or "Restaurants" without a location): within the search radius of the stored
 * location when there is one (spec §7), restaurants taking orders first, with the filter bar (decision 017).
 */
import { MapPin } from "lucide-react";
import { RestaurantListing } from "../../../components/listing/RestaurantListing";
import { Button } from "../../../components/ui/Button";
import { requestLocationChoice, useStoredLocation } from "../../../lib/storage";

export function RestaurantsSection() {
  const location = useStoredLocation();

  return (
    <section aria-labelledby="restaurants-title">
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
        <RestaurantListing
          location={location}
          empty={
            location
              ? {
                  title: "No restaurants deliver here yet",
                  description: `We could not find restaurants near ${location.description}. Try a location nearby.`,
                  action: (
                    <Button variant="secondary" size="sm" onClick={requestLocationChoice}>
                      Change location
                    </Button>
                  ),
                }
              : {
                  title: "No restaurants yet",
                  description: "Restaurants will appear here as soon as they join Zaika.",
                }
          }
        />
      </div>
    </section>
  );
}
