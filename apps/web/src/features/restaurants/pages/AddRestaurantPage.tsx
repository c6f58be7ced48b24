/** /admin/add-restaurant: the whole draft form of spec §3 plus the owner's login; creates both. */
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { useTitle } from "../../../lib/use-title";
import { useCreateRestaurant } from "../api/create-restaurant";
import { RestaurantForm } from "../components/RestaurantForm";

export function AddRestaurantPage() {
  useTitle("Add Restaurant");
  const navigate = useNavigate();
  const createRestaurant = useCreateRestaurant();

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Add a restaurant</h1>
        <p className="mt-1 text-gray-700">
          Onboard a partner: its profile, delivery and payment settings, bank details, and the owner's login.
        </p>
      </div>
      <RestaurantForm
        mode="create"
        submitLabel="Add restaurant"
        onSubmit={async (body) => {
          await createRestaurant.mutateAsync(body);
          navigate(paths.admin.restaurants.getHref());
        }}
      />
    </div>
  );
}
