/**
 * The root of every page: scroll restoration, a thin progress bar while the next page's code loads, live updates, and
 * the end of the server's first view (lib/first-view) when the first page is in.
 */
import { useLayoutEffect } from "react";
import { useAuth } from "../../lib/auth-store";
import { removeFirstView } from "../../lib/first-view";
import { useLiveEvents } from "../../lib/live-events";
import { useRestaurantChanges } from "../../lib/restaurant-changes";
import { Outlet, ScrollRestoration, useNavigation } from "../../lib/router";

export function RootLayout() {
  const navigation = useNavigation();
  // One live-events connection per tab while signed in (order updates on every page).
  useLiveEvents();
  // Visitors and customers: restaurants changing (a pause, the menu) reach the pages showing them.
  const { user } = useAuth();
  useRestaurantChanges(!user || user.role === "user");
  // Before the browser paints the app's page: the server's first view and this page are never on screen together.
  useLayoutEffect(removeFirstView, []);

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
