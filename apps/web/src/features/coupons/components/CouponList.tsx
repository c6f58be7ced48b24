/**
 * The coupons as the admin manages them: code and title, terms, uses (now holding it / the total allowed), validity,
 * who funds it and an active switch, with Edit. A table on wide screens, labelled cards on phones.
 */
import type { Coupon } from "@zaika/contract/coupons";
import { Pencil } from "lucide-react";
import { type DataColumn, DataTable } from "../../../components/admin/DataTable";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { t, translateMessage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { useUpdateCoupon } from "../api/save-coupon";

export function usesText(coupon: Pick<Coupon, "usedCount" | "totalLimit">): string {
  return coupon.totalLimit === null
    ? t("admin:couponUsed", { used: coupon.usedCount })
    : t("admin:couponUsedOf", { used: coupon.usedCount, limit: coupon.totalLimit });
}

export function validityText(coupon: Pick<Coupon, "validFrom" | "validUntil">): string {
  const from = coupon.validFrom ? formatDateTime(coupon.validFrom) : null;
  const until = coupon.validUntil ? formatDateTime(coupon.validUntil) : null;
  if (from && until) return t("admin:couponValidFromUntil", { from, until });
  if (from) return t("admin:couponValidFrom", { from });
  if (until) return t("admin:couponValidUntil", { until });
  return t("admin:couponValidAlways");
}

function fundedText(coupon: Coupon, restaurantName: (id: string) => string | undefined): string {
  if (coupon.fundedBy === "platform") return t("ui:appName");
  const only = coupon.restaurantIds?.[0];
  if (!only) return t("admin:couponFundedRestaurantShort");
  return t("admin:couponFundedRestaurantNamed", { name: restaurantName(only) ?? t("admin:couponOneRestaurant") });
}

function restaurantsText(coupon: Coupon): string {
  if (coupon.restaurantIds === null) return t("admin:couponAllRestaurants");
  return t("admin:couponRestaurants", { count: coupon.restaurantIds.length });
}

function ActiveSwitch({ coupon }: { coupon: Coupon }) {
  const update = useUpdateCoupon();
  return (
    <Switch
      aria-label={t("admin:couponActiveSwitch", { code: coupon.code })}
      checked={coupon.isActive}
      disabled={update.isPending}
      onCheckedChange={(isActive) => update.mutate({ id: coupon._id, body: { isActive } })}
    />
  );
}

function EditButton({ coupon, onEdit }: { coupon: Coupon; onEdit: (coupon: Coupon) => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onEdit(coupon)}
      aria-label={t("admin:couponEditTitle", { code: coupon.code })}
    >
      <Pencil className="size-4" aria-hidden="true" />
      {t("admin:couponEdit")}
    </Button>
  );
}

export function CouponList({
  coupons,
  restaurantName,
  onEdit,
}: {
  coupons: readonly Coupon[];
  restaurantName: (id: string) => string | undefined;
  onEdit: (coupon: Coupon) => void;
}) {
  const columns: DataColumn<Coupon>[] = [
    {
      header: t("admin:couponCode"),
      cell: (coupon) => (
        <>
          <span className="block font-mono font-semibold text-gray-900">{coupon.code}</span>
          <span className="block text-gray-700">{coupon.title}</span>
        </>
      ),
    },
    {
      header: t("admin:couponTerms"),
      cell: (coupon) => (
        <>
          {translateMessage(coupon.summary)}
          <span className="block text-gray-700">{restaurantsText(coupon)}</span>
        </>
      ),
    },
    { header: t("admin:couponUses"), className: "tabular-nums", cell: (coupon) => usesText(coupon) },
    { header: t("admin:couponValid"), cell: (coupon) => validityText(coupon) },
    { header: t("admin:couponFundedBy"), cell: (coupon) => fundedText(coupon, restaurantName) },
    { header: t("admin:couponActive"), cell: (coupon) => <ActiveSwitch coupon={coupon} /> },
    { header: t("admin:actions"), hideHeader: true, cell: (coupon) => <EditButton coupon={coupon} onEdit={onEdit} /> },
  ];
  return (
    <DataTable caption={t("admin:offersTitle")} columns={columns} items={coupons} itemKey={(coupon) => coupon._id} />
  );
}

export function CouponListSkeleton() {
  return (
    <ListSkeleton
      label={t("admin:offersLoading")}
      rows={3}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/4" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
    </ListSkeleton>
  );
}
