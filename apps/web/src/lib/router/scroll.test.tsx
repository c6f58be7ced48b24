/**
 * Scroll restoration: a new navigation goes to the top or to its #hash, Back/Forward return to the entry's saved
 * position, and a reload finds it in sessionStorage.
 */
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBrowserRouter, createMemoryRouter, type Router } from "./core";
import { Outlet, RouterProvider } from "./render";
import { forgetScrollPositions, SCROLL_STORAGE_KEY, ScrollRestoration } from "./scroll";

const routes = [
  {
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [{ path: "*", element: <h2 id="section">Section</h2> }],
  },
];

let scrollTo = vi.fn();
let scrollIntoView = vi.fn();
const ownScrollIntoView = Element.prototype.scrollIntoView;

/** The user scrolls the page to `y`. */
function scrollPage(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

function go(router: Router, to: string | number) {
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  act(() => void router.navigate(to));
}

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
  forgetScrollPositions();
  window.sessionStorage.clear();
});

afterEach(() => {
  Element.prototype.scrollIntoView = ownScrollIntoView;
  scrollPage(0);
  window.history.replaceState(null, "", "/");
});

describe("ScrollRestoration", () => {
  it("takes scrolling over from the browser while it is on the page", () => {
    const view = render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/a"] })} />);
    expect(window.history.scrollRestoration).toBe("manual");
    view.unmount();
    expect(window.history.scrollRestoration).toBe("auto");
  });

  it("scrolls a new page to the top or to its #hash, and Back and Forward to where each entry was left", () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/a"] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollPage(500);

    go(router, "/b");
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollPage(200);

    go(router, "/c#section");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty("id", "section");

    go(router, -2);
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
    go(router, 1);
    expect(scrollTo).toHaveBeenCalledWith(0, 200);

    // The same address again is a new entry of its own: the top.
    go(router, -1);
    go(router, "/b");
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("keeps the position for a reload of the same history entry", () => {
    const router = createBrowserRouter(routes);
    const view = render(<RouterProvider router={router} />);
    go(router, "/menu");
    scrollPage(750);
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? "{}")).toEqual({
      [router.state.location.key]: 750,
    });
    view.unmount();
    router.dispose();

    // The reloaded page: nothing in memory, the entry's key in history.state.
    forgetScrollPositions();
    scrollPage(0);
    scrollTo.mockClear();
    const reloaded = createBrowserRouter(routes);
    render(<RouterProvider router={reloaded} />);
    expect(reloaded.state.location.key).toBe(router.state.location.key);
    expect(scrollTo).toHaveBeenCalledWith(0, 750);
    reloaded.dispose();
  });
});
