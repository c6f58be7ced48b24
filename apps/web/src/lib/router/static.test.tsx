/** Drawing a page outside a browser (app/first-view): the route's lazy modules are in before it renders. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadStaticRouter } from "./core";
import { Navigate } from "./links";
import type { RouteObject } from "./match";
import { Outlet, RouterProvider, useLocation, useParams } from "./render";

function Restaurant() {
  const { id } = useParams();
  const { search } = useLocation();
  return <h1>{`Restaurant ${id} ${search}`}</h1>;
}

const routes: RouteObject[] = [
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    hydrateFallbackElement: <p>Starting</p>,
    children: [
      { path: "/r/:id", lazy: () => Promise.resolve({ Component: Restaurant }) },
      { path: "/broken", lazy: () => Promise.reject(new Error("chunk missing")) },
      { path: "/", element: <Navigate to="/r/1" replace /> },
    ],
  },
];

describe("loadStaticRouter", () => {
  it("loads the route's modules, then draws the page at that address", async () => {
    const router = await loadStaticRouter(routes, "/r/7?dish=2");
    expect(router.state.error).toBeNull();
    expect(renderToString(<RouterProvider router={router} />)).toBe("<main><h1>Restaurant 7 ?dish=2</h1></main>");
  });

  it("says when the route failed to load or none matches", async () => {
    expect((await loadStaticRouter(routes, "/broken")).state.error?.value).toEqual(new Error("chunk missing"));
    expect((await loadStaticRouter(routes, "/no/such/page")).state.error?.value).toMatchObject({ status: 404 });
  });

  it("draws nothing for a redirect", async () => {
    const router = await loadStaticRouter(routes, "/");
    expect(renderToString(<RouterProvider router={router} />)).toBe("<main></main>");
    expect(router.state.location.pathname).toBe("/");
  });
});
