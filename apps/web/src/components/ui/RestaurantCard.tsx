/**
 * A restaurant in a customer list (home, category page): cover, name, rating, delivery time, distance, cuisines, price
 * range, pure-veg and offers badges, how it can be paid (issue 16), and while it takes no orders a greyed state saying
 * why ("Opens at 7:00 PM", "Paused · back at 8:30 PM", "Closed now"). The whole card is one link (its name), so it
 * reads once.
 */
import { formatEtaRange } from "@zaika/contract/eta-rules";
import { availabilityLabel } from "@zaika/contract/listing-rules";
import type { Restaurant } from "@zaika/contract/restaurant";
import { deliveryChargeOf } from "@zaika/contract/restaurant-terms";
import { BadgePercent, Leaf, Star } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber, formatRupees, t, translateMessage } from "../../lib/i18n";
import { Link } from "../../lib/router";
import { Trans } from "../i18n/Trans";
import { PaymentModesNote } from "./PaymentModes";
import { ResponsiveImage } from "./ResponsiveImage";
import { Skeleton } from "./Skeleton";

/**
 * How wide a card's cover is drawn. Covers are 8:3 and fill their box by its height: on phones a 7 × 8.75 rem box
 * draws about 22 rem of the picture's width; from sm the 16:10 box draws 1.67 times the column's width (two columns
 * from sm, three from lg, four from xl in a page at most 80 rem wide).
 */
const CARD_PICTURE_SIZES = "(min-width: 1280px) 490px, (min-width: 1024px) 55vw, (min-width: 640px) 83vw, 22rem";

export type RestaurantCardData = Pick<
  Restaurant,
  | "_id"
  | "name"
  | "cuisine"
  | "rating"
  | "priceRange"
  | "foodType"
  | "distance"
  | "images"
  | "eta"
  | "businessHours"
  | "kitchen"
> & {
  deliverySettings: Pick<
    Restaurant["deliverySettings"],
    "minimumOrderAmount" | "deliveryFee" | "freeDeliveryThreshold"
  >;
  paymentOptions: Pick<Restaurant["paymentOptions"], "acceptsCash" | "acceptsOnlinePayment">;
  /** A dish on offer (listings say; elsewhere left out). */
  hasOffers?: boolean;
};

