/** Test setup for the web project: DOM matchers, the mock API, a clean DOM, storage and session between tests. */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { authStore } from "../lib/auth-store";
import { currentLanguage, loadTexts, setLanguage, startI18n } from "../lib/i18n";
import { loadToasts } from "../lib/toast";
import { refusedRequestBodies, resetMockApi, server, startMockApi } from "./mock-api";

// jsdom has no matchMedia; components ask it about reduced motion. Nothing matches in tests.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// Components render their texts from the catalogs: English unless a test switches (and the next one switches back).
await startI18n("en");
await Promise.all([loadTexts("staff"), loadTexts("pages")]);
afterEach(async () => {
  if (currentLanguage() !== "en") await setLanguage("en");
});

// Toasts show at once, as in the app once its toaster has loaded react-hot-toast (lib/toast.test covers the wait).
await loadToasts();

// A request no test mocked fails its fetch (and says so) instead of reaching a network.
beforeAll(() => startMockApi());
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  const refused = refusedRequestBodies();
  resetMockApi();
  authStore.signOut();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // After the clean-up, so that one test's drift does not leak into the next.
  if (refused.length > 0) throw new Error(`Sent bodies the server would refuse:\n${refused.join("\n")}`);
});
