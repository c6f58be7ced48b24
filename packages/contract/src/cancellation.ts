/** The customer cancellation policy (spec §4, §9): free for a minute, then a fee that rises with the order's progress. */
import { CANCELLATION } from "./constants";

export interface CancellationFeeStep {
  status: "PENDING" | "ACCEPTED" | "PREPARING" | "READY_FOR_PICKUP";
  label: string;
  feePercent: number;
}

/** Fee after the free window, by the order's status. OUT_FOR_DELIVERY and later cannot be cancelled. */
export const CANCELLATION_FEE_SCHEDULE: readonly CancellationFeeStep[] = [
  { status: "PENDING", label: "Placed, awaiting restaurant", feePercent: 0 },
  { status: "ACCEPTED", label: "Accepted by the restaurant", feePercent: 25 },
  { status: "PREPARING", label: "Being prepared", feePercent: 50 },
  { status: "READY_FOR_PICKUP", label: "Ready for pickup", feePercent: CANCELLATION.maxFeePercent },
];
