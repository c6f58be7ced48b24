/**
 * Unanswered orders escalate (issue 12): the deadlines stored when the kitchen gets an order, the sweep that texts the
 * restaurant when the first passes and cancels the order with a full refund when the second does, and the admins'
 * list of orders at risk. The rules and texts are the contract's (escalation.ts); the deadlines are rows, never
 * timers, so a restart or another node picks up where this one stopped.
 */
import { toRupees } from "@zaika/contract/common";
import {
  AT_RISK_LIST_LIMIT,
  type AtRiskOrdersResponse,
  ESCALATION_DEFAULTS,
  ESCALATION_MESSAGES,
  type EscalationTimings,
  escalationDeadlines,
  isAutoCancelDue,
  textablePhones,
} from "@zaika/contract/escalation";
import { cancellationPostings } from "@zaika/contract/ledger";
import { restaurantAlertSms } from "@zaika/contract/sms";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Tx } from "../../db/client";
import { SWEEP_LOCKS, withSweepLock } from "../../db/sweep-lock";
import type { ModuleDeps } from "../../deps";
import type { SmsProvider } from "../../providers/sms/types";
import { billOf, orderRefs, paidPaiseOf, recordPostings } from "../ledger/service";
import * as q from "./escalation-queries";
import { recordOrderEvent } from "./events";
import { loadOrderBundle, updateOrder } from "./queries";
import { type PendingRefund, recordRefund, sendRefund } from "./refunds";

/** The configured timings (ORDER_SMS_AFTER_SECONDS, ORDER_AUTO_CANCEL_AFTER_SECONDS), or the contract's defaults. */
export function escalationTimingsOf(config: Pick<Config, "escalation">): EscalationTimings {
  return config.escalation ?? ESCALATION_DEFAULTS;
}

/** The columns of an order that start its escalation clock: when the kitchen got it, and the two deadlines. */
export interface KitchenArrival {
  kitchenAt: Date;
  smsDueAt: Date;
  cancelDueAt: Date;
}

/**
 * What to store when the kitchen gets an order at `kitchenAt`: set with the change that shows it to the kitchen
 * (placing a cash order, the payment of an online one, the release of a scheduled one), in the same statement.
 */
export function kitchenArrival(kitchenAt: Date, config: Pick<Config, "escalation">): KitchenArrival {
  return { kitchenAt, ...escalationDeadlines(kitchenAt, escalationTimingsOf(config)) };
}

/** An order the kitchen cannot see yet (unpaid online, scheduled for later): no clock running. */
export const NOT_IN_KITCHEN = { kitchenAt: null, smsDueAt: null, cancelDueAt: null } as const;

/** Orders handled per transaction; a backlog (after an outage) takes several passes of one sweep. */
const BATCH = 100;
const SWEEP_EVERY_MS = 5_000;
const SYSTEM = { id: null, role: "system" } as const;

export type EscalationDeps = Pick<ModuleDeps, "db" | "clock" | "payments"> & { sms: SmsProvider };

export interface SweepOutcome {
  /** False when another node held the lock (it does the work instead). */
  ran: boolean;
  /** Orders whose restaurant was texted, and orders cancelled. */
  texted: number;
  cancelled: number;
}

/**
 * Cancels one order still unanswered at its deadline, as the system and as a restaurant's rejection does: no fee,
 * the sale undone in the ledger, a full refund of a paid online order (sent after commit), and a timeline entry whose
 * live event tells the customer why. False when it was answered or cancelled since it was found.
 */
async function cancelUnanswered(
  tx: Tx,
  deps: Pick<ModuleDeps, "payments">,
  orderId: string,
  now: Date,
): Promise<{ refund: PendingRefund | null } | false> {
  const bundle = await loadOrderBundle(tx, orderId, true);
  if (!bundle || !isAutoCancelDue(bundle.order, now)) return false;
  const { order, restaurant } = bundle;
  const reason = ESCALATION_MESSAGES.autoCancelReason;
  const updated = await updateOrder(tx, order.id, {
    status: "CANCELLED",
    cancelledBy: "system",
    cancelReason: reason,
    cancelledAt: now,
    cancellationFeePaise: 0,
    updatedAt: now,
  });
  if (!updated) return false;
  const postings = cancellationPostings({ bill: billOf(order), feePaise: 0, paidPaise: paidPaiseOf(order) });
  await recordPostings(tx, postings, orderRefs(updated, now));
  await recordOrderEvent(tx, updated, restaurant.ownerId, {
    kind: "status",
    from: "PENDING",
    to: "CANCELLED",
    actor: SYSTEM,
    reason,
    at: now,
  });
  // A cash order, or one never paid, has nothing to send back (recordRefund returns null).
  const recorded = await recordRefund(tx, deps, updated, restaurant.ownerId, {
    amountPaise: order.totalPaise,
    actor: SYSTEM,
    at: now,
  });
  return { refund: recorded?.refund ?? null };
}

/**
 * Texts each claimed order to its restaurant's mobiles. The claim was committed before sending, so a second node or
 * a later sweep never texts the same order again: at most once, except that a send the gateway refused gives the
 * claim back and the next sweep tries the whole order again (its other phones may then get a second text; a
 * duplicate costs less than a kitchen that never hears of the order). A node dying between the claim and the send
 * loses that text; the auto-cancel still comes on time. Returns how many orders were texted.
 */
