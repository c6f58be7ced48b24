/**
 * How the rider-cash list shows a rider: name and phone, the cash held, from how many deliveries and since when, what
 * the rider has deposited and when last, with "Record deposit" while the rider holds cash.
 */
import type { RiderCash } from "@zaika/contract/settlements";
import { t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { formatAmount } from "../lib/format";
import type { PartyMoneyListConfig } from "./PartyMoneyList";

/** The rider-cash list's layout, its texts in the current language. */
export const riderCashList = (): PartyMoneyListConfig<RiderCash> => ({
  party: t("settlements:rider"),
  name: (rider) => rider.name,
  detail: (rider) => rider.phone,
  fields: [
    {
      label: t("settlements:cashHeld"),
      value: (rider) => <span className="font-semibold text-gray-900">{formatAmount(rider.held)}</span>,
      money: true,
    },
    { label: t("settlements:deliveries"), value: (rider) => rider.deliveries, money: true },
    { label: t("settlements:heldSince"), value: (rider) => (rider.heldSince ? formatDateTime(rider.heldSince) : "—") },
    { label: t("settlements:deposited"), value: (rider) => formatAmount(rider.deposited), money: true },
    {
      label: t("settlements:lastDeposit"),
      value: (rider) => (rider.lastDepositAt ? formatDateTime(rider.lastDepositAt) : t("settlements:never")),
    },
  ],
  record: {
    label: t("settlements:recordDeposit"),
    accessibleLabel: (rider) => t("settlements:depositTitle", { name: rider.name }),
    allowed: (rider) => rider.held > 0,
  },
});
