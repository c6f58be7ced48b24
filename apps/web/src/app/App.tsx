/** The application: providers, the toaster, and the router once the session check on start-up has finished. */
import { QueryClientProvider } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import { PwaNotices } from "../components/pwa/PwaNotices";
import { FullScreenSpinner } from "../components/ui/Spinner";
import { Toaster } from "../components/ui/Toaster";
import { useAuth } from "../lib/auth-store";
import { t } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { router } from "./router";

export function App() {
  const { status } = useAuth();
  // Mounting the app is a page load's longest piece of work: as a deferred update React renders it in slices,
  // leaving the main thread free for taps in between (a phone's 4× slower CPU made it one 300 ms task; issue 15).
  const loading = useDeferredValue(status === "loading", true);
  // A language change re-renders the whole tree (the key), so every text read with t() during render follows it.
  const { i18n } = useTranslation();

  return (
    <QueryClientProvider client={queryClient}>
      {loading ? (
        <FullScreenSpinner label={t("common:loadingApp")} />
      ) : (
        <RouterProvider key={i18n.language} router={router} />
      )}
      <Toaster />
      <PwaNotices />
    </QueryClientProvider>
  );
}
