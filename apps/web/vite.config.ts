import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compileCatalogs } from "./plugins/compile-catalogs.ts";
import { leanContract } from "./plugins/lean-contract.ts";
import { precompress } from "./plugins/precompress.ts";
import { pwaIcons } from "./plugins/pwa-icons.ts";
import { routePreloads } from "./plugins/route-preloads.ts";
import { APP_MODULES, CORE_TEXTS, PRELOADED_PAGES } from "./src/app/preloaded-pages.ts";
import { HOME_TITLE, SITE_DESCRIPTION, THEME_COLOR } from "./src/config/site.ts";
import { PWA_ICON_SET, pwaOptions } from "./src/sw/pwa-options.ts";

const API_ORIGIN = "http://localhost:3000";
/** The libraries every page starts with, bundled as one chunk (see build below). */
const FIRST_LOAD_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui)[\\/]/;
/** The toasts' library, loaded after the first page (lib/toast). */
const TOAST_LIBRARIES = /node_modules[\\/](react-hot-toast|goober)[\\/]/;

/** Fills the %PLACEHOLDERS% of index.html from src/config/site.ts so the texts are written once. */
function siteMeta(): Plugin {
  const values: Record<string, string> = { HOME_TITLE, SITE_DESCRIPTION, THEME_COLOR };
  return {
    name: "zaika-site-meta",
    transformIndexHtml: (html) => html.replace(/%(\w+)%/g, (match, key: string) => values[key] ?? match),
  };
}

/**
 * The first view's module (src/app/first-view.tsx), for the server to draw customer pages with: `vite build --ssr`
 * after the app's build, into its folder (contract FIRST_VIEW_MODULE). Everything it imports is bundled in, so the
 * server needs none of the web app's packages; `.mjs`, so Node reads it as a module wherever the folder is copied.
 */
const firstViewBuild: UserConfig = {
  plugins: [compileCatalogs(), react()],
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    emptyOutDir: true,
    rolldownOptions: {
      preserveEntrySignatures: "strict",
      output: { entryFileNames: "[name].mjs", chunkFileNames: "assets/[name]-[hash].mjs" },
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? firstViewBuild
    : {
        // compileCatalogs: the catalogs compiled for Lingui, no message parser in the browser (decision 031);
        // leanContract: zod out of the production bundle's first load (plugins/lean-contract.ts); routePreloads: the
        // scripts of the customer pages, for the server to announce in their heads (plugins/route-preloads.ts);
        // precompress: brotli and gzip copies of the scripts and styles, sent as they are (plugins/precompress.ts).
        // pwaIcons and VitePWA: the manifest, its icons and the service worker (decision 024).
        plugins: [
          compileCatalogs(),
          leanContract(),
          routePreloads({ app: APP_MODULES, pages: PRELOADED_PAGES, texts: CORE_TEXTS }),
          react(),
          tailwindcss(),
          siteMeta(),
          pwaIcons(PWA_ICON_SET),
          VitePWA(pwaOptions()),
          precompress(),
        ],
        server: {
          proxy: {
            "/api": { target: API_ORIGIN, changeOrigin: false },
            "/uploads": { target: API_ORIGIN, changeOrigin: false },
          },
        },
        preview: {
          proxy: {
            "/api": { target: API_ORIGIN, changeOrigin: false },
            "/uploads": { target: API_ORIGIN, changeOrigin: false },
          },
        },
        build: {
          outDir: "dist",
          emptyOutDir: true,
          // Few files on a page's first load (issue 15): a phone's HTTP/1.1 connection fetches six at a time, so forty
          // small chunks cost several round trips where a handful cost one. The libraries every page starts with are one
          // chunk; small shared chunks (under 16 KB of source) are copied into the chunks that use them (the runtime keeps
          // one state per module across the copies). Chunks with styles stay files, as Vite's CSS handling needs.
          rolldownOptions: {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                experimentalInlineCommonChunks: {
                  maxSize: 16 * 1024,
                  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                },
                groups: [
                  { name: "framework", test: FIRST_LOAD_LIBRARIES },
                  // react-hot-toast arrives after the first page (lib/toast), as one chunk of its own.
                  { name: "toasts", test: TOAST_LIBRARIES },
                ],
              },
            },
          },
        },
      },
);
