/** /admin: the administrator's landing page with a card for every section. */
import { adminNav } from "../../../config/navigation";
import { useAuth } from "../../../lib/auth-store";
import { useTitle } from "../../../lib/use-title";
import { SectionCards } from "../components/SectionCards";

export function AdminDashboardPage() {
  useTitle("Admin Dashboard");
  const { user } = useAuth();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Welcome, {user?.name}</h1>
        <p className="mt-1 text-gray-700">Manage restaurants, orders, customers and platform settings.</p>
      </div>
      <SectionCards items={adminNav.filter((item) => !item.end)} />
    </div>
  );
}
