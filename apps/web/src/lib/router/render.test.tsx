/**
 * The router in React: layouts and outlets, the first page's fallback, the current page kept on screen while the
 * next one's modules load, error elements for a failed lazy() and a render error, and the hooks.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { deferredModule } from "../../test/deferred-module";
import { createMemoryRouter, type Router } from "./core";
import type { RouteObject } from "./match";
import {
  MemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from "./render";

function Layout() {
  const navigation = useNavigation();
  return (
    <div>
      <p>Layout {navigation.state}</p>
      <Outlet />
    </div>
  );
}

function ErrorPage() {
  const error = useRouteError();
  return <p>Failed: {error instanceof Error ? error.message : "?"}</p>;
}

function Restaurant() {
  const { id } = useParams();
  return <h1>Restaurant {id}</h1>;
}

function HomePage() {
  return <h1>Home</h1>;
}

function NextPage() {
  return <h1>Next</h1>;
}

function Broken(): never {
  throw new Error("render failed");
}

function show(router: Router) {
  return render(<RouterProvider router={router} />);
}

describe("RouterProvider", () => {
  it("draws the matched routes inside their layouts, with the params", () => {
    const routes: RouteObject[] = [{ element: <Layout />, children: [{ path: "/r/:id", element: <Restaurant /> }] }];
    show(createMemoryRouter(routes, { initialEntries: ["/r/42"] }));
    expect(screen.getByText("Layout idle")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Restaurant 42" })).toBeInTheDocument();
  });

  it("shows the root's fallback on the first load until the first page's module is in", async () => {
    const module = deferredModule();
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        hydrateFallbackElement: <p>Starting</p>,
        children: [{ path: "/", lazy: () => module.promise }],
      },
    ];
    show(createMemoryRouter(routes, { initialEntries: ["/"] }));
    expect(screen.getByText("Starting")).toBeInTheDocument();
    expect(screen.queryByText("Layout idle")).not.toBeInTheDocument();
    await act(async () => module.resolve({ Component: HomePage }));
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.queryByText("Starting")).not.toBeInTheDocument();
  });

  it("keeps the current page on screen, loading, while the next page's module loads", async () => {
    const module = deferredModule();
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          { path: "/", element: <h1>Home</h1> },
          { path: "/next", lazy: () => module.promise },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    show(router);
    act(() => void router.navigate("/next"));
    expect(screen.getByText("Layout loading")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    await act(async () => module.resolve({ Component: NextPage }));
    expect(screen.getByText("Layout idle")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Next" })).toBeInTheDocument();
  });

  it("shows the nearest errorElement, inside the layouts above it, when a page's module fails to load", async () => {
    const module = deferredModule();
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        errorElement: <p>Root failed</p>,
        children: [
          { element: <Outlet />, errorElement: <ErrorPage />, children: [{ path: "/", lazy: () => module.promise }] },
        ],
      },
    ];
    show(createMemoryRouter(routes, { initialEntries: ["/"] }));
    await act(async () => module.reject(new Error("chunk missing")));
    expect(screen.getByText("Failed: chunk missing")).toBeInTheDocument();
    expect(screen.getByText("Layout idle")).toBeInTheDocument();
    expect(screen.queryByText("Root failed")).not.toBeInTheDocument();
  });

  it("shows the errorElement for a render error, with the error, and the pages again after a navigation", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        errorElement: <ErrorPage />,
        children: [
          { path: "/broken", element: <Broken /> },
          { path: "/fine", element: <h1>Fine</h1> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ["/broken"] });
    show(router);
    expect(screen.getByText("Failed: render failed")).toBeInTheDocument();
    expect(screen.queryByText("Layout idle")).not.toBeInTheDocument();
    act(() => void router.navigate("/fine"));
    expect(screen.getByRole("heading", { name: "Fine" })).toBeInTheDocument();
    spy.mockRestore();
  });

  it("shows a 404 at the root's errorElement for an address no route matches", () => {
    const routes: RouteObject[] = [{ element: <Layout />, errorElement: <ErrorPage />, children: [{ path: "/a" }] }];
    show(createMemoryRouter(routes, { initialEntries: ["/b"] }));
    expect(screen.getByText("Failed: No route matches /b")).toBeInTheDocument();
  });
});

function SearchControls() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  return (
    <div>
      <p>
        At {location.pathname}
        {location.search} page {params.get("page") ?? "-"}
      </p>
      <button type="button" onClick={() => setParams({ page: "2", q: "dal makhani" })}>
        Set
      </button>
      <button
        type="button"
        onClick={() =>
          setParams(
            (current) => {
              current.delete("q");
              current.set("page", "3");
              return current;
            },
            { replace: true, state: { kept: true } },
          )
        }
      >
        Update
      </button>
      <button type="button" onClick={() => setParams(new URLSearchParams())}>
        Clear
      </button>
    </div>
  );
}

describe("useSearchParams", () => {
  it("reads the query and sets it on the same pathname: a value, an update of the current one, or none", () => {
    const router = createMemoryRouter([{ path: "/list", element: <SearchControls /> }], {
      initialEntries: ["/", "/list?page=1"],
    });
    show(router);
    expect(screen.getByText("At /list?page=1 page 1")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Set" }));
    expect(router.state.location.search).toBe("?page=2&q=dal+makhani");
    expect(screen.getByText("At /list?page=2&q=dal+makhani page 2")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(router.state.location).toMatchObject({ pathname: "/list", search: "?page=3", state: { kept: true } });

    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(router.state.location.search).toBe("");
    // Set pushed an entry, Update replaced it, Clear pushed one: two steps back is the first /list.
    act(() => void router.navigate(-2));
    expect(router.state.location.search).toBe("?page=1");
  });
});

function Navigator() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button type="button" onClick={() => navigate("/next", { state: { from: location.pathname } })}>
      At {location.pathname}
    </button>
  );
}

describe("MemoryRouter", () => {
  it("gives its children a location and navigation, without routes", () => {
    render(
      <MemoryRouter initialEntries={["/first", "/second"]} initialIndex={0}>
        <Navigator />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "At /first" }));
    expect(screen.getByRole("button", { name: "At /next" })).toBeInTheDocument();
  });

  it("says so when a routing hook has no router above it", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Navigator />)).toThrow("Routing needs a <RouterProvider> or <MemoryRouter> above it");
    spy.mockRestore();
  });
});

/** A page that waits for its data (React's `use`): it suspends until `data` resolves. */
function SlowPage({ data }: { data: Promise<void> }) {
  use(data);
  return <p>Slow page</p>;
}

describe("RouterProvider's transitions", () => {
  it("draws a navigation in a transition: a page that suspends leaves the current one on screen, not a fallback", async () => {
    let release: () => void = () => {};
    const data = new Promise<void>((resolve) => {
      release = resolve;
    });
    const router = createMemoryRouter([
      {
        element: (
          <Suspense fallback={<p>Fallback</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: "/", element: <p>Home page</p> },
          { path: "/slow", element: <SlowPage data={data} /> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("Home page")).toBeInTheDocument();

    await act(() => router.navigate("/slow"));
    expect(screen.getByText("Home page")).toBeInTheDocument();
    expect(screen.queryByText("Fallback")).not.toBeInTheDocument();

    await act(async () => {
      release();
      await data;
    });
    expect(await screen.findByText("Slow page")).toBeInTheDocument();
    expect(screen.queryByText("Home page")).not.toBeInTheDocument();
  });
});
