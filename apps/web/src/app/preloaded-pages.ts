/**
 * The customer pages whose scripts the server announces in the page's head (`<link rel="modulepreload">`), so a
 * phone fetches them with the app's own scripts instead of after the app has started and asked for the route (issue
 * 15). Each names the modules its route loads lazily (see ./routes.tsx); the build turns them into the chunk files
 * (plugins/route-preloads.ts writes route-preloads.json) and the server matches the address (modules/seo/pages.ts).
 * Paths are relative to apps/web.
 */
import { paths } from "../config/paths";

export interface PreloadedPage {
  /** A route pattern of config/paths.ts (`/user/restaurant/:id`). */
  path: string;
  modules: readonly string[];
  /** Its form validates with the contract's zod schemas before sending; every other page must load no zod (the build fails). */
  validatesWithZod?: boolean;
}

const HOME = "src/features/home/pages/HomePage.tsx";

export const PRELOADED_PAGES: readonly PreloadedPage[] = [
  // "/" sends customers and visitors on to the customer home (./routes/HomeRedirect).
  { path: paths.home.path, modules: ["src/app/routes/HomeRedirect.tsx", HOME] },
  { path: paths.user.home.path, modules: [HOME] },
  { path: paths.user.restaurant.path, modules: ["src/features/catalog/pages/RestaurantPage.tsx"] },
  { path: paths.user.category.path, modules: ["src/features/catalog/pages/CategoryPage.tsx"] },
  { path: paths.login.path, modules: ["src/features/auth/pages/LoginPage.tsx"], validatesWithZod: true },
  { path: paths.user.cart.path, modules: ["src/features/cart/pages/CartPage.tsx"] },
];

/**
 * The app's own modules, which the entry (src/boot.ts) starts by dynamic imports: main.ts (the texts and the session
 * check), then app/mount.tsx (React, the router and the app) in a task of its own. The server announces them with
 * the page's (or lists them for after the first view).
 */
export const APP_MODULES = ["src/main.ts", "src/app/mount.tsx"] as const;

/** The texts every page needs before its first render, per language (lib/i18n.ts loads them at start). */
export const CORE_TEXTS = { en: "src/locales/en/core.ts", hi: "src/locales/hi/core.ts" } as const;
