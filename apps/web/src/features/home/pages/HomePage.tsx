/** /user: the customer home. For now a welcome and the Express Delivery card; the catalog arrives later. */

import { useAuth } from "../../../lib/auth-store";
import { useTitle } from "../../../lib/use-title";
import { ExpressDeliveryCard } from "../components/ExpressDeliveryCard";

export function HomePage() {
  useTitle();
  const { user } = useAuth();

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <section className="rounded-2xl bg-brand-50 px-6 py-10 sm:px-10">
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
          {user ? `Welcome, ${user.name}!` : "Hungry? Order food online"}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-gray-800">
          Food delivery 24/7 from the best restaurants near you. Pick a category, fill your cart and we will bring it to
          your door.
        </p>
      </section>
      <ExpressDeliveryCard />
    </div>
  );
}
