/**
 * /admin/restaurant/{id} (admin) and /restaurant/{id} (owner): one restaurant's profile, images and business hours,
 * with editing. An owner's link carries their user id (spec §2 sidebar), so an owner always sees their own restaurant.
 * Only an admin may switch it on or off, delete it, or change commission and verification.
 */
import { SearchX } from "lucide-react";
import { useState } from "react";
import { useMyRestaurant } from "../../../api/restaurants";
import { KitchenControls } from "../../../components/kitchen/KitchenControls";
import { buttonClassName } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
import { messageText, t } from "../../../lib/i18n";
import { Link, useNavigate, useParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useDeleteRestaurant } from "../api/delete-restaurant";
import { useRestaurant } from "../api/get-restaurant";
import { useToggleRestaurantStatus } from "../api/toggle-restaurant-status";
import { BusinessHoursSection } from "../components/BusinessHoursSection";
import { RestaurantDetailSkeleton } from "../components/RestaurantDetailSkeleton";
import { RestaurantHeader } from "../components/RestaurantHeader";
import { RestaurantImagesSection } from "../components/RestaurantImagesSection";
import { RestaurantOverview } from "../components/RestaurantOverview";
import { RestaurantProfileForm } from "../components/RestaurantProfileForm";
import { isNotFound } from "../lib/not-found";

export function RestaurantDetailPage() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const isAdmin = user?.role === "admin";
  const isOwner = user?.role === "restaurant";
  const byId = useRestaurant(id, !isOwner);
  const own = useMyRestaurant(isOwner);
  const query = isOwner ? own : byId;
  const toggleStatus = useToggleRestaurantStatus();
  const deleteRestaurant = useDeleteRestaurant();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  useTitle(query.data?.name ?? t("restaurants:restaurant"));

  if (query.isPending) return <RestaurantDetailSkeleton />;

  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold text-gray-900">{t("restaurants:restaurantNotFound")}</h1>
          <EmptyState
            icon={SearchX}
            title={t("restaurants:noRestaurantHere")}
            description={isOwner ? t("restaurants:noneLinkedYet") : t("restaurants:mayBeRemoved")}
            action={
              isAdmin && (
                <Link to={paths.admin.restaurants.getHref()} className={buttonClassName({ variant: "secondary" })}>
                  {t("restaurants:backToRestaurants")}
                </Link>
              )
            }
          />
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-gray-900">{t("restaurants:restaurant")}</h1>
        <ErrorState
          title={t("restaurants:restaurantError")}
          message={messageText(errorMessage(query.error))}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  const restaurant = query.data;

  return (
    <div className="space-y-6">
      <RestaurantHeader
        restaurant={restaurant}
        isAdmin={isAdmin}
        editing={editing}
        onEdit={() => setEditing(true)}
        onToggleActive={() => toggleStatus.mutate(restaurant._id)}
        togglingActive={toggleStatus.isPending}
        onDelete={() => setConfirmingDelete(true)}
      />

      <KitchenControls restaurantId={restaurant._id} />

      {editing ? (
        <section aria-labelledby="edit-profile-heading" className="space-y-4">
          <h2 id="edit-profile-heading" className="text-xl font-semibold text-gray-900">
            {t("restaurants:editProfile")}
          </h2>
          <RestaurantProfileForm
            restaurant={restaurant}
            mode={isAdmin ? "admin" : "owner"}
            onSaved={() => (isAdmin ? navigate(paths.admin.restaurants.getHref()) : setEditing(false))}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        <RestaurantOverview restaurant={restaurant} />
      )}

      <RestaurantImagesSection restaurant={restaurant} />
      <BusinessHoursSection restaurantId={restaurant._id} />

      <ConfirmDialog
        open={confirmingDelete}
        title={t("restaurants:deleteNamed", { name: restaurant.name })}
        confirmLabel={t("restaurants:deleteRestaurant")}
        loading={deleteRestaurant.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          deleteRestaurant.mutate(restaurant._id, {
            onSuccess: () => navigate(paths.admin.restaurants.getHref()),
            onSettled: () => setConfirmingDelete(false),
          })
        }
      >
        {t("restaurants:deleteWarning")}
      </ConfirmDialog>
    </div>
  );
}
