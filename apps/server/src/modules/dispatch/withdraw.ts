/**
 * Dispatch steps other modules take inside their own transactions (decision 021): a rider going offline withdraws
 * their open offer; an admin's manual assignment withdraws the order's open offer and is recorded with its reason and
 * the candidates the engine would have weighed at that moment. Each withdrawn offer is a decision and nudges its
 * rider's app (on commit).
 */
import type { EtaModel } from "@zaika/contract/eta";
import type { Tx } from "../../db/client";
import { insertDecision, notifyOffersChanged, orderToWeigh, withdrawOpenOffers } from "./queries";
import { refusalsOf, riderStates, toOrderToWeigh, weigh } from "./weigh";

/** Withdraws the open offers of an order or of a rider, recording each; how many. */
export async function withdrawOffers(tx: Tx, of: { orderId: string } | { riderId: string }, now: Date) {
  const withdrawn = await withdrawOpenOffers(tx, of, now);
  for (const offer of withdrawn) {
    await insertDecision(tx, { orderId: offer.orderId, kind: "withdrawn", riderId: offer.riderId, at: now });
    await notifyOffersChanged(tx, offer.riderId, now);
  }
  return withdrawn.length;
}

/**
 * Records an admin's assignment by hand: the candidates the engine would weigh for the order now (weighed before its
 * open offer is withdrawn, so its holder shows as busy with it), the withdrawal, and the "manual" decision.
 */
export async function recordManualAssignment(
  tx: Tx,
  model: EtaModel,
  assignment: { orderId: string; riderId: string; actorId: string; reason: string },
  now: Date,
): Promise<void> {
  const row = await orderToWeigh(tx, assignment.orderId);
  let candidates: ReturnType<typeof weigh>["candidates"] = [];
  if (row) {
    const riders = await riderStates(tx);
    const refused = await refusalsOf(tx, [row.id]);
    candidates = weigh(model, now, toOrderToWeigh(row), riders, refused.get(row.id) ?? new Set()).candidates;
  }
  await withdrawOffers(tx, { orderId: assignment.orderId }, now);
  await insertDecision(tx, {
    orderId: assignment.orderId,
    kind: "manual",
    riderId: assignment.riderId,
    actorId: assignment.actorId,
    reason: assignment.reason,
    candidates,
    at: now,
  });
}