/** 1234 m → "1.2 km". */
export function formatDistance(metres: number): string {
  const km = formatNumber(metres / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t("ui:distanceKm", { km });
}

/** A screen-reader-only part of a sentence whose visible part is a number (`<sr>` in the catalog). */
const SR_ONLY = { sr: <span className="sr-only" /> };

export function RatingBadge({ rating }: { rating: Restaurant["rating"] }) {
  if (rating.count === 0) {
    return (
      <span className="rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-800">
        {t("ui:ratingNew")}
      </span>
    );
  }
  return (
    <span
      className="inline-flex items-center gap-0.5 rounded-md bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white"
      title={t("ui:ratingsCount", { ratings: formatNumber(rating.count) })}
    >
      <Star className="size-3 fill-current" aria-hidden="true" />
      <Trans
        i18nKey="ui:ratedOutOf5"
        values={{ rating: rating.average.toFixed(1), ratings: formatNumber(rating.count) }}
        components={SR_ONLY}
      />
    </span>
  );
}

export function PriceRange({ value }: { value: Restaurant["priceRange"] }) {
  return (
    <span>
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{t("ui:priceRangeOf", { level: value.length })}</span>
    </span>
  );
}

type RestaurantCardProps = {
  restaurant: RestaurantCardData;
  href: string;
  /** Above the fold: load the picture at once; otherwise lazily. */
  priority?: boolean;
  /** A control over the picture's corner (the favourites heart), above the card's link. */
  action?: ReactNode;
};

export function RestaurantCard({ restaurant, href, priority = false, action }: RestaurantCardProps) {
  const { name, images, cuisine, rating, priceRange, foodType, distance, deliverySettings, eta, hasOffers } =
    restaurant;
  // Why it takes no orders now, or null while it does (the server ordered the listing by the same rule).
  const status = availabilityLabel(restaurant, new Date());
  const statusText = status === null ? null : translateMessage(status);
  const takingOrders = status === null;
  const picture = images.cover ?? images.logo;
  // Free delivery as the bill will make it: on every order, or above a threshold that can apply (never one at or
  // below the minimum order).
  const charge = deliveryChargeOf(deliverySettings);
  let freeDelivery: string | null = null;
  if (charge.kind === "free") freeDelivery = t("ui:freeDelivery");
  else if (charge.freeAbove !== null) {
    freeDelivery = t("ui:freeDeliveryAbove", { amount: formatRupees(charge.freeAbove) });
  }

  return (
    // Phones: a row (picture beside the details), as delivery apps show lists; wider screens: a card.
    <article className={`group relative flex gap-4 sm:flex-col sm:gap-0 ${takingOrders ? "" : "text-gray-700"}`}>
      <div className="relative aspect-[4/5] w-28 shrink-0 overflow-hidden rounded-2xl bg-gray-200 sm:aspect-[16/10] sm:w-full">
        {picture ? (
          <ResponsiveImage
            src={picture}
            sizes={CARD_PICTURE_SIZES}
            width={640}
            height={400}
            eager={priority}
            className={`size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105 ${
              takingOrders ? "" : "grayscale"
            }`}
          />
        ) : (
          <div aria-hidden="true" className="flex size-full items-center justify-center bg-brand-50">
            <span className="text-4xl font-extrabold text-brand-300">{name.slice(0, 1)}</span>
          </div>
        )}
        {takingOrders && freeDelivery !== null && (
          <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-gray-950/80 to-transparent px-2 pt-8 pb-1.5 text-[0.625rem] leading-tight font-extrabold tracking-wide text-white uppercase sm:px-3 sm:pb-2 sm:text-sm">
            {freeDelivery}
          </p>
        )}
        {status !== null && (
          <p className="absolute inset-0 flex items-center justify-center bg-gray-950/45 p-1.5">
            <span className="rounded-full bg-white px-2 py-1 text-center text-xs font-bold text-gray-900 sm:px-3 sm:text-sm">
              {statusText}
            </span>
          </p>
        )}
        {action}
      </div>
      <div className="min-w-0 flex-1 self-center sm:mt-2.5 sm:self-auto sm:px-1">
        {/* The whole name, wrapping when long: a card has the room (issue 16). */}
        <h3 className="text-lg leading-snug font-bold break-words text-gray-900">
          <Link to={href} className="rounded outline-offset-4 after:absolute after:inset-0 after:rounded-2xl">
            {name}
          </Link>
        </h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-gray-800">
          <RatingBadge rating={rating} />
          <span aria-hidden="true">•</span>
          {/* The range promised now (learned ETAs): worked out by the server for this location and hour. */}
          <span>
            <Trans
              i18nKey="ui:deliveryIn"
              values={{ eta: translateMessage(formatEtaRange(eta)) }}
              components={SR_ONLY}
            />
          </span>
          {distance !== null && (
            <>
              <span aria-hidden="true">•</span>
              <span>{formatDistance(distance)}</span>
            </>
          )}
        </p>
        <p className="mt-1 truncate text-sm text-gray-700">{cuisine.join(", ")}</p>
        <p className="mt-1 flex items-center gap-2 text-sm text-gray-700">
          <PriceRange value={priceRange} />
          {foodType === "veg" && (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              <Leaf className="size-3" aria-hidden="true" />
              {t("ui:pureVeg")}
            </span>
          )}
          {hasOffers && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
              <BadgePercent className="size-3" aria-hidden="true" />
              {t("ui:offers")}
            </span>
          )}
        </p>
        <PaymentModesNote payments={restaurant.paymentOptions} className="mt-1 text-sm text-gray-700" />
      </div>
    </article>
  );
}

/** The card's shape while a list loads. */
export function RestaurantCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-4 sm:flex-col sm:gap-0">
      <Skeleton className="aspect-[4/5] w-28 shrink-0 rounded-2xl sm:aspect-[16/10] sm:w-full" />
      <div className="flex-1 space-y-2 self-center sm:mt-2.5 sm:self-auto sm:px-1">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
