/**
 * The app's router (decision 030): every page, layout and test imports routing from here. Our own, in place of React
 * Router, whose data router was 30 KB gzip of the 120 KB first-load budget; it keeps the part of that API the app
 * uses: a route tree with lazy pages, error elements and the first page's fallback, browser and memory history,
 * links, search params, scroll restoration, and drawing a page outside a browser (app/first-view).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  loadStaticRouter,
  type NavigateOptions,
  type Navigation,
  type Router,
  type RouterState,
} from "./core";
export type { Location } from "./history";
export { Link, type LinkProps, Navigate, NavLink, type NavLinkProps } from "./links";
export { matchPath, type Params, type PathMatch, type RouteObject } from "./match";
export {
  MemoryRouter,
  Outlet,
  RouterProvider,
  type SetSearchParams,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from "./render";
export { ScrollRestoration } from "./scroll";
