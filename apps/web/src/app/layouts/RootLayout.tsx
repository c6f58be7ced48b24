/** The root of every page: scroll restoration and a thin progress bar while the next page's code loads. */
import { Outlet, ScrollRestoration, useNavigation } from "react-router";

export function RootLayout() {
  const navigation = useNavigation();

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
