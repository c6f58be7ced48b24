/**
 * /user/offers (issue 14, public): the offers running now as cards. `?code=ZAIKA50` (a banner's link) highlights that
 * offer and moves to it, focus included, so a keyboard or screen-reader user lands where the banner pointed.
 */
import { TicketPercent } from "lucide-react";
import { useEffect, useRef } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { useSearchParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useOffers } from "../api/get-offers";
import { OfferCard } from "../components/OfferCard";

export function OffersPage() {
  useTitle(t("offers:title"));
  const offers = useOffers();
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get("code")?.trim().toUpperCase() || null;
  const highlightedRef = useRef<HTMLElement>(null);
  const found = offers.data?.some((offer) => offer.code === wanted) ?? false;

  useEffect(() => {
    if (!found) return;
    const card = highlightedRef.current;
    card?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    card?.focus({ preventScroll: true });
  }, [found]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold text-gray-900 sm:text-3xl">{t("offers:title")}</h1>
      <p className="mt-1 text-gray-700">{t("offers:intro")}</p>
      <div className="mt-6">
        {offers.isPending ? (
          <ListSkeleton
            label={t("offers:loading")}
            rows={3}
            rowClassName="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-gray-200"
          >
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-8 w-40" />
          </ListSkeleton>
        ) : offers.isError ? (
          <ErrorState
            title={t("offers:loadFailed")}
            message={messageText(errorMessage(offers.error))}
            onRetry={() => offers.refetch()}
            retrying={offers.isFetching}
          />
        ) : offers.data.length === 0 ? (
          <EmptyState icon={TicketPercent} title={t("offers:noneTitle")} description={t("offers:noneText")} />
        ) : (
          <>
            {wanted && !found && (
              <p
                role="status"
                className="mb-4 rounded-xl bg-yellow-50 p-3 text-sm text-yellow-950 ring-1 ring-yellow-300"
              >
                {t("offers:notRunning", { code: wanted })}
              </p>
            )}
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {offers.data.map((offer) => (
                <li key={offer.code} className="grid">
                  <OfferCard
                    ref={offer.code === wanted ? highlightedRef : undefined}
                    offer={offer}
                    highlighted={offer.code === wanted}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
