/**
 * The in-memory set of blocked accounts each node checks on every request (plugins/access.ts): loaded at start, kept
 * current by account.blocked-changed events from every node, reloaded whole after the event listener reconnects
 * (events sent meanwhile were missed). No query per request.
 */
import type { Db } from "../../db/client";
import type { BlockedAccounts } from "../../deps";
import type { EventBus } from "../../lib/events";
import * as q from "./queries";

export async function createBlockedAccounts(db: Db, events: EventBus): Promise<BlockedAccounts> {
  const blocked = await q.blockedAccountIds(db);
  // Every change bumps the account's number; a re-read that finishes after a newer change started is dropped, so a
  // slow read can never put back a state older than one this node already knows.
  const generations = new Map<string, number>();
  let everything = 0;
  const bump = (userId: string) => {
    const next = (generations.get(userId) ?? 0) + 1;
    generations.set(userId, next);
    return next;
  };
  const apply = (userId: string, isBlocked: boolean) => {
    if (isBlocked) blocked.add(userId);
    else blocked.delete(userId);
  };

  // Re-read rather than trust the payload: two admins changing one account at once may notify in either order.
  function reloadOne(userId: string) {
    const mine = bump(userId);
    q.isBlocked(db, userId)
      .then((isBlocked) => {
        if (generations.get(userId) === mine) apply(userId, isBlocked);
      })
      .catch(() => {
        // Keep what we know; the next event or reconnect reloads it.
      });
  }

  async function reloadAll() {
    const mine = ++everything;
    const before = new Map(generations);
    const ids = await q.blockedAccountIds(db);
    if (mine !== everything) return;
    // Accounts changed while the list was read keep the newer state this node already has.
    const changedMeanwhile = (userId: string) => generations.get(userId) !== before.get(userId);
    for (const userId of [...blocked]) if (!ids.has(userId) && !changedMeanwhile(userId)) blocked.delete(userId);
    for (const userId of ids) if (!changedMeanwhile(userId)) blocked.add(userId);
  }

  events.subscribe((event) => {
    if (event.type === "account.blocked-changed") reloadOne(event.userId);
  });
  events.onReconnect(() => {
    void reloadAll().catch(() => {});
  });

  return {
    has: (userId) => blocked.has(userId),
    async changed(userId, isBlocked) {
      // At once here: this node's next request must see it before the NOTIFY comes back.
      bump(userId);
      apply(userId, isBlocked);
      await events.publish({ type: "account.blocked-changed", userId, blocked: isBlocked });
    },
  };
}
