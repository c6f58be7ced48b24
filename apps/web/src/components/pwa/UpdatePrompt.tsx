/**
 * "A new version of Zaika is available": shown while a new service worker waits (update-state.ts). Reload activates
 * it and reloads the page; Not now keeps the current version until the next visit.
 */
import { t } from "../../lib/i18n";
import { Button } from "../ui/Button";
import { dismissUpdate, useWaitingUpdate } from "./update-state";

export function UpdatePrompt() {
  const update = useWaitingUpdate();
  return (
    <div role="status" aria-live="polite">
      {update && (
        <div className="pointer-events-auto flex max-w-sm flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white px-4 py-3 shadow-lg">
          <p className="font-semibold text-gray-900">{t("pwa:updateAvailable")}</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void update(true)}>
              {t("pwa:reload")}
            </Button>
            <Button size="sm" variant="ghost" onClick={dismissUpdate}>
              {t("pwa:notNow")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
