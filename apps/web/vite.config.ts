import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { leanContract } from "./plugins/lean-contract.ts";
import { pwaIcons } from "./plugins/pwa-icons.ts";
import { HOME_TITLE, SITE_DESCRIPTION, THEME_COLOR } from "./src/config/site.ts";
import { PWA_ICON_SET, pwaOptions } from "./src/sw/pwa-options.ts";

const API_ORIGIN = "http://localhost:3000";

/** Fills the %PLACEHOLDERS% of index.html from src/config/site.ts so the texts are written once. */
function siteMeta(): Plugin {
  const values: Record<string, string> = { HOME_TITLE, SITE_DESCRIPTION, THEME_COLOR };
  return {
    name: "zaika-site-meta",
    transformIndexHtml: (html) => html.replace(/%(\w+)%/g, (match, key: string) => values[key] ?? match),
  };
}

export default defineConfig({
  // leanContract: zod out of the production bundle's first load (plugins/lean-contract.ts).
  // pwaIcons and VitePWA: the manifest, its icons and the service worker (decision 024).
  plugins: [leanContract(), react(), tailwindcss(), siteMeta(), pwaIcons(PWA_ICON_SET), VitePWA(pwaOptions())],
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
  build: { outDir: "dist", emptyOutDir: true },
});
