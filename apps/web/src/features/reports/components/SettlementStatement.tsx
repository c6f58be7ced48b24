/**
 * The period's settlement statement from the ledger: what the restaurant sold, what was taken from it, what it was
 * paid and what it is still owed. A plain two-column table that fits a phone's width and prints as it is.
 */
import type { SettlementStatement as Statement } from "@zaika/contract/reports";
import { COMMISSION_GST_PERCENT } from "@zaika/contract/settlement";
import { useId } from "react";
import { formatRupees, t } from "../../../lib/i18n";
import { formatDay } from "../../../lib/india-time";

/** A deduction with its minus sign ("-₹159"); nothing deducted reads "₹0", not "-₹0". */
function deduction(rupees: number): string {
  return rupees === 0 ? formatRupees(0) : formatRupees(-rupees);
}

interface Line {
  label: string;
  amount: string;
  /** A plain-words explanation under the label. */
  note?: string;
  /** The statement's result: bold, with a rule above. */
  total?: boolean;
}

function Row({ line }: { line: Line }) {
  const look = line.total ? "border-t border-gray-300 font-semibold text-gray-900" : "font-normal text-gray-800";
  return (
    <tr>
      <th scope="row" className={`py-2 pr-4 text-left align-top ${look}`}>
        {line.label}
        {line.note && <span className="mt-0.5 block text-xs font-normal text-gray-700">{line.note}</span>}
      </th>
      <td className={`py-2 text-right align-top tabular-nums whitespace-nowrap ${look}`}>{line.amount}</td>
    </tr>
  );
}

export function SettlementStatement({
  settlement,
  from,
  to,
}: {
  settlement: Statement;
  /** The period, India days (the report's range). */
  from: string;
  to: string;
}) {
  const headingId = useId();
  const earned: Line[] = [
    { label: t("reports:grossSales"), amount: formatRupees(settlement.gross) },
    { label: t("reports:commission"), amount: deduction(settlement.commission) },
    {
      label: t("reports:gstOnCommissionPercent", { percent: COMMISSION_GST_PERCENT }),
      amount: deduction(settlement.commissionGst),
    },
    { label: t("reports:refunds"), amount: deduction(settlement.refunds) },
    { label: t("reports:cancellationFeesKept"), amount: formatRupees(settlement.cancellationFees) },
    { label: t("reports:netPayable"), amount: formatRupees(settlement.netPayable), total: true },
  ];
  const owed: Line[] = [
    { label: t("reports:paidOutInPeriod"), amount: formatRupees(settlement.paidOut) },
    {
      label: t("reports:outstandingNow"),
      amount: formatRupees(settlement.outstanding),
      note: t("reports:outstandingNote"),
    },
    {
      label: t("reports:pendingUnderWay"),
      amount: formatRupees(settlement.pending),
      note: t("reports:pendingNote"),
    },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="settlement-statement rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6 print:shadow-none"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t("reports:statementTitle")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {t("reports:statementIntro", { from: formatDay(from), to: formatDay(to) })}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">
          {t("reports:statementCaption", { from: formatDay(from), to: formatDay(to) })}
        </caption>
        <tbody>
          {earned.map((line) => (
            <Row key={line.label} line={line} />
          ))}
        </tbody>
        <tbody className="border-t-2 border-gray-200">
          {owed.map((line) => (
            <Row key={line.label} line={line} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
