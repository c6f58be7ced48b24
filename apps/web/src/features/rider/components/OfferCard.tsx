/**
 * One delivery offered to the rider (issue 13): restaurant and address, drop area, distances, payout, cash to collect,
 * the order it is batched with, and "Accept within 0:23" counting down to `expiresAt`. When the count reaches 0 the
 * card asks to be dropped (`onExpired`). The countdown is not a live region: the offers section announces each offer
 * once.
 */
import type { RiderOffer } from "@zaika/contract/dispatch";
import { formatCountdown } from "@zaika/contract/escalation";
import { Banknote, Check, Layers, MapPin, Store, Timer, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { formatDistance } from "../../../components/ui/RestaurantCard";
import { formatRupees, t } from "../../../lib/i18n";
import { useAcceptOffer } from "../api/accept-offer";
import { useDeclineOffer } from "../api/decline-offer";
import { useSecondsLeft } from "../hooks/use-seconds-left";
import { DeclineOfferDialog } from "./DeclineOfferDialog";

/** The last seconds are urgent: shown in red. */
const URGENT_SECONDS = 10;

export function OfferCard({ offer, onExpired }: { offer: RiderOffer; onExpired: (offerId: string) => void }) {
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const [declineOpen, setDeclineOpen] = useState(false);
  const left = useSecondsLeft(offer.expiresAt);
  const expired = left !== null && left <= 0;
  const busy = accept.isPending || decline.isPending;

  useEffect(() => {
    if (expired) onExpired(offer._id);
  }, [expired, offer._id, onExpired]);

  return (
    <article
      aria-label={t("rider:offerFrom", { restaurant: offer.restaurant.name })}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-md ring-2 ring-brand-600"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t("rider:newDeliveryOffer")}</p>
          <h3 className="text-xl font-bold break-words text-gray-900">{offer.restaurant.name}</h3>
        </div>
        <p className="text-right">
          <span className="block text-xs font-semibold tracking-wide text-gray-700 uppercase">
            {t("rider:youEarn")}
          </span>
          <span className="text-2xl font-extrabold text-green-800 tabular-nums">{formatRupees(offer.payout)}</span>
        </p>
      </header>

      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex gap-2">
          <Store className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-sm font-semibold text-gray-900">
              {t("rider:pickupAway", { distance: formatDistance(offer.pickupMetres) })}
            </dt>
            <dd className="text-sm break-words text-gray-800">{offer.restaurant.address}</dd>
          </div>
        </div>
        <div className="flex gap-2">
          <MapPin className="mt-0.5 size-5 shrink-0 text-green-800" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-sm font-semibold text-gray-900">
              {t("rider:dropFromRestaurant", { distance: formatDistance(offer.dropMetres) })}
            </dt>
            <dd className="text-sm break-words text-gray-800">{offer.dropArea}</dd>
          </div>
        </div>
      </dl>

      {offer.collect > 0 ? (
        <p className="flex items-center gap-2 rounded-lg bg-yellow-100 px-3 py-2 text-lg font-bold text-yellow-950">
          <Banknote className="size-6 shrink-0" aria-hidden="true" />
          {t("rider:collectInCash", { amount: formatRupees(offer.collect) })}
        </p>
      ) : (
        <p className="text-sm text-gray-700">{t("rider:paidOnline")}</p>
      )}

      {offer.batchedWith && (
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
          <Layers className="size-5 shrink-0" aria-hidden="true" />
          {t("rider:batchedWith", { order: offer.batchedWith })}
        </p>
      )}

      {left !== null && (
        <p
          className={`flex items-center gap-2 font-semibold tabular-nums ${left <= URGENT_SECONDS ? "text-red-800" : "text-gray-900"}`}
        >
          <Timer className="size-5 shrink-0" aria-hidden="true" />
          {t("rider:acceptWithin", { time: formatCountdown(left) })}
        </p>
      )}

      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" disabled={busy || expired} onClick={() => setDeclineOpen(true)}>
          <X className="size-5" aria-hidden="true" />
          {t("rider:decline")}
        </Button>
        <Button
          size="lg"
          loading={accept.isPending}
          disabled={busy || expired}
          onClick={() => accept.mutate(offer._id)}
        >
          <Check className="size-5" aria-hidden="true" />
          {t("rider:accept")}
        </Button>
      </div>

      <DeclineOfferDialog
        open={declineOpen}
        restaurantName={offer.restaurant.name}
        declining={decline.isPending}
        onDecline={(reason) =>
          decline.mutate({ offerId: offer._id, reason }, { onSettled: () => setDeclineOpen(false) })
        }
        onClose={() => setDeclineOpen(false)}
      />
    </article>
  );
}
