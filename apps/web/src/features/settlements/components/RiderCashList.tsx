/**
 * How the rider-cash list shows a rider: name and phone, the cash held, from how many deliveries and since when, what
 * the rider has deposited and when last, with "Record deposit" while the rider holds cash.
 */
import type { RiderCash } from "@zaika/contract/settlements";
import { formatDateTime } from "../../../lib/india-time";
import { formatAmount } from "../lib/format";
import type { PartyMoneyListConfig } from "./PartyMoneyList";

export const riderCashList: PartyMoneyListConfig<RiderCash> = {
  party: "Rider",
  name: (rider) => rider.name,
  detail: (rider) => rider.phone,
  fields: [
    {
      label: "Cash held",
      value: (rider) => formatAmount(rider.held),
      cell: (rider) => <span className="font-semibold text-gray-900">{formatAmount(rider.held)}</span>,
      money: true,
      strong: true,
    },
    { label: "Deliveries", value: (rider) => rider.deliveries, money: true, strong: true },
    { label: "Held since", value: (rider) => (rider.heldSince ? formatDateTime(rider.heldSince) : "—") },
    { label: "Deposited", value: (rider) => formatAmount(rider.deposited), money: true },
    {
      label: "Last deposit",
      value: (rider) => (rider.lastDepositAt ? formatDateTime(rider.lastDepositAt) : "Never"),
      wide: true,
    },
  ],
  record: {
    label: "Record deposit",
    accessibleLabel: (rider) => `Record deposit from ${rider.name}`,
    allowed: (rider) => rider.held > 0,
  },
};
