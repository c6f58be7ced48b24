/** Layout of the public pages and the customer area: header, page, footer. */
import { lazy, Suspense } from "react";
import { Outlet } from "../../lib/router";
import { Header } from "./Header";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

/**
 * The footer is below the fold on every page: it loads in a chunk of its own and renders just after the page, so the
 * first render (and the first paint of a phone) has less to do. The page already fills the screen, so nothing moves.
 */
const Footer = lazy(() => import("./Footer").then((module) => ({ default: module.Footer })));

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
