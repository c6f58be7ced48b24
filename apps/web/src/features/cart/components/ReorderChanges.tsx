/**
 * After Reorder (issue 14): what changed since the order, as the server said it (a dish left out, a new price, an
 * option gone, a quantity capped), above the cart's items. It comes in the router's state (lib/reorder-notice.ts), so
 * it belongs to this visit of the cart only; Dismiss clears it from the history entry too.
 */
import { Info } from "lucide-react";
import { Button } from "../../../components/ui/Button";
import { messageText, t } from "../../../lib/i18n";
import { readReorderNotice } from "../../../lib/reorder-notice";
import { useLocation, useNavigate } from "../../../lib/router";

export function ReorderChanges() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readReorderNotice(location.state);
  if (!notice || notice.changes.length === 0) return null;

  return (
    <section
      role="status"
      aria-labelledby="reorder-changes-title"
      className="mt-4 rounded-2xl bg-yellow-50 p-4 text-sm text-yellow-950 ring-1 ring-yellow-300"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="reorder-changes-title" className="flex items-center gap-2 font-semibold">
          <Info className="size-4 shrink-0 text-yellow-800" aria-hidden="true" />
          {t("cart:reorderChangesTitle", { number: notice.orderNumber })}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        >
          {t("cart:dismiss")}
        </Button>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notice.changes.map((change, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order, and two lines of one dish can have the same change
          <li key={index}>{messageText(change.message)}</li>
        ))}
      </ul>
    </section>
  );
}
