/** /admin/add-restaurant: the whole draft form of spec §3 plus the owner's login; creates both. */

import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { useNavigate } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useCreateRestaurant } from "../api/create-restaurant";
import { RestaurantForm } from "../components/RestaurantForm";

export function AddRestaurantPage() {
  useTitle(t("restaurants:addRestaurantTitle"));
  const navigate = useNavigate();
  const createRestaurant = useCreateRestaurant();

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("restaurants:addARestaurant")}</h1>
        <p className="mt-1 text-gray-700">{t("restaurants:addRestaurantIntro")}</p>
      </div>
      <RestaurantForm
        mode="create"
        submitLabel={t("restaurants:addRestaurant")}
        onSubmit={async (body) => {
          await createRestaurant.mutateAsync(body);
          navigate(paths.admin.restaurants.getHref());
        }}
      />
    </div>
  );
}
