/** /restaurant: the restaurant partner's landing page with a card for every section. */
import { restaurantNav } from "../../../config/navigation";
import { useAuth } from "../../../lib/auth-store";
import { useTitle } from "../../../lib/use-title";
import { SectionCards } from "../components/SectionCards";

export function RestaurantDashboardPage() {
  useTitle("Restaurant Dashboard");
  const { user } = useAuth();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Welcome, {user?.name}</h1>
        <p className="mt-1 text-gray-700">Manage your menu, orders and restaurant settings.</p>
      </div>
      <SectionCards items={restaurantNav(user?.id ?? "").filter((item) => !item.end)} />
    </div>
  );
}
