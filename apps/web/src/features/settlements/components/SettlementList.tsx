/**
 * How the settlements list shows a restaurant's account, with "Record payout" while the restaurant is owed something.
 * Outstanding is what may be paid out (settled orders); pending is owed for orders still under way, payable once they
 * are delivered, cancelled or rejected.
 */
import type { Settlement } from "@zaika/contract/settlements";
import { t } from "../../../lib/i18n";
import { formatAmount, formatIndiaDay } from "../lib/format";
import type { PartyMoneyListConfig } from "./PartyMoneyList";

function Outstanding({ settlement }: { settlement: Settlement }) {
  return (
    <>
      <span className="font-semibold text-gray-900 tabular-nums">{formatAmount(settlement.outstanding)}</span>
      {settlement.outstanding < 0 && (
        <span className="block text-xs text-gray-700">{t("settlements:owesPlatform")}</span>
      )}
    </>
  );
}

/** The settlements list's layout, its texts in the current language. */
export const settlementList = (): PartyMoneyListConfig<Settlement> => ({
  party: t("settlements:restaurant"),
  name: (settlement) => settlement.name,
  detail: (settlement) => settlement.city,
  fields: [
    {
      label: t("settlements:outstanding"),
      value: (settlement) => <Outstanding settlement={settlement} />,
      money: true,
    },
    { label: t("settlements:pending"), value: (settlement) => formatAmount(settlement.pending), money: true },
    {
      label: t("settlements:paidOut"),
      value: (settlement) => formatAmount(settlement.paidOut),
      money: true,
    },
    {
      label: t("settlements:lastPayout"),
      value: (settlement) =>
        settlement.lastPayoutOn ? formatIndiaDay(settlement.lastPayoutOn) : t("settlements:never"),
    },
  ],
  record: {
    label: t("settlements:recordPayout"),
    accessibleLabel: (settlement) => t("settlements:payoutTitle", { name: settlement.name }),
    allowed: (settlement) => settlement.outstanding > 0,
  },
});
