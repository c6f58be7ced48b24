import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { HOME_TITLE, SITE_DESCRIPTION, THEME_COLOR } from "./src/config/site.ts";

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
  plugins: [react(), tailwindcss(), siteMeta()],
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
