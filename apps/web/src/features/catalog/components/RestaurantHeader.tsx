/**
 * The top of a restaurant page: cover and logo, name, cuisines, address, rating, open or closed now, delivery time,
 * distance, price range, the delivery terms (minimum order, fee, free-delivery threshold), how it can be paid (issue
 * 16) and the favourites heart.
 */
import { IMAGE_MAX_EDGE, MAIN_PICTURE_SIZES } from "@zaika/contract/media-rules";
import type { Restaurant } from "@zaika/contract/restaurant";
import { deliveryChargeOf } from "@zaika/contract/restaurant-terms";
import { Bike, Clock, MapPin } from "lucide-react";
import { FavouriteButton } from "../../../components/favourites/FavouriteButton";
import { closedNowText, etaRangeText, opensAtText, pauseText } from "../../../components/listing/availability-text";
import { Badge } from "../../../components/ui/Badge";
import { PaymentModesNote } from "../../../components/ui/PaymentModes";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { formatDistance, PriceRange, RatingBadge } from "../../../components/ui/RestaurantCard";
import { formatRupees, t } from "../../../lib/i18n";
import { RATINGS_SECTION_ID } from "./RestaurantRatings";

export function RestaurantHeader({ restaurant }: { restaurant: Restaurant }) {
  const { name, images, cuisine, address, rating, isOpenNow, distance, priceRange, deliverySettings, foodType } =
    restaurant;
  // As the bill will charge it: a threshold at or below the minimum order is free delivery on every order.
  const charge = deliveryChargeOf(deliverySettings);
  // "Opens at 7:00 PM", "Closed now", "Paused · back at 8:30 PM", or null while taking orders: the server's open-now
  // and next opening, and the pause (the page reads the menu again when a pause ends).
  const status = !isOpenNow
    ? restaurant.opensAt
      ? opensAtText(new Date(restaurant.opensAt))
      : closedNowText()
    : pauseText(restaurant.kitchen);

  return (
    <header>
      <div className="relative">
        {images.cover ? (
          <RestaurantCover src={images.cover} greyed={!isOpenNow} />
        ) : (
          <div aria-hidden="true" className="h-24 rounded-2xl bg-gradient-to-r from-brand-100 to-brand-50 sm:h-32" />
        )}
        {images.logo && (
          <ResponsiveImage
            src={images.logo}
            sizes="(min-width: 640px) 80px, 64px"
            maxWidth={IMAGE_MAX_EDGE.logo}
            width={80}
            height={80}
            eager
            className="absolute -bottom-8 left-4 size-16 rounded-2xl border-4 border-white bg-white object-cover shadow sm:size-20"
          />
        )}
      </div>

      <div className={images.logo ? "mt-10 sm:mt-12" : "mt-4"}>
        <div className="flex items-start gap-3">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-extrabold text-gray-900 sm:text-3xl">{name}</h1>
            {status === null ? <Badge tone="green">{t("listing:openNow")}</Badge> : <Badge tone="red">{status}</Badge>}
            {foodType === "veg" && <Badge tone="green">{t("catalog:pureVeg")}</Badge>}
          </div>
          <FavouriteButton restaurant={restaurant} variant="header" />
        </div>
        <p className="mt-1 text-gray-800">{cuisine.join(", ")}</p>
        <p className="mt-1 flex items-start gap-1 text-sm text-gray-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {address.street}, {address.city}
        </p>

        <ul className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-semibold text-gray-900">
          <li className="flex items-center gap-1.5">
            <RatingBadge rating={rating} />
            {rating.count > 0 && (
              // To the ratings and reviews below the menu.
              <a
                href={`#${RATINGS_SECTION_ID}`}
                className="font-normal text-gray-700 underline-offset-4 hover:underline"
              >
                {t("catalog:ratings", { count: rating.count })}
              </a>
            )}
          </li>
          <li className="flex items-center gap-1">
            <Clock className="size-4 text-gray-700" aria-hidden="true" />
            {/* The range promised now for the stored location (learned ETAs). */}
            <span className="sr-only">{t("catalog:deliveryIn")} </span>
            {etaRangeText(restaurant.eta)}
          </li>
          {distance !== null && (
            <li className="flex items-center gap-1">
              <MapPin className="size-4 text-gray-700" aria-hidden="true" />
              {t("catalog:distanceAway", { distance: formatDistance(distance) })}
            </li>
          )}
          <li>
            <PriceRange value={priceRange} />
          </li>
        </ul>

        <div className="mt-3 space-y-1.5 rounded-xl bg-gray-100 px-3 py-2 text-sm text-gray-800">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Bike className="size-4 shrink-0 text-gray-700" aria-hidden="true" />
            <span>{t("catalog:minOrder", { amount: formatRupees(deliverySettings.minimumOrderAmount) })}</span>
            <span aria-hidden="true">•</span>
            {charge.kind === "free" ? (
              <span className="font-semibold text-green-800">{t("catalog:freeDeliveryEveryOrder")}</span>
            ) : (
              <span>{t("catalog:deliveryFee", { amount: formatRupees(charge.fee) })}</span>
            )}
            {charge.kind === "fee" && charge.freeAbove !== null && (
              <>
                <span aria-hidden="true">•</span>
                <span className="font-semibold text-green-800">
                  {t("catalog:freeDeliveryAbove", { amount: formatRupees(charge.freeAbove) })}
                </span>
              </>
            )}
          </p>
          <PaymentModesNote payments={restaurant.paymentOptions} className="[&>svg]:text-gray-700" />
        </div>
      </div>
    </header>
  );
}

/**
 * The cover across the top of a restaurant's page, the page's largest picture (fetched first); greyed while the
 * restaurant is closed. The page's placeholder draws it the same way when the server sent it with the page.
 */
export function RestaurantCover({ src, greyed = false }: { src: string; greyed?: boolean }) {
  return (
    <ResponsiveImage
      src={src}
      sizes={MAIN_PICTURE_SIZES.restaurantCover}
      width={1600}
      height={500}
      priority
      className={`h-36 w-full rounded-2xl bg-gray-200 object-cover sm:h-56 ${greyed ? "grayscale" : ""}`}
    />
  );
}
