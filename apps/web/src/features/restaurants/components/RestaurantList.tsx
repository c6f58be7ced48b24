/** How the admin list shows a restaurant: table columns on wide screens, a card on phones, linking to its detail. */
import type { Restaurant } from "@zaika/contract/restaurant";
import { Star } from "lucide-react";
import { Link } from "react-router";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Badge } from "../../../components/ui/Badge";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { paths } from "../../../config/paths";
import { useToggleRestaurantStatus } from "../api/toggle-restaurant-status";

function ActiveSwitch({ restaurant }: { restaurant: Restaurant }) {
  const toggle = useToggleRestaurantStatus();
  return (
    <Switch
      checked={restaurant.isActive}
      onCheckedChange={() => toggle.mutate(restaurant._id)}
      disabled={toggle.isPending}
      aria-label={`${restaurant.name} active`}
    />
  );
}

function Rating({ restaurant }: { restaurant: Restaurant }) {
  if (restaurant.rating.count === 0) return <span className="text-gray-600">New</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-4 fill-yellow-500 text-yellow-500" aria-hidden="true" />
      {restaurant.rating.average.toFixed(1)}
      <span className="sr-only"> out of 5 from {restaurant.rating.count} ratings</span>
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

export const restaurantColumns: AdminListColumn<Restaurant>[] = [
  { header: "Name", cell: (restaurant) => <NameLink restaurant={restaurant} /> },
  { header: "City", cell: (restaurant) => restaurant.address.city },
  { header: "Cuisines", className: "max-w-64 truncate", cell: (restaurant) => restaurant.cuisine.join(", ") },
  { header: "Rating", cell: (restaurant) => <Rating restaurant={restaurant} /> },
  {
    header: "Verified",
    cell: (restaurant) => (
      <Badge tone={restaurant.isVerified ? "brand" : "yellow"}>{restaurant.isVerified ? "Verified" : "No"}</Badge>
    ),
  },
  { header: "Active", cell: (restaurant) => <ActiveSwitch restaurant={restaurant} /> },
];

export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <NameLink restaurant={restaurant} />
          <p className="mt-0.5 truncate text-sm text-gray-700">
            {restaurant.address.city} · {restaurant.cuisine.join(", ")}
          </p>
        </div>
        <ActiveSwitch restaurant={restaurant} />
      </div>
      <div className="mt-2 flex items-center gap-3 text-sm text-gray-800">
        <Rating restaurant={restaurant} />
        {restaurant.isVerified && <Badge tone="brand">Verified</Badge>}
        {!restaurant.isActive && <Badge>Inactive</Badge>}
      </div>
    </>
  );
}

export function RestaurantListSkeleton() {
  return (
    <ListSkeleton
      label="Loading restaurants"
      rows={6}
      rowClassName="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="ml-auto h-7 w-12 rounded-full" />
    </ListSkeleton>
  );
}
