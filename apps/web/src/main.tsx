/**
 * Entry point: loads the language's catalog and restores the session from the refresh cookie (silently), both at
 * once, and renders the app when the catalog is in.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { refreshSession } from "./lib/api-client";
import { startI18n } from "./lib/i18n";
import "./index.css";

const catalogLoaded = startI18n();
void refreshSession();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

void catalogLoaded.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
