/**
 * Settlements (issue 11): what the platform owes each restaurant and the payouts that settle it, the cash riders hold
 * from cash-on-delivery orders and the deposits they make. Admins only; figures read from the ledger (../settlements.ts).
 */
import { endpoint } from "../endpoint";
import {
  DepositResponseSchema,
  PayoutResponseSchema,
  RestaurantPayoutBodySchema,
  RestaurantPayoutParamsSchema,
  RiderCashListResponseSchema,
  RiderDepositBodySchema,
  RiderDepositParamsSchema,
  SettlementListQuerySchema,
  SettlementListResponseSchema,
} from "../settlements";

const access = ["admin"] as const;
const tags = ["settlements"];

export const getSettlements = endpoint({
  method: "GET",
  path: "/admin/settlements",
  access,
  tags,
  summary:
    "Restaurants with what they are owed now (outstanding), paid out so far and the last payout's day, largest outstanding first; only those with an outstanding amount unless `all=true`",
  query: SettlementListQuerySchema,
  responses: { 200: SettlementListResponseSchema },
});

export const recordRestaurantPayout = endpoint({
  method: "POST",
  path: "/admin/settlements/:restaurantId/payouts",
  access,
  tags,
  summary:
    "Record money paid to a restaurant (amount in rupees, the bank's reference, the India day it was paid, not after today): a ledger entry, answered with the new outstanding; 422 when it is more than the outstanding amount",
  params: RestaurantPayoutParamsSchema,
  body: RestaurantPayoutBodySchema,
  responses: { 201: PayoutResponseSchema },
});

export const getRiderCash = endpoint({
  method: "GET",
  path: "/admin/rider-cash",
  access,
  tags,
  summary:
    "Riders with the cash they hold from cash-on-delivery orders, the deliveries it comes from and their last deposit, most cash first; only those holding cash unless `all=true`",
  query: SettlementListQuerySchema,
  responses: { 200: RiderCashListResponseSchema },
});

export const recordRiderDeposit = endpoint({
  method: "POST",
  path: "/admin/rider-cash/:riderId/deposits",
  access,
  tags,
  summary:
    "Record cash a rider handed in (amount in rupees, a reference): a ledger entry, answered with what the rider still holds; 422 when it is more than the rider holds",
  params: RiderDepositParamsSchema,
  body: RiderDepositBodySchema,
  responses: { 201: DepositResponseSchema },
});
