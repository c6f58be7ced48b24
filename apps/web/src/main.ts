/**
 * The app, started by ./boot.ts: loads the language's catalog and restores the session from the refresh cookie
 * (silently), both at once, and mounts the app (./app/mount, evaluated in a task of its own) when the catalog is in.
 */
import { refreshSession } from "./lib/api-client";
import { authStore } from "./lib/auth-store";
import { startI18n } from "./lib/i18n";

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

// The app's modules were fetched with this one (the server announces both: src/app/preloaded-pages.ts APP_MODULES).
void Promise.all([import("./app/mount"), catalogLoaded.catch(() => undefined)]).then(([{ mountApp }]) =>
  mountApp(container),
);
