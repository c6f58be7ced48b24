/** The app's router API: every page, layout and test imports routing from here, never from a package. */

export type { RouteObject } from "react-router";
export {
  createBrowserRouter,
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  StaticRouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from "react-router";
