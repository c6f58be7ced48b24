/**
 * Words for the dispatch codes of the contract (dispatch.ts, rider.ts), shared by the board and the order pages: the
 * catalog keys of each code's label (`dispatch` namespace), read with t() in the current language where shown.
 */
import { type DECLINE_REASONS, DISPATCH, type Exclusion } from "@zaika/contract/dispatch";
import type { VehicleType } from "@zaika/contract/rider";
import { t } from "../../lib/i18n";

export const VEHICLE_KEYS = {
  bicycle: "dispatch:vehicleBicycle",
  scooter: "dispatch:vehicleScooter",
  motorcycle: "dispatch:vehicleMotorcycle",
  "electric-scooter": "dispatch:vehicleElectricScooter",
} as const satisfies Record<VehicleType, string>;

/** A vehicle type in words. */
export function vehicleLabel(vehicle: VehicleType): string {
  return t(VEHICLE_KEYS[vehicle]);
}

/** Why the engine did not weigh a rider for an order, in words. */
export function exclusionLabel(exclusion: Exclusion): string {
  switch (exclusion) {
    case "offline":
      return t("dispatch:exclusionOffline");
    case "no-position":
      return t("dispatch:exclusionNoPosition");
    case "stale-position":
      return t("dispatch:exclusionStalePosition", { minutes: DISPATCH.positionMaxAgeSeconds / 60 });
    case "full":
      return t("dispatch:exclusionFull", { load: DISPATCH.maxLoad });
    case "declined":
      return t("dispatch:exclusionDeclined");
    case "busy-offer":
      return t("dispatch:exclusionBusyOffer");
  }
}

/** A rider's reason for declining an offer: the catalog key of its words. */
export const DECLINE_REASON_KEYS = {
  "too-far": "dispatch:declineTooFar",
  busy: "dispatch:declineBusy",
  vehicle: "dispatch:declineVehicle",
  other: "dispatch:declineOther",
} as const satisfies Record<(typeof DECLINE_REASONS)[number], string>;
