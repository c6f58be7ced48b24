/** The root of every page: scroll restoration, a thin progress bar while the next page's code loads, live updates. */
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useAuth } from "../../lib/auth-store";
import { useLiveEvents } from "../../lib/live-events";
import { useRestaurantChanges } from "../../lib/restaurant-changes";

export function RootLayout() {
  const navigation = useNavigation();
  // One live-events connection per tab while signed in (order updates on every page).
  useLiveEvents();
  // Visitors and customers: restaurants changing (a pause, the menu) reach the pages showing them.
  const { user } = useAuth();
  useRestaurantChanges(!user || user.role === "user");

  return (
    <>
      {navigation.state !== "idle" && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-brand-600" />
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
