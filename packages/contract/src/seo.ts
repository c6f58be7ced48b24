/**
 * What search engines may read (issue 15): the public pages the server lists in /sitemap.xml, the areas /robots.txt
 * keeps them out of, and the paths of the pages listed per restaurant and per category. The web app's routes
 * (apps/web/src/config/paths.ts) build the same paths; a web test keeps the two in step.
 */
import type { Banner } from "./banner";
import type { Language } from "./language";

/** The customer pages anyone can open, without a sign-in: the home, offers, help and the legal pages. */
export const SITEMAP_PAGES = [
  "/user",
  "/user/offers",
  "/help",
  "/about-us",
  "/contact-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/cancellation-and-refund",
] as const;

/**
 * The API and the staff's and riders' areas: nothing there for a search engine. The customer's own pages (cart,
 * profile) are only left out of the sitemap: a crawler is sent to sign in there anyway, and Lighthouse's SEO audit of
 * the cart page counts a page robots.txt forbids as a fault.
 */
export const ROBOTS_DISALLOW = ["/api/", "/admin", "/restaurant", "/rider"] as const;

export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";

/** A restaurant's page. */
export const restaurantPagePath = (id: string) => `/user/restaurant/${encodeURIComponent(id)}`;

/** A category's page: the name rides along for the page's heading. */
export const categoryPagePath = (id: string, name: string) =>
  `/user/category/${encodeURIComponent(id)}?category=${encodeURIComponent(name)}`;

/**
 * What the web build writes beside index.html (apps/web/plugins/route-preloads.ts) and the server reads to announce a
 * page's scripts in its head (`<link rel="modulepreload">`): per route pattern of the customer pages, the chunks its
 * route loads beyond the app's own; per language, the chunks of the texts every page needs first.
 */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

export interface RoutePreloads {
  pages: Array<{ path: string; scripts: string[] }>;
  texts: Record<string, string[]>;
  /** The app's own scripts (apps/web src/main.tsx and its static imports), which its entry starts; older builds: none. */
  app?: string[];
}

/**
 * What the server already knows of a customer page's first view and writes into the page it sends (a
 * `<script type="application/json">` with this id), so the page's largest picture shows at the app's first render
 * rather than after one more request: the home's banners as a customer gets them (GET /admin/banner), a restaurant
 * page's cover. The app shows them while it asks the API as usual (they are never taken for the API's answer), and
 * only on the page they were sent with. A page served by the service worker has none.
 */
export const PAGE_DATA_ELEMENT_ID = "zaika-page-data";

export interface PageData {
  /** The customer home (`/`, `/user`): the active banners in carousel order. */
  banners?: Banner[];
  /** A restaurant's page: its id and cover. */
  restaurantCover?: { id: string; cover: string };
}

/**
 * The page data as a `<script>` element's text: JSON with `<` escaped, so that no text in it (a banner link, a
 * name) can close the element or open a comment.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * The first view of a customer page, drawn by the server from the web app's own components (apps/web
 * src/app/first-view.tsx) and sent inside the page in an element with this id, before the app's `#root`: the page
 * shows its header, its largest picture and its loading placeholders before the app's scripts have arrived. It is
 * `inert` (nothing in it can be tapped or focused) and the app removes it when its own page is in (issue 15).
 */
export const FIRST_VIEW_ELEMENT_ID = "zaika-first-view";
/** Where the web build writes the first view's module, relative to its output folder. */
export const FIRST_VIEW_MODULE = "first-view/first-view.mjs";

/** What the first view's module exports: the page at `path` (no query) in a language, drawn with its page data. */
export type RenderFirstView = (path: string, language: Language, data: PageData) => Promise<string>;

/**
 * A page with a first view lists the scripts it will need (the app's, its route's, its texts') as JSON in a
 * `<script type="application/json">` with this id instead of announcing them in its head: the app's entry fetches
 * them once the first view and its largest picture are on screen (decision 029).
 */
export const LATER_SCRIPTS_ELEMENT_ID = "zaika-later-scripts";

/** The later scripts as that element (JSON with `<` escaped, like pageDataScript). */
export function laterScriptsElement(scripts: readonly string[]): string {
  const json = JSON.stringify(scripts).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${LATER_SCRIPTS_ELEMENT_ID}">${json}</script>`;
}

/** The first view wrapped as the page carries it ("" when there is none). */
export function firstViewElement(html: string): string {
  return html ? `<div id="${FIRST_VIEW_ELEMENT_ID}" inert>${html}</div>` : "";
}
