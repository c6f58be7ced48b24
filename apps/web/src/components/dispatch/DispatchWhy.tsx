/**
 * Why an order went to whom (decision 021), for admins: the order's dispatch decisions as a timeline — offers with
 * the chosen rider's score, answers, expiries, manual assignments with their reason — and, for each offer or manual
 * assignment, the table of every rider weighed. Shared by the dispatch board and the admin's order page.
 */
import type { OrderDispatch } from "@zaika/contract/dispatch";
import { useOrderDispatch } from "../../api/dispatch";
import { errorMessage } from "../../lib/api-error";
import { messageText, t } from "../../lib/i18n";
import { formatTimeWithSeconds } from "../../lib/india-time";
import { ErrorState } from "../ui/ErrorState";
import { Table, Td, Th } from "../ui/Table";
import { candidateCells, type DispatchDecision, decisionText } from "./decision-text";

const WEIGHS = new Set<DispatchDecision["kind"]>(["offered", "manual"]);

function CandidatesTable({ decision, caption }: { decision: DispatchDecision; caption: string }) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>{t("dispatch:columnRider")}</Th>
          <Th className="text-right">{t("dispatch:columnScore")}</Th>
          <Th className="text-right">{t("dispatch:columnRide")}</Th>
          <Th className="text-right">{t("dispatch:columnReadyIn")}</Th>
          <Th className="text-right">{t("dispatch:columnLoad")}</Th>
          <Th>{t("dispatch:columnBatch")}</Th>
          <Th>{t("dispatch:columnLeftOut")}</Th>
        </tr>
      </thead>
      <tbody>
        {decision.candidates.map((candidate) => {
          const cells = candidateCells(candidate);
          const chosen = candidate.riderId === decision.riderId;
          return (
            <tr key={candidate.riderId} className={chosen ? "bg-green-50" : undefined}>
              <Td className="font-medium text-gray-900">
                {cells.rider}
                {chosen && <span className="ml-2 text-xs font-semibold text-green-900">{t("dispatch:chosen")}</span>}
              </Td>
              <Td className="text-right tabular-nums">{cells.score}</Td>
              <Td className="text-right tabular-nums">{cells.ride}</Td>
              <Td className="text-right tabular-nums">{cells.readyIn}</Td>
              <Td className="text-right tabular-nums">{cells.load}</Td>
              <Td>{cells.batch}</Td>
              <Td>{cells.excluded}</Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The record itself, given the decisions (the board and the order page fetch them with useOrderDispatch). */
export function DispatchTimeline({ decisions }: { decisions: OrderDispatch["decisions"] }) {
  if (decisions.length === 0) {
    return <p className="text-gray-800">{t("dispatch:noDispatchYet")}</p>;
  }
  // The latest weighing is open; earlier ones stay one click away.
  const lastWeighing = decisions.findLastIndex((decision) => WEIGHS.has(decision.kind));
  return (
    <ol className="space-y-3">
      {decisions.map((decision, index) => {
        const text = decisionText(decision);
        return (
          <li key={decision._id} className="border-l-2 border-gray-200 pl-3">
            <p className="text-gray-900">
              <time dateTime={decision.at} className="mr-2 text-sm text-gray-700 tabular-nums">
                {formatTimeWithSeconds(decision.at)}
              </time>
              <span>{text}</span>
            </p>
            {WEIGHS.has(decision.kind) && decision.candidates.length > 0 && (
              <details open={index === lastWeighing} className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">
                  {t("dispatch:ridersWeighed", { number: decision.candidates.length })}
                </summary>
                <div className="mt-2">
                  <CandidatesTable
                    decision={decision}
                    caption={t("dispatch:ridersWeighedCaption", { decision: text })}
                  />
                </div>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Loads and shows the record of one order, with loading and error states. */
export function DispatchWhy({ orderId }: { orderId: string }) {
  const query = useOrderDispatch(orderId);
  if (query.isPending) {
    return (
      <p role="status" className="text-gray-700">
        {t("dispatch:loadingRecord")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t("dispatch:recordLoadFailed")}
        message={messageText(errorMessage(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <DispatchTimeline decisions={query.data.decisions} />;
}
