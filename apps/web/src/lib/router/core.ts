/**
 * The router itself, without React: the current location and its matched routes, and navigation. Like React Router's
 * data router, a navigation to a route whose lazy modules are not loaded yet keeps the current location (and page)
 * while `navigation.state` is "loading", and commits the new one when they are in; a newer navigation supersedes a
 * pending one. Each route's lazy() runs once and its component is kept for every router (a failed one is tried again
 * on the next navigation that needs it).
 */
import type { ComponentType } from "react";
import {
  createBrowserHistory,
  createLocation,
  createMemoryHistory,
  type History,
  type InitialEntry,
  type Location,
} from "./history";
import { createPath, matchRoutes, type Params, type RouteMatch, type RouteObject, resolvePath } from "./match";

export type Navigation = { state: "idle"; location?: undefined } | { state: "loading"; location: Location };

export interface RouterState {
  location: Location;
  /** The matched routes, root first. */
  matches: RouteMatch[];
  params: Params;
  /** A route that failed to load (or no route for the address, a 404 at the root): its errorElement shows. */
  error: { index: number; value: unknown } | null;
  navigation: Navigation;
  /** False until the first location's modules are in; the root's hydrateFallbackElement shows meanwhile. */
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  /** A path (absolute, `?search`, `#hash` or relative) or a step through the history (-1 is Back). */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Stops following the history (Back/Forward). */
  dispose(): void;
}

const IDLE: Navigation = { state: "idle" };
const components = new WeakMap<RouteObject, ComponentType>();
const loading = new WeakMap<RouteObject, Promise<void>>();

/** The component a route's lazy() gave, once it is in. */
export function lazyComponent(route: RouteObject): ComponentType | undefined {
  return components.get(route);
}

function load(route: RouteObject): Promise<void> | undefined {
  const { lazy } = route;
  if (!lazy || components.has(route)) return undefined;
  let promise = loading.get(route);
  if (!promise) {
    promise = new Promise<{ Component: ComponentType }>((resolve) => resolve(lazy())).then(
      (module) => {
        components.set(route, module.Component);
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** What a location shows: its routes, or, like React Router, a 404 at the root route when none matches. */
function resolveMatches(routes: RouteObject[], pathname: string): Pick<RouterState, "matches" | "params" | "error"> {
  const found = matchRoutes(routes, pathname);
  if (found) return { ...found, error: null };
  const root = routes.find((route) => !route.path || route.path === "/") ?? routes[0];
  const value = Object.assign(new Error(`No route matches ${pathname}`), { status: 404 });
  return { matches: root ? [{ route: root }] : [], params: {}, error: { index: 0, value } };
}

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<() => void>();
  let latest = 0;
  let pending = Promise.resolve();
  const first = resolveMatches(routes, history.location.pathname);
  const waits = !first.error && first.matches.some(({ route }) => route.lazy && !components.has(route));
  let state: RouterState = { location: history.location, ...first, navigation: IDLE, initialized: !waits };

  const update = (changes: Partial<RouterState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };

  function start(location: Location, action: "push" | "replace" | "pop"): Promise<void> {
    const id = ++latest;
    const target = resolveMatches(routes, location.pathname);
    const commit = (error: RouterState["error"]) => {
      if (id !== latest) return;
      if (action === "push") history.push(location);
      else if (action === "replace") history.replace(location);
      update({ ...target, error, location, navigation: IDLE, initialized: true });
    };
    const loads = target.error ? [] : target.matches.map(({ route }) => load(route));
    // Nothing to wait for: the new location is in at once, as with React Router.
    if (!loads.some(Boolean)) {
      commit(target.error);
      pending = Promise.resolve();
      return pending;
    }
    if (state.initialized) update({ navigation: { state: "loading", location } });
    pending = Promise.allSettled(loads).then((results) => {
      const failed = results.findIndex((result) => result.status === "rejected");
      const reason = (results[failed] as PromiseRejectedResult | undefined)?.reason;
      commit(failed < 0 ? null : { index: failed, value: reason });
    });
    return pending;
  }

  if (waits) void start(history.location, "pop");
  const unlisten = history.listen((location) => void start(location, "pop"));

  return {
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === "number") {
        const before = latest;
        history.go(to);
        return latest === before ? Promise.resolve() : pending;
      }
      const path = resolvePath(to, state.location.pathname);
      // Like a browser's link: going to the address already shown replaces its entry.
      const replace = options.replace ?? createPath(path) === createPath(state.location);
      return start(createLocation(path, options.state ?? null), replace ? "replace" : "push");
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: unlisten,
  };
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: InitialEntry[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}

/**
 * A router at `path` whose modules are in, to render outside a browser (app/first-view): settles once the route's
 * lazy modules have loaded or failed. `state.error` is set when they failed or no route matches.
 */
export async function loadStaticRouter(routes: RouteObject[], path: string): Promise<Router> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe(() => {
        if (!router.state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  router.dispose();
  return router;
}
