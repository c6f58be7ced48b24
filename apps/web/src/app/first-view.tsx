/**
 * The first view of a customer page, drawn outside a browser: the server renders it into the page it sends (contract
 * seo.ts FIRST_VIEW_ELEMENT_ID), so a phone shows the header, the page's largest picture and its loading
 * placeholders as soon as the HTML and the style sheet are in, instead of after the app's scripts have arrived and
 * run (issue 15; decision 029). It is the app's own route tree and components, drawn as a visitor before any answer
 * from the API, with the page data the server sends anyway (lib/page-data). Nothing here runs in the browser: the
 * app renders its own page in `#root` and removes this one (lib/first-view).
 *
 * The build makes it a module of its own (vite.config.ts, `vite build --ssr`) that the server loads from the web
 * build's folder (contract FIRST_VIEW_MODULE).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { PageData, RenderFirstView } from "@zaika/contract/seo";
import { renderToString } from "react-dom/server";
import { startI18n } from "../lib/i18n";
import { providePageData } from "../lib/page-data";
import { createQueryClient } from "../lib/query-client";
import { loadStaticRouter, RouterProvider } from "../lib/router";
import { routes } from "./routes";

/** One view at a time: the language and the page data are the module's, not the call's. */
let queue: Promise<unknown> = Promise.resolve();

async function draw(path: string, language: Parameters<RenderFirstView>[1], data: PageData): Promise<string> {
  await startI18n(language);
  // The route's lazy modules (and the texts they show) load here; a page that failed to load, or an address no route
  // answers, has no view. A redirect (<Navigate>) draws nothing: it only navigates in an effect, which never runs here.
  const router = await loadStaticRouter(routes, path);
  if (router.state.error) return "";
  providePageData(data);
  try {
    return renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  } finally {
    providePageData({});
  }
}

export const renderFirstView: RenderFirstView = (path, language, data) => {
  const view = queue.then(() => draw(path, language, data));
  queue = view.catch(() => undefined);
  return view;
};
