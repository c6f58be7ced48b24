/**
 * The first view the server draws (app/first-view.tsx), and how the app takes over from it: lib/first-view,
 * app/AppLoading, app/layouts/RootLayout. That the built module draws outside a browser is checked where the server
 * loads it: e2e/tests/first-view.spec.ts.
 */

import { screen } from "@testing-library/react";
import type { Banner } from "@zaika/contract/banner";
import { FIRST_VIEW_ELEMENT_ID } from "@zaika/contract/seo";
import { afterEach, describe, expect, it, vi } from "vitest";
import { t } from "../lib/i18n";
import { forgetPageData } from "../lib/page-data";
import { renderRoutes } from "../test/utils";
import { AppLoading } from "./AppLoading";
import { renderFirstView } from "./first-view";
import { RootLayout } from "./layouts/RootLayout";
import { RouteErrorPage } from "./routes/RouteErrorPage";

const BANNER = {
  _id: "11111111-1111-4111-8111-111111111111",
  imageUrl: "/uploads/banner/first.webp",
  position: 1,
  isActive: true,
  link: null,
  createdAt: "2026-11-01T00:00:00.000Z",
} as unknown as Banner;
const RESTAURANT = "22222222-2222-4222-8222-222222222222";

/** A page whose code fails, as one whose chunk could not be downloaded. */
function Broken(): never {
  throw new Error("its code could not be downloaded");
}

afterEach(() => {
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
  forgetPageData();
});

describe("renderFirstView", () => {
  it("draws the customer home with the banner it is given, for its largest picture", async () => {
    const html = await renderFirstView("/user", "en", { banners: [BANNER] });
    expect(html).toContain("Food delivery 24/7, order online</h1>");
    expect(html).toMatch(/<img srcSet="\/uploads\/banner\/first\.webp\?w=96 96w, [^"]*" [^>]*fetchPriority="high"/);
    expect(html).toContain('alt="Offer 1 of 1"');
  });

  it("draws a restaurant page's placeholder with the cover it is given", async () => {
    const cover = "/uploads/cover/c.webp";
    const html = await renderFirstView(`/user/restaurant/${RESTAURANT}`, "en", {
      restaurantCover: { id: RESTAURANT, cover },
    });
    expect(html).toContain("Loading restaurant");
    expect(html).toContain(`src="${cover}"`);
  });

  it("draws login in English or Hindi, as asked, one after the other", async () => {
    const [english, hindi] = await Promise.all([
      renderFirstView("/login", "en", {}),
      renderFirstView("/login", "hi", {}),
    ]);
    expect(english).toContain(">Login</h1>");
    expect(hindi).toContain(">लॉगिन</h1>");
    expect(hindi).not.toContain(">Login</h1>");
  });

  it("draws the app's own page for an address it does not know", async () => {
    expect(await renderFirstView("/no/such/page", "en", {})).toContain(`>${t("layout:notFoundTitle")}</h1>`);
  });
});

describe("the app taking over", () => {
  function addFirstView() {
    const view = document.createElement("div");
    view.id = FIRST_VIEW_ELEMENT_ID;
    view.textContent = "The server's page";
    document.body.prepend(view);
  }

  it("removes the first view when its first page is in, not before", async () => {
    addFirstView();
    renderRoutes([{ element: <RootLayout />, children: [{ path: "/", element: <p>The app's page</p> }] }], "/");
    expect(await screen.findByText("The app's page")).toBeInTheDocument();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
  });

  it("removes the first view when the first page fails instead", async () => {
    addFirstView();
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderRoutes([{ path: "/", element: <Broken />, errorElement: <RouteErrorPage /> }], "/");
    expect(await screen.findByRole("button", { name: t("layout:reloadPage") })).toBeInTheDocument();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
    spy.mockRestore();
  });

  it("shows no spinner below the first view while starting, and the spinner without one", async () => {
    addFirstView();
    const withView = renderRoutes([{ path: "/", element: <AppLoading label="Loading Zaika" /> }], "/");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    withView.unmount();
    document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
    renderRoutes([{ path: "/", element: <AppLoading label="Loading Zaika" /> }], "/");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading Zaika");
  });
});
