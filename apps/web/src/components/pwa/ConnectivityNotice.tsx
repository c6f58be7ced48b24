/**
 * Says when the device goes offline ("You are offline. Showing what was saved.") and, for a few seconds, when it is
 * back online, in a polite live region that exists from the start so that screen readers announce each change.
 */
import { useEffect, useState } from "react";
import { t } from "../../lib/i18n";

/** How long "Back online" stays up. */
export const BACK_ONLINE_MS = 4000;

type Connectivity = "online" | "offline" | "backOnline";

export function ConnectivityNotice() {
  const [state, setState] = useState<Connectivity>(() => (navigator.onLine ? "online" : "offline"));

  useEffect(() => {
    const offline = () => setState("offline");
    const online = () => setState((previous) => (previous === "offline" ? "backOnline" : previous));
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);

  useEffect(() => {
    if (state !== "backOnline") return;
    const timer = setTimeout(() => setState("online"), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div role="status" aria-live="polite" className="flex justify-center lg:justify-start">
      {state === "offline" && (
        <p className="rounded-full bg-gray-900 px-4 py-2 text-center text-sm font-medium text-white shadow-lg">
          {t("pwa:offline")}
        </p>
      )}
      {state === "backOnline" && (
        <p className="rounded-full bg-green-700 px-4 py-2 text-center text-sm font-medium text-white shadow-lg">
          {t("pwa:backOnline")}
        </p>
      )}
    </div>
  );
}
