/**
 * The words of the dispatch record (decision 021): one line per decision ("Offered to Ravi Kumar (score 95)",
 * "Declined by Ravi Kumar: “too far”", "Assigned by an admin to Ravi Kumar: “…”") and the cells of the table of
 * riders weighed. Pure, so the texts are tested against a hand-written record.
 */
import { DECLINE_REASONS, type DispatchCandidate, type OrderDispatch } from "@zaika/contract/dispatch";
import { DECLINE_REASON_LABELS, EXCLUSION_LABELS } from "./labels";

export type DispatchDecision = OrderDispatch["decisions"][number];

const isDeclineReason = (reason: string): reason is (typeof DECLINE_REASONS)[number] =>
  (DECLINE_REASONS as readonly string[]).includes(reason);

/** A rider's decline code in words; a free text (or a code this app does not know yet) as it came. */
function reasonWords(reason: string): string {
  return isDeclineReason(reason) ? DECLINE_REASON_LABELS[reason] : reason;
}

/** Whole minutes, rounded up: a ride of 61 s is "2 min", as the ETAs count. */
export function minutesText(seconds: number): string {
  return `${Math.ceil(seconds / 60)} min`;
}

export function decisionText(decision: DispatchDecision): string {
  const rider = decision.riderName ?? "a rider";
  const quoted = decision.reason ? `: “${reasonWords(decision.reason)}”` : "";
  switch (decision.kind) {
    case "offered": {
      const chosen = decision.candidates.find((candidate) => candidate.riderId === decision.riderId);
      const score = chosen?.score == null ? "" : ` (score ${Math.round(chosen.score)})`;
      return `Offered to ${rider}${score}`;
    }
    case "accepted":
      return `Accepted by ${rider}`;
    case "declined":
      return `Declined by ${rider}${quoted}`;
    case "expired":
      return `Offer to ${rider} expired unanswered`;
    case "withdrawn":
      return `Offer to ${rider} withdrawn${quoted}`;
    case "manual":
      return `Assigned by an admin to ${rider}${quoted}`;
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
    readyIn: candidate.readyInSeconds <= 0 ? "Ready" : minutesText(candidate.readyInSeconds),
    load: String(candidate.load),
    batch: candidate.batchedWith ? `With ${candidate.batchedWith}` : "—",
    excluded: candidate.excluded ? EXCLUSION_LABELS[candidate.excluded] : "—",
  };
}
