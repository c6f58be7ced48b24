/**
 * The online rider's open offers (issue 13), in the server's order: each as an OfferCard. The list is refetched when
 * the live-events connection says the rider's offers changed (an `offers` frame), besides get-offers' fallback poll.
 * A polite live region announces each new offer once (never the countdown); an offer whose time is up is dropped.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { RiderOffer } from "@zaika/contract/dispatch";
import { BellRing } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { useOffersEvents } from "../../../lib/live-events";
import { dropOffer } from "../api/accept-offer";
import { riderOffersKey, useRiderOffers } from "../api/get-offers";
import { secondsLeft } from "../hooks/use-seconds-left";
import { RIDER_APP_MESSAGES } from "../messages";
import { OfferCard } from "./OfferCard";

/** What a screen reader hears once when an offer arrives. */
export function offerAnnouncement(offer: RiderOffer, now: number): string {
  const values = {
    restaurant: offer.restaurant.name,
    payout: formatRupees(offer.payout),
    cash: formatRupees(offer.collect),
    seconds: secondsLeft(Date.parse(offer.expiresAt), now),
  };
  return offer.collect > 0 ? t("rider:announcementWithCash", values) : t("rider:announcement", values);
}

/** Announces offers not announced before; an id is announced once, however often the list is refetched. */
function useOfferAnnouncements(offers: readonly RiderOffer[] | undefined): string {
  const announced = useRef(new Set<string>());
  const [text, setText] = useState("");
  useEffect(() => {
    if (!offers) return;
    const now = Date.now();
    const fresh = offers.filter((offer) => !announced.current.has(offer._id) && Date.parse(offer.expiresAt) > now);
    if (fresh.length === 0) return;
    for (const offer of fresh) announced.current.add(offer._id);
    setText(fresh.map((offer) => offerAnnouncement(offer, now)).join(" "));
  }, [offers]);
  return text;
}

export function OffersSection() {
  const queryClient = useQueryClient();
  const offers = useRiderOffers(true);
  useOffersEvents(() => {
    void queryClient.invalidateQueries({ queryKey: riderOffersKey });
  });
  const announcement = useOfferAnnouncements(offers.data);
  const onExpired = useCallback((offerId: string) => dropOffer(queryClient, offerId), [queryClient]);
  const count = offers.data?.length ?? 0;

  return (
    <section aria-labelledby="rider-offers-title" className="space-y-3">
      <h2 id="rider-offers-title" className="pt-2 text-lg font-bold text-gray-900">
        {count > 0 ? t("rider:offersCount", { number: count }) : t("rider:offers")}
      </h2>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {offers.data ? (
        count === 0 ? (
          <EmptyState
            icon={BellRing}
            title={RIDER_APP_MESSAGES.noOffers}
            description={RIDER_APP_MESSAGES.noOffersHint}
          />
        ) : (
          <ul className="space-y-4">
            {offers.data.map((offer) => (
              <li key={offer._id}>
                <OfferCard offer={offer} onExpired={onExpired} />
              </li>
            ))}
          </ul>
        )
      ) : offers.isError ? (
        <ErrorState
          title={RIDER_APP_MESSAGES.offersFailed}
          message={messageText(errorMessage(offers.error))}
          onRetry={() => offers.refetch()}
          retrying={offers.isFetching}
        />
      ) : (
        <ListSkeleton label={t("rider:loadingOffers")} rows={1} rowClassName="space-y-3 rounded-2xl bg-white p-4">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-12 w-full" />
        </ListSkeleton>
      )}
    </section>
  );
}
