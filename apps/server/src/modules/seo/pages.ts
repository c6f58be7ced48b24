/**
 * The web app's page (index.html) as the server sends it for a client route, with what the page will need announced
 * in its head, so a phone fetches it beside the app's own scripts rather than one step after another (issue 15):
 * - the scripts of the route (from the build's route-preloads.json) and of the texts in the likely language
 *   (`?lang=`, else Accept-Language: the app may still pick another one this device chose before);
 * - the page's largest picture where the server knows it before the app does: the first banner of the customer home
 *   ("/", "/user"), the cover of a restaurant's page. The hint names the srcset and sizes the app's <img> has
 *   (contract media.ts), so both ask for the same file;
 * - and what the app needs to draw that picture at its first render (contract seo.ts PageData): the home's banners,
 *   the restaurant's cover, so the picture does not wait for one more request after the app has started;
 * - in its body, the first view of the customer pages the build lists (contract seo.ts FIRST_VIEW_ELEMENT_ID), drawn
 *   by the web build's own module with that page data: the page paints before the app's scripts have arrived.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isLanguage, type Language, languageFromAcceptLanguage } from "@zaika/contract/language";
import { imageSrcSet, MAIN_PICTURE_SIZES } from "@zaika/contract/media";
import { homePathFor } from "@zaika/contract/roles";
import {
  FIRST_VIEW_MODULE,
  firstViewElement,
  laterScriptsElement,
  type PageData,
  pageDataScript,
  type RenderFirstView,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from "@zaika/contract/seo";
import type { Db } from "../../db/client";
import { listBanners } from "../catalog/service";
import * as q from "./queries";

/** A hint may be this old: a changed banner or cover shows at once in the app; only the hint lags behind. */
const HINT_TTL_MS = 60_000;
/** Restaurant pages remembered at most; beyond this the memory starts again (ids come from the address bar). */
const MAX_REMEMBERED = 1000;
const HOME_PAGES = new Set(["/", "/user", "/user/"]);
/** The app's element in index.html; the first view goes just before it. */
const ROOT_ELEMENT = '<div id="root"></div>';
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
  /** Draws a page's first view (the web build's module: loadFirstView); null: pages are sent without one. */
  firstView?: RenderFirstView | null;
  now?: () => number;
}

/** What the server knows of a page before the app does: its largest picture and the data to draw it with. */
interface PageFacts {
  picture: { src: string; sizes: string } | null;
  data: PageData;
}

const NO_FACTS: PageFacts = { picture: null, data: {} };

export function webPages(db: Db, indexHtml: string, options: WebPagesOptions = {}): WebPages {
  const now = options.now ?? Date.now;
  const preloads = options.preloads ?? null;
  const firstView = options.firstView ?? null;
  const remembered = new Map<string, { at: number; value: Promise<string> }>();

  /** Remembers a look-up for HINT_TTL_MS; a failed one (database down) costs the hint, never the page. */
  function remember(key: string, lookUp: () => Promise<string>): Promise<string> {
    const known = remembered.get(key);
    if (known && now() - known.at < HINT_TTL_MS) return known.value;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    const value = lookUp().catch(() => {
      remembered.delete(key);
      return "";
    });
    remembered.set(key, { at: now(), value });
    return value;
  }

  async function factsOf(path: string): Promise<PageFacts> {
    if (HOME_PAGES.has(path)) {
      const { data: banners } = await listBanners({ db }, { includeInactive: false });
      const first = banners[0];
      return { picture: first ? { src: first.imageUrl, sizes: MAIN_PICTURE_SIZES.banner } : null, data: { banners } };
    }
    const restaurant = RESTAURANT_PAGE.exec(path)?.[1]?.toLowerCase();
    if (restaurant) {
      const cover = await q.restaurantCover(db, restaurant);
      return cover
        ? {
            picture: { src: cover, sizes: MAIN_PICTURE_SIZES.restaurantCover },
            data: { restaurantCover: { id: restaurant, cover } },
          }
        : NO_FACTS;
    }
    return NO_FACTS;
  }

  /** The picture's preload and the page data, as the lines the head gains. */
  const pictureHints = (facts: PageFacts) =>
    facts.picture ? `${picturePreload(facts.picture.src, facts.picture.sizes)}\n    ${pageDataScript(facts.data)}` : "";

  /** The page's facts once per path, its first view once per path and language (both for HINT_TTL_MS). */
  const factsFor = (path: string) =>
    remember(`facts ${path}`, async () => JSON.stringify(await factsOf(path))).then((json) =>
      json ? (JSON.parse(json) as PageFacts) : NO_FACTS,
    );

  function viewFor(path: string, language: Language, facts: PageFacts): Promise<string> {
    if (!firstView || !preloads?.pages.some((page) => matchesRoute(page.path, path))) return Promise.resolve("");
    // "/" sends visitors and customers (most of its callers) on to the customer home: it shows that home first.
    const drawn = path === "/" ? homePathFor(undefined) : path;
    return remember(`view ${language} ${path}`, async () =>
      firstViewElement(await firstView(drawn, language, facts.data)),
    );
  }

  return {
    async html(path, request = {}) {
      const language = likelyLanguage(request.lang, request.acceptLanguage);
      const facts = HOME_PAGES.has(path) || RESTAURANT_PAGE.test(path) ? await factsFor(path) : NO_FACTS;
      const drawn = await viewFor(path, language, facts);
      const view = indexHtml.includes(ROOT_ELEMENT) ? drawn : "";
      // Every page needs the app's scripts and its texts before its first render; the listed pages their route's too.
      const texts = preloads?.texts[language] ?? [];
      const route = preloads?.pages.find((page) => matchesRoute(page.path, path))?.scripts ?? [];
      const scripts = [...(preloads?.app ?? []), ...texts, ...route];
      const picture = pictureHints(facts);
      // With a first view, the scripts wait for it and its picture to be on screen (apps/web src/boot.ts).
      const hints = [
        ...(picture ? [picture] : []),
        ...(view ? (scripts.length > 0 ? [laterScriptsElement(scripts)] : []) : scriptPreloads(scripts)),
      ];
      const withHints =
        hints.length === 0
          ? indexHtml
          : // Replaced by a function: a `$&` or `$'` in a banner's or a restaurant's text stays as written.
            indexHtml.replace("</head>", () => `${hints.map((hint) => `    ${hint}\n`).join("")}  </head>`);
      return view ? withHints.replace(ROOT_ELEMENT, () => `${view}${ROOT_ELEMENT}`) : withHints;
    },
  };
}

/**
 * The web build's first-view module (contract FIRST_VIEW_MODULE), loaded when a page first needs it; null when the
 * build has none (an older build, the dev server's). A module that fails to load or draw costs the first view (the
 * page works as before) and is logged.
 */
export function loadFirstView(webDistDir: string, log: (error: unknown) => void): RenderFirstView | null {
  const file = path.join(webDistDir, FIRST_VIEW_MODULE);
  if (!existsSync(file)) return null;
  let module: Promise<RenderFirstView | null> | null = null;
  return async (page, language, data) => {
    module ??= import(pathToFileURL(file).href).then(
      (loaded: { renderFirstView?: RenderFirstView }) => loaded.renderFirstView ?? null,
    );
    const render = await module;
    if (!render) return "";
    try {
      return await render(page, language, data);
    } catch (error) {
      log(error);
      throw error;
    }
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
