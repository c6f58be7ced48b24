/** The admin list's columns of a restaurant (a table on wide screens, labelled cards on phones), linking to its detail. */
import type { Restaurant } from "@zaika/contract/restaurant";
import { Star } from "lucide-react";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Badge } from "../../../components/ui/Badge";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { paths } from "../../../config/paths";
import { formatNumber, t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { useToggleRestaurantStatus } from "../api/toggle-restaurant-status";

function ActiveSwitch({ restaurant }: { restaurant: Restaurant }) {
  const toggle = useToggleRestaurantStatus();
  return (
    <Switch
      checked={restaurant.isActive}
      onCheckedChange={() => toggle.mutate(restaurant._id)}
      disabled={toggle.isPending}
      aria-label={t("restaurants:activeSwitch", { name: restaurant.name })}
    />
  );
}

function Rating({ restaurant }: { restaurant: Restaurant }) {
  if (restaurant.rating.count === 0) return <span className="text-gray-600">{t("restaurants:new")}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-4 fill-yellow-500 text-yellow-500" aria-hidden="true" />
      {formatNumber(restaurant.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      <span className="sr-only"> {t("restaurants:ratingOutOfFive", { count: restaurant.rating.count })}</span>
    </span>
  );
}

function NameLink({ restaurant }: { restaurant: Restaurant }) {
  return (
    <Link
      to={paths.admin.restaurant.getHref(restaurant._id)}
      className="font-semibold text-gray-900 underline-offset-4 hover:text-brand-700 hover:underline"
    >
      {restaurant.name}
    </Link>
  );
}

/** The table's columns, headed in the current language. */
export function restaurantColumns(): AdminListColumn<Restaurant>[] {
  return [
    { header: t("restaurants:name"), cell: (restaurant) => <NameLink restaurant={restaurant} /> },
    { header: t("restaurants:city"), cell: (restaurant) => restaurant.address.city },
    { header: t("restaurants:cuisines"), cell: (restaurant) => restaurant.cuisine.join(", ") },
    { header: t("restaurants:rating"), cell: (restaurant) => <Rating restaurant={restaurant} /> },
    {
      header: t("restaurants:verified"),
      cell: (restaurant) => (
        <Badge tone={restaurant.isVerified ? "brand" : "yellow"}>
          {restaurant.isVerified ? t("restaurants:verified") : t("restaurants:no")}
        </Badge>
      ),
    },
    { header: t("restaurants:active"), cell: (restaurant) => <ActiveSwitch restaurant={restaurant} /> },
  ];
}

export function RestaurantListSkeleton() {
  return (
    <ListSkeleton
      label={t("restaurants:loadingRestaurants")}
      rows={6}
      rowClassName="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="ml-auto h-7 w-12 rounded-full" />
    </ListSkeleton>
  );
}
