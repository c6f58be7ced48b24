/**
 * The web app's page (index.html) as the server sends it for a client route, with what the page will need announced
 * in its head, so a phone fetches it beside the app's own scripts rather than one step after another (issue 15):
 * - the scripts of the route (from the build's route-preloads.json) and of the texts in the likely language
 *   (`?lang=`, else Accept-Language: the app may still pick another one this device chose before);
 * - the page's largest picture where the server knows it before the app does: the first banner of the customer home
 *   ("/", "/user"), the cover of a restaurant's page. The hint names the srcset and sizes the app's <img> has
 *   (contract media.ts), so both ask for the same file;
 * - and what the app needs to draw that picture at its first render (contract seo.ts PageData): the home's banners,
 *   the restaurant's cover, so the picture does not wait for one more request after the app has started.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { isLanguage, type Language, languageFromAcceptLanguage } from "@zaika/contract/language";
import { imageSrcSet, MAIN_PICTURE_SIZES } from "@zaika/contract/media";
import { type PageData, pageDataScript, ROUTE_PRELOADS_FILE, type RoutePreloads } from "@zaika/contract/seo";
import type { Db } from "../../db/client";
import { listBanners } from "../catalog/service";
import * as q from "./queries";

/** A hint may be this old: a changed banner or cover shows at once in the app; only the hint lags behind. */
const HINT_TTL_MS = 60_000;
/** Restaurant pages remembered at most; beyond this the memory starts again (ids come from the address bar). */
const MAX_REMEMBERED = 1000;
const HOME_PAGES = new Set(["/", "/user", "/user/"]);
const RESTAURANT_PAGE = /^\/user\/restaurant\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] as string);

/** `<link rel="preload">` for a page's largest picture, drawn `sizes` wide. */
export function picturePreload(src: string, sizes: string): string {
  const srcset = imageSrcSet(src);
  const responsive = srcset ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}"` : "";
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${responsive} fetchpriority="high">`;
}

/** Whether a route pattern (`/user/restaurant/:id`) matches a path: `:name` stands for one non-empty segment. */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = (path.length > 1 ? path.replace(/\/$/, "") : path).split("/");
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
}

/** `<link rel="modulepreload">` for each script, as Vite writes its own (module scripts are fetched in CORS mode). */
const scriptPreloads = (scripts: readonly string[]) =>
  scripts.map((script) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(script)}">`);

/** The language the app will most likely start in: `?lang=`, else the browser's preference. */
export function likelyLanguage(lang: unknown, acceptLanguage: string | undefined): Language {
  return isLanguage(lang) ? lang : languageFromAcceptLanguage(acceptLanguage);
}

export interface PageRequest {
  /** `?lang=` of the address, if any. */
  lang?: unknown;
  acceptLanguage?: string | undefined;
}

export interface WebPages {
  /** index.html for a client route's path (no query), with its hints. */
  html(path: string, request?: PageRequest): Promise<string>;
}

export interface WebPagesOptions {
  /** The build's route-preloads.json; null: no script hints (an older build, or none). */
  preloads?: RoutePreloads | null;
  now?: () => number;
}

export function webPages(db: Db, indexHtml: string, options: WebPagesOptions = {}): WebPages {
  const now = options.now ?? Date.now;
  const preloads = options.preloads ?? null;
  const remembered = new Map<string, { at: number; hint: Promise<string> }>();

  /** The picture's preload and the page data, as the lines the head gains. */
  const pictureHints = (src: string, sizes: string, data: PageData) =>
    `${picturePreload(src, sizes)}\n    ${pageDataScript(data)}`;

  async function lookUp(path: string): Promise<string> {
    if (HOME_PAGES.has(path)) {
      const { data: banners } = await listBanners({ db }, { includeInactive: false });
      const first = banners[0];
      return first ? pictureHints(first.imageUrl, MAIN_PICTURE_SIZES.banner, { banners }) : "";
    }
    const restaurant = RESTAURANT_PAGE.exec(path)?.[1]?.toLowerCase();
    if (restaurant) {
      const cover = await q.restaurantCover(db, restaurant);
      return cover
        ? pictureHints(cover, MAIN_PICTURE_SIZES.restaurantCover, { restaurantCover: { id: restaurant, cover } })
        : "";
    }
    return "";
  }

  function hintFor(path: string): Promise<string> {
    if (!HOME_PAGES.has(path) && !RESTAURANT_PAGE.test(path)) return Promise.resolve("");
    const known = remembered.get(path);
    if (known && now() - known.at < HINT_TTL_MS) return known.hint;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    // A failed look-up (database down) costs the hint, never the page, and is tried again next time.
    const hint = lookUp(path).catch(() => {
      remembered.delete(path);
      return "";
    });
    remembered.set(path, { at: now(), hint });
    return hint;
  }

  return {
    async html(path, request = {}) {
      const picture = await hintFor(path);
      // Every page needs the texts before its first render; the listed pages their route's scripts as well.
      const texts = preloads?.texts[likelyLanguage(request.lang, request.acceptLanguage)] ?? [];
      const route = preloads?.pages.find((page) => matchesRoute(page.path, path))?.scripts ?? [];
      const hints = [...(picture ? [picture] : []), ...scriptPreloads([...texts, ...route])];
      if (hints.length === 0) return indexHtml;
      return indexHtml.replace("</head>", `${hints.map((hint) => `    ${hint}\n`).join("")}  </head>`);
    },
  };
}

/** The build's route-preloads.json beside index.html, or null when the build wrote none (or it does not read). */
export function readRoutePreloads(webDistDir: string): RoutePreloads | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(webDistDir, ROUTE_PRELOADS_FILE), "utf8")) as RoutePreloads;
    return Array.isArray(parsed.pages) && typeof parsed.texts === "object" && parsed.texts !== null ? parsed : null;
  } catch {
    return null;
  }
}
