/**
 * vite-plugin-pwa's settings (read by vite.config.ts at build time): the web app manifest and the service worker
 * Workbox generates (generateSW), with the caching rules of ./caching-rules.ts. Decision 024 explains each choice.
 */
import type { VitePWAOptions } from "vite-plugin-pwa";
import { APP_NAME, SITE_DESCRIPTION, THEME_COLOR } from "../config/site.ts";
import {
  announceChangedAnswer,
  isAppNavigation,
  noteServedFromCache,
  quietUnlessServedFromCache,
  routeMatcher,
  serveNavigation,
} from "./caching-rules.ts";

/** The icons the build renders from public/favicon.svg (plugins/pwa-icons.ts), by file name under /icons/. */
export const PWA_ICONS = {
  any192: { file: "icon-192.png", size: 192 },
  any512: { file: "icon-512.png", size: 512 },
  maskable512: { file: "icon-maskable-512.png", size: 512 },
  appleTouch: { file: "apple-touch-icon.png", size: 180 },
} as const;

/** The same icons as plugins/pwa-icons.ts renders them: as drawn, or full-bleed for masks and Apple's corners. */
export const PWA_ICON_SET = {
  plain: [PWA_ICONS.any192, PWA_ICONS.any512],
  fullBleed: [PWA_ICONS.maskable512, PWA_ICONS.appleTouch],
};

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Big chunks a customer may never need, left to load from the network (they need it anyway): the maps (Leaflet and
 * the basemap; their tiles are fetched live) and the admin's charts.
 */
const NOT_PRECACHED = [
  "**/assets/base-layer-*",
  "**/assets/*[Mm]ap-*.js",
  "**/assets/StatList-*.js",
  // Only woff2 is precached: every browser that runs a service worker reads it.
  "**/*.woff",
];

export function pwaOptions(): Partial<VitePWAOptions> {
  const icon = (file: string, size: number, purpose: "any" | "maskable") => ({
    src: `/icons/${file}`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  return {
    strategies: "generateSW",
    registerType: "prompt",
    // components/pwa/register-service-worker.ts registers it, after the page has loaded.
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: "/",
      name: APP_NAME,
      short_name: APP_NAME,
      description: SITE_DESCRIPTION,
      lang: "en-IN",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      orientation: "portrait",
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
      categories: ["food"],
      icons: [
        icon(PWA_ICONS.any192.file, PWA_ICONS.any192.size, "any"),
        icon(PWA_ICONS.any512.file, PWA_ICONS.any512.size, "any"),
        icon(PWA_ICONS.maskable512.file, PWA_ICONS.maskable512.size, "maskable"),
      ],
    },
    workbox: {
      // The shell: index.html, the hashed scripts and styles, fonts, icons, the offline page (and the manifest,
      // which vite-plugin-pwa adds itself).
      globPatterns: ["**/*.{html,js,css,woff2,svg,png}"],
      globIgnores: NOT_PRECACHED,
      // No copy of Workbox's runtime beside sw.js: one file to serve uncached.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // A new version waits until the customer chooses "Reload" (the update prompt).
      skipWaiting: false,
      clientsClaim: false,
      // Page loads are the runtime route below (network first), not Workbox's cache-first fallback; nor is "/"
      // answered from the precache as index.html.
      navigateFallback: null,
      directoryIndex: null,
      runtimeCaching: [
        { urlPattern: isAppNavigation, handler: serveNavigation },
        {
          urlPattern: routeMatcher("menu"),
          handler: "StaleWhileRevalidate",
          options: {
            cacheName: "zaika-menus",
            expiration: { maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS },
            cacheableResponse: { statuses: [200] },
            plugins: [{ cacheDidUpdate: announceChangedAnswer }],
          },
        },
        {
          urlPattern: routeMatcher("catalog"),
          handler: "NetworkFirst",
          options: {
            cacheName: "zaika-catalog",
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 80, maxAgeSeconds: DAY_SECONDS },
            cacheableResponse: { statuses: [200] },
            // After the expiration plugin, so that an answer it discards is not taken as served.
            plugins: [
              {
                cachedResponseWillBeUsed: noteServedFromCache,
                fetchDidSucceed: quietUnlessServedFromCache,
                cacheDidUpdate: announceChangedAnswer,
              },
            ],
          },
        },
        {
          urlPattern: routeMatcher("image"),
          handler: "StaleWhileRevalidate",
          options: {
            cacheName: "zaika-images",
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
