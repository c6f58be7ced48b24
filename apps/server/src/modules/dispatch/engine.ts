/**
 * The dispatch engine (decision 021). Each pass, inside the dispatch advisory lock (one node at a time): withdraws the
 * open offers of orders cancelled meanwhile, expires those past their time (the order waits again), then goes through
 * the orders waiting for a rider, oldest first, weighs every active rider (weigh.ts) and, once the best one's ride
 * leaves at most offerLeadSeconds of waiting for the food (a ready order at once), offers it to them for offerSeconds,
 * recording the candidates. Every change to a rider's offers NOTIFYs `dispatch.offers-changed` on commit; the SSE
 * route turns it into an `offers` frame.
 *
 * The sweeper runs a pass every DISPATCH.sweepSeconds of real time and, debounced, when an order becomes offerable
 * (its `order.changed` event) or something is nudged (a rider online, a decline).
 */
import { DISPATCH, offerDue } from "@zaika/contract/dispatch";
import { ASSIGNABLE_STATUSES } from "@zaika/contract/order-status";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client";
import { SWEEP_LOCKS, withSweepLock } from "../../db/sweep-lock";
import type { ModuleDeps } from "../../deps";
import {
  claimWaitingOrder,
  expireDueOffers,
  holdAvailableRider,
  insertDecision,
  insertOffer,
  notifyOffersChanged,
  ordersAwaitingRider,
  withdrawMootOffers,
} from "./queries";
import { type DispatchStrategy, refusalsOf, riderStates, toOrderToWeigh, weigh } from "./weigh";

export type DispatchDeps = Pick<ModuleDeps, "db" | "clock" | "eta" | "config">;

/** Orders looked at per pass, oldest first. */
const ORDERS_PER_PASS = 500;
/** A burst of events within this many milliseconds runs one pass. */
const DEBOUNCE_MS = 50;

export interface PassResult {
  expired: number;
  offered: number;
}

/**
 * Withdraws the open offers of orders that stopped waiting (cancelled, rejected), then expires those past their time:
 * each is a decision, and its rider's list changed.
 */
async function expireOffers(tx: Tx, now: Date): Promise<number> {
  for (const offer of await withdrawMootOffers(tx, now)) {
    await insertDecision(tx, { orderId: offer.orderId, kind: "withdrawn", riderId: offer.riderId, at: now });
    await notifyOffersChanged(tx, offer.riderId, now);
  }
  const expired = await expireDueOffers(tx, now);
  for (const offer of expired) {
    await insertDecision(tx, { orderId: offer.orderId, kind: "expired", riderId: offer.riderId, at: offer.expiresAt });
    await notifyOffersChanged(tx, offer.riderId, now);
  }
  return expired.length;
}

/** Offers each waiting order to its best rider when due; how many offers were made. */
async function makeOffers(tx: Tx, deps: DispatchDeps, now: Date, strategy: DispatchStrategy): Promise<number> {
  const rows = await ordersAwaitingRider(tx, ORDERS_PER_PASS);
  // The baseline offers only food that is ready.
  const waiting = strategy === "engine" ? rows : rows.filter((row) => row.status === "READY_FOR_PICKUP");
  if (waiting.length === 0) return 0;
  const riders = await riderStates(tx);
  const refused = await refusalsOf(
    tx,
    waiting.map((row) => row.id),
  );
  const noRefusals = new Set<string>();
  let offered = 0;
  for (const row of waiting) {
    const order = toOrderToWeigh(row);
    const { readyInSeconds, candidates, best } = weigh(
      deps.eta,
      now,
      order,
      riders,
      refused.get(order.id) ?? noRefusals,
      strategy,
    );
    if (!best || best.travelSeconds === null) continue;
    if (strategy === "engine" && !offerDue(readyInSeconds, best.travelSeconds)) continue;
    // Checked again under locks: an accept, a manual assignment or a rider going offline may have committed since.
    if (!(await claimWaitingOrder(tx, order.id))) continue;
    if (!(await holdAvailableRider(tx, best.riderId))) continue;
    const offer = await insertOffer(tx, {
      orderId: order.id,
      riderId: best.riderId,
      score: best.score,
      batchedWith: best.batchedWith,
      offeredAt: now,
      expiresAt: new Date(now.getTime() + DISPATCH.offerSeconds * 1000),
    });
    // Another node's offer of this order or to this rider won the unique index: leave it be.
    if (!offer) continue;
    await insertDecision(tx, { orderId: order.id, kind: "offered", riderId: best.riderId, candidates, at: now });
    await notifyOffersChanged(tx, best.riderId, now);
    const rider = riders.find((r) => r.id === best.riderId);
    if (rider) rider.offeredOrderId = order.id;
    offered++;
  }
  return offered;
}

/** One pass at `now`; null when another node holds the dispatch lock. */
export async function dispatchPass(deps: DispatchDeps, now: Date = deps.clock.now()): Promise<PassResult | null> {
  const strategy = deps.config.dispatchStrategy ?? "engine";
  const pass = await withSweepLock(deps.db, SWEEP_LOCKS.dispatch, async (tx) => {
    const expired = await expireOffers(tx, now);
    const offered = await makeOffers(tx, deps, now, strategy);
    return { expired, offered };
  });
  return pass.ran ? pass.value : null;
}

/** Asks for a pass soon (debounced): a rider came online, an offer was declined. */
export interface DispatchTrigger {
  nudge(): void;
}

/** The trigger when the engine does not run in this app (API tests call dispatchPass themselves). */
export const idleDispatch: DispatchTrigger & { stop(): void } = { nudge() {}, stop() {} };

/**
 * Runs passes every DISPATCH.sweepSeconds of real time, and soon after an order becomes offerable or a nudge, until
 * stopped. Never two passes at once on this node; a nudge during a pass runs another one after it.
 */
export function startDispatchSweeper(
  deps: DispatchDeps & Pick<ModuleDeps, "events">,
  log: FastifyBaseLogger,
): DispatchTrigger & { stop(): void } {
  let running = false;
  let again = false;
  let stopped = false;
  let debounce: ReturnType<typeof setTimeout> | null = null;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    dispatchPass(deps)
      .then((result) => {
        if (result && (result.offered > 0 || result.expired > 0)) log.debug(result, "dispatch pass");
      })
      .catch((error: unknown) => log.error({ err: error }, "dispatch pass failed"))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          nudge();
        }
      });
  };

  const nudge = () => {
    if (stopped || debounce) return;
    debounce = setTimeout(() => {
      debounce = null;
      run();
    }, DEBOUNCE_MS);
    debounce.unref();
  };

  const timer = setInterval(run, DISPATCH.sweepSeconds * 1000);
  timer.unref();
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === "order.changed" && ASSIGNABLE_STATUSES.includes(event.status) && event.riderId === null) {
      nudge();
    }
  });

  return {
    nudge,
    stop() {
      stopped = true;
      clearInterval(timer);
      if (debounce) clearTimeout(debounce);
      unsubscribe();
    },
  };
}