async function sendTexts(
  deps: EscalationDeps,
  claimed: q.ClaimedText[],
  now: Date,
  failed: Set<string>,
  log: FastifyBaseLogger,
): Promise<number> {
  let texted = 0;
  for (const order of claimed) {
    const phones = textablePhones(order.phones);
    if (phones.length === 0) {
      // Nothing to retry: the restaurant has only landlines. Admins see the order at risk with its phones.
      log.warn({ orderId: order.id }, "unanswered order: the restaurant has no mobile number to text");
      continue;
    }
    const text = restaurantAlertSms({ ...order, now }, order.language);
    const results = await Promise.allSettled(phones.map((phone) => deps.sms.sendText({ phone, text })));
    const errors = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    if (errors.length === 0) {
      texted++;
      continue;
    }
    log.error({ err: errors[0], orderId: order.id }, "could not text the restaurant about an unanswered order");
    failed.add(order.id);
    await q.releaseTextClaim(deps.db, order.id, now);
  }
  return texted;
}

/**
 * One sweep at the clock's `now`: cancels the orders past their auto-cancel deadline, then texts the restaurants of
 * those past their SMS deadline (an order due for both after a long outage is only cancelled). Each batch runs under
 * the escalation lock, so one node at a time does it; providers are called after its commit, never inside it.
 */
export async function sweepEscalations(deps: EscalationDeps, log: FastifyBaseLogger): Promise<SweepOutcome> {
  const now = deps.clock.now();
  const outcome: SweepOutcome = { ran: false, texted: 0, cancelled: 0 };
  // Orders this sweep failed on: left for the next sweep instead of being picked again and again in this one.
  const failedCancels = new Set<string>();
  const failedTexts = new Set<string>();
  for (;;) {
    const pass = await withSweepLock(deps.db, SWEEP_LOCKS.escalation, async (tx) => {
      const due = await q.dueCancelIds(tx, now, BATCH, failedCancels);
      const refunds: PendingRefund[] = [];
      let cancelled = 0;
      for (const orderId of due) {
        try {
          // A savepoint each: one order that cannot be cancelled does not undo the others.
          const done = await tx.transaction((savepoint) => cancelUnanswered(savepoint, deps, orderId, now));
          if (done) {
            cancelled++;
            if (done.refund) refunds.push(done.refund);
          }
        } catch (error) {
          failedCancels.add(orderId);
          log.error({ err: error, orderId }, "could not cancel an unanswered order");
        }
      }
      const claimed = await q.claimDueTexts(tx, now, BATCH, failedTexts);
      return { moreDue: due.length === BATCH || claimed.length === BATCH, cancelled, refunds, claimed };
    });
    if (!pass.ran) return outcome;
    outcome.ran = true;
    outcome.cancelled += pass.value.cancelled;
    for (const refund of pass.value.refunds) await sendRefund(deps, refund, log);
    outcome.texted += await sendTexts(deps, pass.value.claimed, now, failedTexts, log);
    if (!pass.value.moreDue) return outcome;
  }
}

/** Sweeps every 5 s of real time until the returned function is called; a failed sweep is logged and tried again. */
export function startEscalationSweeper(deps: EscalationDeps, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepEscalations(deps, log)
      .then(({ texted, cancelled }) => {
        if (texted > 0 || cancelled > 0) log.info({ texted, cancelled }, "escalated unanswered orders");
      })
      .catch((error: unknown) => log.error({ err: error }, "order escalation sweep failed"))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const iso = (date: Date) => date.toISOString();

/** `GET /admin/orders/at-risk`: the unanswered orders to chase, with what the admin needs to call the restaurant. */
export async function ordersAtRisk(deps: Pick<ModuleDeps, "db" | "clock">): Promise<AtRiskOrdersResponse> {
  const now = deps.clock.now();
  const { rows, total } = await q.ordersAtRiskPage(deps.db, now, AT_RISK_LIST_LIMIT);
  const data = rows.flatMap((row) => {
    // The query only returns rows with all three set; this narrows their types.
    if (!row.kitchenAt || !row.smsDueAt || !row.cancelDueAt) return [];
    return [
      {
        _id: row.id,
        orderNumber: row.orderNumber,
        finalTotal: toRupees(row.totalPaise),
        paymentMode: row.paymentMode,
        restaurant: { _id: row.restaurant.id, name: row.restaurant.name, phones: row.restaurant.phones },
        kitchenAt: iso(row.kitchenAt),
        smsDueAt: iso(row.smsDueAt),
        smsSentAt: row.smsSentAt ? iso(row.smsSentAt) : null,
        cancelDueAt: iso(row.cancelDueAt),
        waitingSeconds: Math.floor((now.getTime() - row.kitchenAt.getTime()) / 1000),
        secondsLeft: Math.max(0, Math.ceil((row.cancelDueAt.getTime() - now.getTime()) / 1000)),
      },
    ];
  });
  return { data, total, asOf: iso(now) };
}
