/**
 * The application: providers, the toaster, and the router (on a device that had a session, once the session check
 * on start-up has finished: lib/session-hint).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { PwaNotices } from "../components/pwa/PwaNotices";
import { Toaster } from "../components/ui/Toaster";
import { currentLanguage, onLanguageChange, t } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { RouterProvider } from "../lib/router";
import { useWaitForSession } from "../lib/session-hint";
import { AppLoading } from "./AppLoading";
import { router } from "./router";

export function App() {
  // A visitor's page renders at once; a page that needs a user waits in its guard (RequireRole) as before.
  const loading = useWaitForSession();
  // A language change re-renders the whole tree (the key), so every text read with t() during render follows it.
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);

  return (
    <QueryClientProvider client={queryClient}>
      {loading ? <AppLoading label={t("common:loadingApp")} /> : <RouterProvider key={language} router={router} />}
      <Toaster />
      <PwaNotices />
    </QueryClientProvider>
  );
}
