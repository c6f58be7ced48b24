/** The application: providers, the toaster, and the router once the session check on start-up has finished. */
import { QueryClientProvider } from "@tanstack/react-query";
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
  // A language change re-renders the whole tree (the key), so every text read with t() during render follows it.
  const { i18n } = useTranslation();

  return (
    <QueryClientProvider client={queryClient}>
      {status === "loading" ? (
        <FullScreenSpinner label={t("common:loadingApp")} />
      ) : (
        <RouterProvider key={i18n.language} router={router} />
      )}
      <Toaster />
      <PwaNotices />
    </QueryClientProvider>
  );
}
