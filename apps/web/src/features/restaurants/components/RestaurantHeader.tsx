/** The top of the detail page: cover, logo, name, badges, and the actions the viewer may take. */
import type { Restaurant } from "@zaika/contract/restaurant";
import { Pencil, Store, Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { Switch } from "../../../components/ui/Switch";
import { t } from "../../../lib/i18n";

type RestaurantHeaderProps = {
  restaurant: Restaurant;
  isAdmin: boolean;
  editing: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  togglingActive: boolean;
  onDelete: () => void;
};

export function RestaurantHeader({
  restaurant,
  isAdmin,
  editing,
  onEdit,
  onToggleActive,
  togglingActive,
  onDelete,
}: RestaurantHeaderProps) {
  const { images } = restaurant;
  return (
    <header className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      {images.cover && <img src={images.cover} alt="" className="aspect-[4/1] w-full bg-gray-100 object-cover" />}
      <div className="flex flex-col gap-4 p-5 md:flex-row md:items-start">
        {images.logo ? (
          <img
            src={images.logo}
            alt={t("restaurants:logoOf", { name: restaurant.name })}
            className="size-20 shrink-0 rounded-2xl bg-gray-100 object-cover ring-1 ring-gray-200"
          />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Store className="size-8" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-gray-900">{restaurant.name}</h1>
          <p className="mt-1 text-gray-700 empty:hidden">
            {[restaurant.address.city, restaurant.cuisine.join(", ")].filter(Boolean).join(" · ")}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={restaurant.isActive ? "green" : "gray"}>
              {restaurant.isActive ? t("restaurants:active") : t("restaurants:inactive")}
            </Badge>
            <Badge tone={restaurant.isVerified ? "brand" : "yellow"}>
              {restaurant.isVerified ? t("restaurants:verified") : t("restaurants:notVerified")}
            </Badge>
            <Badge tone={restaurant.isOpenNow ? "green" : "red"}>
              {restaurant.isOpenNow ? t("listing:openNow") : t("listing:closedNow")}
            </Badge>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {isAdmin && (
            <div className="flex items-center gap-2">
              <span id="restaurant-active-label" className="text-sm font-medium text-gray-900">
                {t("restaurants:active")}
              </span>
              <Switch
                checked={restaurant.isActive}
                onCheckedChange={onToggleActive}
                disabled={togglingActive}
                aria-labelledby="restaurant-active-label"
              />
            </div>
          )}
          {!editing && (
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden="true" />
              {t("restaurants:editProfile")}
            </Button>
          )}
          {isAdmin && (
            <Button variant="secondary" size="sm" className="text-red-700" onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t("restaurants:delete")}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
