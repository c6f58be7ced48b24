/** The browser's router over the route tree (app/routes). */
import { createBrowserRouter } from "../lib/router";
import { routes } from "./routes";

export const router = createBrowserRouter(routes);
