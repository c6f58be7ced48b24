/**
 * /admin/coupons, "Offers" in the admin menu (issue 14): the coupons with their terms, uses and an active switch, and
 * the form that creates one or changes one, opened in place above the list.
 */
import type { Coupon } from "@zaika/contract/coupons";
import { Plus, TicketPercent } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useCoupons } from "../../../api/coupons";
import { useRestaurantOptions } from "../../../api/restaurant-options";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { errorMessage } from "../../../lib/api-error";
import { t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { CouponForm } from "../components/CouponForm";
import { CouponList, CouponListSkeleton } from "../components/CouponList";

/** What the form is open for: a new coupon, one to change, or nothing. */
type Editing = { coupon: Coupon | null } | null;

export function AdminCouponsPage() {
  useTitle(t("admin:offersTitle"));
  const coupons = useCoupons();
  const [editing, setEditing] = useState<Editing>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  // Names for restaurant-funded offers; read only when one is listed.
  const restaurants = useRestaurantOptions({
    enabled: coupons.data?.some((coupon) => coupon.fundedBy === "restaurant") ?? false,
  });
  const restaurantName = useCallback(
    (id: string) => restaurants.data?.find((restaurant) => restaurant._id === id)?.name,
    [restaurants.data],
  );

  function closeForm() {
    setEditing(null);
    // Back where the admin started, so the keyboard is not left at the top of the page.
    requestAnimationFrame(() => newButtonRef.current?.focus());
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t("admin:offersTitle")}</h1>
          <p className="mt-1 text-gray-700">{t("admin:offersDescription")}</p>
        </div>
        <Button ref={newButtonRef} onClick={() => setEditing({ coupon: null })} disabled={editing !== null}>
          <Plus className="size-5" aria-hidden="true" />
          {t("admin:couponNew")}
        </Button>
      </div>

      {editing && <CouponForm key={editing.coupon?._id ?? "new"} coupon={editing.coupon} onDone={closeForm} />}

      <section aria-labelledby="coupon-list-heading" className="space-y-3">
        <h2 id="coupon-list-heading" className="text-lg font-semibold text-gray-900">
          {coupons.data ? t("admin:allOffersCount", { total: coupons.data.length }) : t("admin:allOffers")}
        </h2>
        {coupons.isPending ? (
          <CouponListSkeleton />
        ) : coupons.isError ? (
          <ErrorState
            title={t("admin:offersLoadFailed")}
            message={errorMessage(coupons.error)}
            onRetry={() => coupons.refetch()}
            retrying={coupons.isFetching}
          />
        ) : coupons.data.length === 0 ? (
          <EmptyState icon={TicketPercent} title={t("admin:offersEmpty")} description={t("admin:offersEmptyText")} />
        ) : (
          <CouponList
            coupons={coupons.data}
            restaurantName={restaurantName}
            onEdit={(coupon) => setEditing({ coupon })}
          />
        )}
      </section>
    </div>
  );
}
