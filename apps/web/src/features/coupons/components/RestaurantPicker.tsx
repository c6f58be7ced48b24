/**
 * Which restaurants a coupon is for: all of them, or some chosen from the admin's restaurants (a filterable list of
 * checkboxes, read only once "Only some" is chosen), with the count chosen and the field's message.
 */
import { useId, useState } from "react";
import { useRestaurantOptions } from "../../../api/restaurant-options";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Skeleton } from "../../../components/ui/Skeleton";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";

export function RestaurantPicker({
  scope,
  selected,
  error,
  onScopeChange,
  onSelectedChange,
}: {
  scope: "all" | "some";
  selected: readonly string[];
  error?: string | undefined;
  onScopeChange: (scope: "all" | "some") => void;
  onSelectedChange: (ids: string[]) => void;
}) {
  const restaurants = useRestaurantOptions({ enabled: scope === "some" });
  const [filter, setFilter] = useState("");
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const wanted = filter.trim().toLowerCase();
  const shown = restaurants.data?.filter((r) => wanted === "" || r.name.toLowerCase().includes(wanted)) ?? [];

  function toggle(restaurantId: string, checked: boolean) {
    onSelectedChange(checked ? [...selected, restaurantId] : selected.filter((chosen) => chosen !== restaurantId));
  }

  return (
    <fieldset className="space-y-3" aria-describedby={`${countId} ${errorId}`}>
      <legend className="font-semibold text-gray-900">{t("admin:couponRestaurantsLegend")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(["all", "some"] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-900">
            <input
              type="radio"
              name={`${id}-scope`}
              value={value}
              checked={scope === value}
              onChange={() => onScopeChange(value)}
              data-field={value === "some" ? "restaurantIds" : undefined}
              className="size-4 accent-brand-700"
            />
            {value === "all" ? t("admin:couponAllRestaurants") : t("admin:couponSomeRestaurants")}
          </label>
        ))}
      </div>
      {scope === "some" && (
        <div className="space-y-2 rounded-xl p-3 ring-1 ring-gray-200">
          <TextField
            label={t("admin:couponFindRestaurant")}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="sm:max-w-xs"
          />
          {restaurants.isPending ? (
            <div aria-busy="true" className="space-y-2">
              <span className="sr-only" role="status">
                {t("admin:restaurantsLoading")}
              </span>
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-6 w-1/3" />
            </div>
          ) : restaurants.isError ? (
            <div role="alert" className="text-sm text-red-800">
              {t("admin:restaurantsLoadFailed", { reason: errorMessage(restaurants.error) })}{" "}
              <Button variant="link" onClick={() => void restaurants.refetch()}>
                {t("ui:tryAgain")}
              </Button>
            </div>
          ) : restaurants.data.length === 0 ? (
            <p className="text-sm text-gray-700">{t("admin:restaurantsNone")}</p>
          ) : shown.length === 0 ? (
            <p className="text-sm text-gray-700">{t("admin:restaurantsNoMatch", { search: filter.trim() })}</p>
          ) : (
            <ul className="max-h-60 space-y-1 overflow-y-auto">
              {shown.map((restaurant) => (
                <li key={restaurant._id}>
                  <Checkbox
                    label={restaurant.isActive ? restaurant.name : t("admin:nameInactive", { name: restaurant.name })}
                    checked={selected.includes(restaurant._id)}
                    onChange={(event) => toggle(restaurant._id, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p id={countId} className="text-sm text-gray-700">
        {scope === "all" ? t("admin:couponEveryRestaurant") : t("admin:couponChosen", { total: selected.length })}
      </p>
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {messageText(error)}
      </p>
    </fieldset>
  );
}
