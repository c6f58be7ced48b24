/**
 * Entry point: loads the language's catalog and restores the session from the refresh cookie (silently), both at
 * once, and renders the app when the catalog is in.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { refreshSession } from "./lib/api-client";
import { authStore } from "./lib/auth-store";
import { startI18n } from "./lib/i18n";
import "./index.css";

const catalogLoaded = startI18n();
void refreshSession();

// Each sign-in (or session restored on start-up) reconciles the device's language with the account's.
let signedInAs: string | null = null;
authStore.subscribe(() => {
  const { user } = authStore.getState();
  if (user && user.id !== signedInAs) {
    void catalogLoaded.then(() => import("./lib/language-choice")).then((m) => m.reconcileWithAccount());
  }
  signedInAs = user?.id ?? null;
});

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

void catalogLoaded.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
