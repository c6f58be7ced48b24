/**
 * The installable app's side of the page (decision 024): registers the service worker in production builds, has
 * pages re-read data the worker found changed, and shows the connectivity notice and the update prompt, above the
 * phone layouts' bottom bars and never in the way of a tap (only the prompt's buttons take clicks).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ConnectivityNotice } from "./ConnectivityNotice";
import { listenForCacheUpdates } from "./cache-updates";
import { registerServiceWorkerAfterLoad } from "./register-service-worker";
import { UpdatePrompt } from "./UpdatePrompt";

export function PwaNotices() {
  const queryClient = useQueryClient();

  useEffect(() => listenForCacheUpdates(queryClient), [queryClient]);

  useEffect(() => {
    // The dev server and the tests run without a worker: it would cache what they change.
    if (import.meta.env.PROD) registerServiceWorkerAfterLoad();
  }, []);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex flex-col items-center gap-2 px-4 lg:right-auto lg:bottom-6 lg:left-6 lg:items-start lg:px-0">
      <UpdatePrompt />
      <ConnectivityNotice />
    </div>
  );
}
