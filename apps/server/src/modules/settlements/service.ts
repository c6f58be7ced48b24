/**
 * Settlements (issue 11): what the platform owes restaurants and pays out, the cash riders hold and deposit. Every
 * figure is a sum over the ledger; a restaurant is paid only what its settled orders left it (`outstanding`), never
 * what its orders under way may still lose to a cancellation (`pending`, contract settlements.ts). A payout or a
 * deposit is a posting of the contract (ledger.ts) written in a transaction that locks the restaurant or rider and
 * reads the balance again, so concurrent ones (and refunds after delivery, which take the same lock) never overdraw it.
 */
import { toPaise, toRupees } from "@zaika/contract/common";
import { restaurantPayoutPosting, riderCashDepositPosting } from "@zaika/contract/ledger";
import { indiaDay } from "@zaika/contract/reports";
import {
  type DepositResponse,
  isAfterToday,
  type PayoutResponse,
  payoutInstant,
  type RestaurantPayoutBodySchema,
  type RiderCash,
  type RiderCashListResponse,
  type RiderDepositBodySchema,
  SETTLEMENT_MESSAGES,
  type Settlement,
  type SettlementListQuerySchema,
  type SettlementListResponse,
} from "@zaika/contract/settlements";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, NotFound } from "../../lib/errors";
import { recordPosting } from "../ledger/service";
import * as q from "./queries";

export type SettlementsDeps = Pick<ModuleDeps, "db" | "clock">;
type ListQuery = z.output<typeof SettlementListQuerySchema>;

function pageOf(query: ListQuery): q.Page {
  return { all: query.all === true, limit: query.limit, offset: (query.page - 1) * query.limit };
}

function pagination(query: ListQuery, total: number) {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

function toWireSettlement(row: q.SettlementRow): Settlement {
  return {
    restaurantId: row.restaurantId,
    name: row.name,
    city: row.city,
    outstanding: toRupees(row.outstandingPaise),
    pending: toRupees(row.pendingPaise),
    paidOut: toRupees(row.paidOutPaise),
    lastPayoutOn: row.lastPayoutAt ? indiaDay(row.lastPayoutAt) : null,
  };
}

function toWireRiderCash(row: q.RiderCashRow): RiderCash {
  return {
    riderId: row.riderId,
    name: row.name,
    phone: row.phone,
    held: toRupees(row.heldPaise),
    deliveries: row.deliveries,
    heldSince: row.heldSince?.toISOString() ?? null,
    deposited: toRupees(row.depositedPaise),
    lastDepositAt: row.lastDepositAt?.toISOString() ?? null,
  };
}

/** A 422 naming the amount, so a form can show it beside the field. */
function amountRefused(message: string): BusinessRule {
  return new BusinessRule(message, [{ field: "amount", message }]);
}

/** `GET /admin/settlements`. */
export async function listSettlements(deps: SettlementsDeps, query: ListQuery): Promise<SettlementListResponse> {
  const { rows, total } = await q.listSettlements(deps.db, pageOf(query));
  return { data: rows.map(toWireSettlement), pagination: pagination(query, total) };
}

/**
 * `POST /admin/settlements/{restaurantId}/payouts`: the payout entered on the day it was paid (payoutInstant), at
 * most what the restaurant's settled orders leave it owed (`outstanding`, pending money excluded) when the
 * restaurant's row is locked.
 */
export async function recordPayout(
  deps: SettlementsDeps,
  restaurantId: string,
  body: z.output<typeof RestaurantPayoutBodySchema>,
): Promise<PayoutResponse> {
  const now = deps.clock.now();
  if (isAfterToday(body.paidOn, now)) throw new BadRequest(SETTLEMENT_MESSAGES.paidOnFuture, "paidOn");
  const amount = toPaise(body.amount);
  const { restaurant, row } = await deps.db.transaction(async (tx) => {
    const restaurant = await q.lockRestaurant(tx, restaurantId);
    if (!restaurant) throw new NotFound(SETTLEMENT_MESSAGES.restaurantNotFound);
    // Read after the lock: a payout or a refund after delivery that committed meanwhile is counted. An order that
    // settles meanwhile (delivery and cancellation do not take the lock) adds its net to what may be paid; that is
    // never negative unless commission and its GST exceed food and packaging (a rate above about 85 %).
    const outstanding = (await q.settlementOf(tx, restaurantId))?.outstandingPaise ?? 0;
    if (amount > outstanding) throw amountRefused(SETTLEMENT_MESSAGES.payoutTooLarge(Math.max(0, outstanding)));
    await recordPosting(tx, restaurantPayoutPosting(amount), {
      restaurantId,
      reference: body.reference,
      at: payoutInstant(body.paidOn, now),
    });
    return { restaurant, row: await q.settlementOf(tx, restaurantId) };
  });
  if (!row) throw new NotFound(SETTLEMENT_MESSAGES.restaurantNotFound);
  return {
    success: true,
    message: SETTLEMENT_MESSAGES.payoutRecorded(amount, restaurant.name),
    data: toWireSettlement(row),
  };
}

/** `GET /admin/rider-cash`. */
export async function listRiderCash(deps: SettlementsDeps, query: ListQuery): Promise<RiderCashListResponse> {
  const { rows, total } = await q.listRiderCash(deps.db, pageOf(query));
  return { data: rows.map(toWireRiderCash), pagination: pagination(query, total) };
}

/** `POST /admin/rider-cash/{riderId}/deposits`: cash handed in now, at most what the rider holds. */
export async function recordDeposit(
  deps: SettlementsDeps,
  riderId: string,
  body: z.output<typeof RiderDepositBodySchema>,
): Promise<DepositResponse> {
  const now = deps.clock.now();
  const amount = toPaise(body.amount);
  const { rider, row } = await deps.db.transaction(async (tx) => {
    const rider = await q.lockRider(tx, riderId);
    if (!rider) throw new NotFound(SETTLEMENT_MESSAGES.riderNotFound);
    const held = await q.riderCashBalance(tx, riderId);
    if (amount > held) throw amountRefused(SETTLEMENT_MESSAGES.depositTooLarge(Math.max(0, held)));
    await recordPosting(tx, riderCashDepositPosting(amount), { riderId, reference: body.reference, at: now });
    return { rider, row: await q.riderCashOf(tx, riderId) };
  });
  if (!row) throw new NotFound(SETTLEMENT_MESSAGES.riderNotFound);
  return {
    success: true,
    message: SETTLEMENT_MESSAGES.depositRecorded(amount, rider.name),
    data: toWireRiderCash(row),
  };
}
