/** Words for the dispatch codes of the contract (dispatch.ts, rider.ts), shared by the board and the order pages. */
import { type DECLINE_REASONS, DISPATCH, type Exclusion } from "@zaika/contract/dispatch";
import type { VehicleType } from "@zaika/contract/rider";

export const VEHICLE_LABELS: Record<VehicleType, string> = {
  bicycle: "Bicycle",
  scooter: "Scooter",
  motorcycle: "Motorcycle",
  "electric-scooter": "Electric scooter",
};

/** Why the engine did not weigh a rider for an order. */
export const EXCLUSION_LABELS: Record<Exclusion, string> = {
  offline: "Offline",
  "no-position": "Has not shared a position",
  "stale-position": `Position more than ${DISPATCH.positionMaxAgeSeconds / 60} min old`,
  full: `Full (${DISPATCH.maxLoad} orders)`,
  declined: "Declined this order before",
  "busy-offer": "Holding another offer",
};

/** A rider's reason for declining an offer. */
export const DECLINE_REASON_LABELS: Record<(typeof DECLINE_REASONS)[number], string> = {
  "too-far": "too far",
  busy: "busy",
  vehicle: "vehicle problem",
  other: "other reason",
};
