/** Layout of the public pages and the customer area: header, page, footer. */
import { Outlet } from "react-router";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
