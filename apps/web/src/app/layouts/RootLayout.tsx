/** The root of every page: scroll restoration, a thin progress bar while the next page's code loads, live updates. */
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useLiveEvents } from "../../lib/live-events";

export function RootLayout() {
  const navigation = useNavigation();
  // One live-events connection per tab while signed in (order updates on every page).
  useLiveEvents();

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
