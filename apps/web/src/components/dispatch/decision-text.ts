/**
 * The words of the dispatch record (decision 021): one line per decision ("Offered to Ravi Kumar (score 95)",
 * "Declined by Ravi Kumar: “too far”", "Assigned by an admin to Ravi Kumar: “…”") and the cells of the table of
 * riders weighed. Pure, so the texts are tested against a hand-written record.
 */
import { DECLINE_REASONS, type DispatchCandidate, type OrderDispatch } from "@zaika/contract/dispatch";
import { t } from "../../lib/i18n";
import { DECLINE_REASON_KEYS, exclusionLabel } from "./labels";

export type DispatchDecision = OrderDispatch["decisions"][number];

const isDeclineReason = (reason: string): reason is (typeof DECLINE_REASONS)[number] =>
  (DECLINE_REASONS as readonly string[]).includes(reason);

/** A rider's decline code in words; a free text (or a code this app does not know yet) as it came. */
function reasonWords(reason: string): string {
  return isDeclineReason(reason) ? t(DECLINE_REASON_KEYS[reason]) : reason;
}

/** Whole minutes, rounded up: a ride of 61 s is "2 min", as the ETAs count. */
export function minutesText(seconds: number): string {
  return t("dispatch:minutes", { minutes: Math.ceil(seconds / 60) });
}

export function decisionText(decision: DispatchDecision): string {
  const rider = decision.riderName ?? t("dispatch:aRider");
  const reason = decision.reason ? reasonWords(decision.reason) : null;
  switch (decision.kind) {
    case "offered": {
      const chosen = decision.candidates.find((candidate) => candidate.riderId === decision.riderId);
      return chosen?.score == null
        ? t("dispatch:offeredToRider", { rider })
        : t("dispatch:offeredToRiderScore", { rider, score: Math.round(chosen.score) });
    }
    case "accepted":
      return t("dispatch:acceptedBy", { rider });
    case "declined":
      return reason ? t("dispatch:declinedByReason", { rider, reason }) : t("dispatch:declinedBy", { rider });
    case "expired":
      return t("dispatch:offerExpired", { rider });
    case "withdrawn":
      return reason ? t("dispatch:offerWithdrawnReason", { rider, reason }) : t("dispatch:offerWithdrawn", { rider });
    case "manual":
      return reason ? t("dispatch:assignedByAdminReason", { rider, reason }) : t("dispatch:assignedByAdmin", { rider });
  }
}

/** The cells of one row of the riders weighed, in the table's column order. */
export function candidateCells(candidate: DispatchCandidate): {
  rider: string;
  score: string;
  ride: string;
  readyIn: string;
  load: string;
  batch: string;
  excluded: string;
} {
  return {
    rider: candidate.name,
    score: candidate.score === null ? "—" : String(Math.round(candidate.score)),
    ride: candidate.travelSeconds === null ? "—" : minutesText(candidate.travelSeconds),
    readyIn: candidate.readyInSeconds <= 0 ? t("dispatch:ready") : minutesText(candidate.readyInSeconds),
    load: String(candidate.load),
    batch: candidate.batchedWith ? t("dispatch:batchedWith", { order: candidate.batchedWith }) : "—",
    excluded: candidate.excluded ? exclusionLabel(candidate.excluded) : "—",
  };
}
