/** The edit form of an existing restaurant: the admin's (with the platform's fields) or the owner's (without). */
import type { Restaurant } from "@zaika/contract/restaurant";
import { t } from "../../../lib/i18n";
import { useUpdateRestaurant } from "../api/update-restaurant";
import { restaurantFormValues } from "../lib/restaurant-form";
import { RestaurantForm } from "./RestaurantForm";

type RestaurantProfileFormProps = {
  restaurant: Restaurant;
  mode: "admin" | "owner";
  onSaved?: () => void;
  onCancel?: () => void;
};

export function RestaurantProfileForm({ restaurant, mode, onSaved, onCancel }: RestaurantProfileFormProps) {
  const updateRestaurant = useUpdateRestaurant();
  return (
    <RestaurantForm
      mode={mode}
      defaultValues={restaurantFormValues(restaurant)}
      submitLabel={t("restaurants:saveChanges")}
      onSubmit={async (body) => {
        await updateRestaurant.mutateAsync({ id: restaurant._id, body });
        onSaved?.();
      }}
      onCancel={onCancel}
    />
  );
}
