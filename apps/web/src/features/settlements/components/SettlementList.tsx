/**
 * How the settlements list shows a restaurant's account, with "Record payout" while the restaurant is owed something.
 * Outstanding is what may be paid out (settled orders); pending is owed for orders still under way, payable once they
 * are delivered, cancelled or rejected.
 */
import type { Settlement } from "@zaika/contract/settlements";
import { formatAmount, formatIndiaDay } from "../lib/format";
import type { PartyMoneyListConfig } from "./PartyMoneyList";

function Outstanding({ settlement }: { settlement: Settlement }) {
  return (
    <>
      <span className="font-semibold text-gray-900 tabular-nums">{formatAmount(settlement.outstanding)}</span>
      {settlement.outstanding < 0 && (
        <span className="block text-xs text-gray-700">Owes the platform (a refund after a payout)</span>
      )}
    </>
  );
}

export const settlementList: PartyMoneyListConfig<Settlement> = {
  party: "Restaurant",
  name: (settlement) => settlement.name,
  detail: (settlement) => settlement.city,
  fields: [
    { label: "Outstanding", value: (settlement) => <Outstanding settlement={settlement} />, money: true },
    { label: "Pending", value: (settlement) => formatAmount(settlement.pending), money: true },
    { label: "Paid out", value: (settlement) => formatAmount(settlement.paidOut), money: true, strong: true },
    {
      label: "Last payout",
      value: (settlement) => (settlement.lastPayoutOn ? formatIndiaDay(settlement.lastPayoutOn) : "Never"),
    },
  ],
  record: {
    label: "Record payout",
    accessibleLabel: (settlement) => `Record payout to ${settlement.name}`,
    allowed: (settlement) => settlement.outstanding > 0,
  },
};
