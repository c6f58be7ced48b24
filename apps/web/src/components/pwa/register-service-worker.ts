/**
 * Registers the service worker (/sw.js, built by vite-plugin-pwa, decision 024) and offers a waiting new version to
 * the update prompt. workbox-window is loaded only here, after the page has loaded, outside the first-load script.
 */
import { offerUpdate, type UpdateServiceWorker } from "./update-state";

export const SERVICE_WORKER_URL = "/sw.js";
/** How often an open app asks whether a new version was deployed (browsers also check on each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the worker; resolves with the function that activates a waiting version, or null without one.
 * `reload` is how the page reloads once the new version controls it (tests hand in their own).
 */
export async function registerServiceWorker(
  reload: () => void = () => window.location.reload(),
): Promise<UpdateServiceWorker | null> {
  if (!("serviceWorker" in navigator)) return null;
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: "/" });
  const update: UpdateServiceWorker = async (reloadPage = true) => {
    // The new worker takes over after SKIP_WAITING; the page then reloads to run the new version's code.
    if (reloadPage) workbox.addEventListener("controlling", reload);
    workbox.messageSkipWaiting();
  };
  // Also fired at registration when a version was already waiting (installed during an earlier visit).
  workbox.addEventListener("waiting", () => offerUpdate(update));
  try {
    const registration = await workbox.register();
    if (registration) {
      setInterval(() => {
        registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    }
  } catch {
    // No worker (an insecure origin, storage refused): the app works as before, online.
    return null;
  }
  return update;
}

let started = false;

/** Registers once per page, after the load event, so that it never competes with the first paint. */
export function registerServiceWorkerAfterLoad(): void {
  if (started) return;
  started = true;
  const register = () => void registerServiceWorker();
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
