/**
 * The router in React: <RouterProvider> draws the matched routes (each layout's <Outlet> is its child route), catches
 * a route's render error at the nearest errorElement, and gives the hooks the location, the navigation and the
 * params. <MemoryRouter> gives components under test a router without a route tree.
 */
import {
  Component,
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { createMemoryRouter, lazyComponent, type Navigation, type Router, type RouterState } from "./core";
import type { InitialEntry, Location } from "./history";
import type { Params } from "./match";

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<Location | null>(null);
const NavigationContext = createContext<Navigation>({ state: "idle" });
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });
const ErrorContext = createContext<unknown>(undefined);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error("Routing needs a <RouterProvider> or <MemoryRouter> above it");
  return router;
}

export function useLocation(): Location {
  useRouter();
  return useContext(LocationContext) as Location;
}

export function useNavigate(): Router["navigate"] {
  return useRouter().navigate;
}

/** "loading" (with the location) while a navigation waits for its route's modules; "idle" otherwise. */
export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** The matched route's `:params`, decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** In an errorElement: what failed (a lazy() rejection, a render error, or a 404 for an address no route matches). */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

type SearchInit = URLSearchParams | string | Record<string, string> | string[][];
export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: { replace?: boolean; state?: unknown },
) => void;

/** The address's query, and a setter that navigates to the same pathname with a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === "function" ? next(new URLSearchParams(router.state.location.search)) : next;
      void router.navigate(`?${new URLSearchParams(value)}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Where a layout draws its matched child route. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

function DefaultError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
}

type BoundaryProps = { location: Location; fallback: ReactNode; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; location: Location };

/** A route's render error shows its errorElement until the location changes. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    return <ErrorContext.Provider value={error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

/** The matched routes, innermost in its parent's outlet; a failed route's nearest errorElement in its place. */
function renderMatches({ matches, params, error, initialized, location }: RouterState): ReactNode {
  if (!initialized) return matches.find(({ route }) => route.hydrateFallbackElement)?.route.hydrateFallbackElement;
  let last = matches.length - 1;
  if (error) {
    last = error.index;
    while (last > 0 && matches[last]?.route.errorElement === undefined) last -= 1;
  }
  let outlet: ReactNode = null;
  for (let index = last; index >= 0; index -= 1) {
    const route = matches[index]?.route;
    if (!route) continue;
    const fallback = route.errorElement ?? <DefaultError />;
    const Page = lazyComponent(route);
    let element: ReactNode = Page ? <Page /> : (route.element ?? <Outlet />);
    if (error && index === last)
      element = <ErrorContext.Provider value={error.value}>{fallback}</ErrorContext.Provider>;
    element = <RouteContext.Provider value={{ outlet, params }}>{element}</RouteContext.Provider>;
    if (route.errorElement !== undefined || index === 0) {
      element = (
        <Boundary location={location} fallback={fallback}>
          {element}
        </Boundary>
      );
    }
    outlet = element;
  }
  return outlet;
}

/**
 * The router's state, each change drawn in a transition as React Router does: React renders the next page in slices
 * and keeps the current one on screen meanwhile, so a page's first draw after its modules arrive is not one long task
 * on a phone (issue 15).
 */
function useRouterState(router: Router): RouterState {
  const [state, setState] = useState(() => router.state);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(router.state));
    // The router may have moved on between the first render and this subscription.
    follow();
    return router.subscribe(follow);
  }, [router]);
  return state;
}

function Provider({ router, children }: { router: Router; children: (state: RouterState) => ReactNode }) {
  const state = useRouterState(router);
  return (
    <RouterContext.Provider value={router}>
      <NavigationContext.Provider value={state.navigation}>
        <LocationContext.Provider value={state.location}>{children(state)}</LocationContext.Provider>
      </NavigationContext.Provider>
    </RouterContext.Provider>
  );
}

/** Draws the router's routes at its location, and follows its navigations. */
export function RouterProvider({ router }: { router: Router }) {
  return <Provider router={router}>{renderMatches}</Provider>;
}

/** A router in memory around `children` (tests): links and navigation work, no routes are drawn. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries, initialIndex }));
  return <Provider router={router}>{() => children}</Provider>;
}
