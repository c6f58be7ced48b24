/** The in-memory set of blocked accounts: loaded at start, fed by events, reloaded whole after a lost listener. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema/users";
import type { BlockedAccounts } from "../../../src/deps";
import type { DomainEvent, EventBus, ReconnectInfo } from "../../../src/lib/events";
import { createBlockedAccounts } from "../../../src/modules/customers/blocked-accounts";
import { freshDatabase } from "../../helpers/app";

/** An event bus the test drives: what is published is kept, deliveries and reconnects happen when told. */
function drivenBus() {
  const handlers = new Set<(event: DomainEvent) => void>();
  const reconnects = new Set<(info: ReconnectInfo) => void>();
  const published: DomainEvent[] = [];
  const bus: EventBus = {
    async publish(event) {
      published.push(event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnect(handler) {
      reconnects.add(handler);
      return () => reconnects.delete(handler);
    },
    listening: () => true,
    async close() {},
  };
  return {
    bus,
    published,
    deliver: (event: DomainEvent) => {
      for (const handler of handlers) handler(event);
    },
    reconnect: () => {
      for (const handler of reconnects) handler({ lostAt: Date.now() });
    },
  };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe("blocked accounts", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const ids: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    const rows = await database.db
      .insert(users)
      .values(
        ["9811100001", "9811100002", "9811100003"].map((phone) => ({
          role: "user" as const,
          name: "Customer",
          phone,
          isBlocked: phone === "9811100001",
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  });
  afterAll(() => database.dispose());

  const setBlocked = (id: string | undefined, isBlocked: boolean) =>
    database.db
      .update(users)
      .set({ isBlocked })
      .where(eq(users.id, id as string));

  it("loads the blocked accounts at start, applies its own changes at once and tells the other nodes", async () => {
    const { bus, published } = drivenBus();
    const blocked: BlockedAccounts = await createBlockedAccounts(database.db, bus);
    expect(ids.map((id) => blocked.has(id))).toEqual([true, false, false]);
    await blocked.changed(ids[1] as string, true);
    expect(blocked.has(ids[1] as string)).toBe(true);
    expect(published).toEqual([{ type: "account.blocked-changed", userId: ids[1], blocked: true }]);
    await blocked.changed(ids[1] as string, false);
    expect(blocked.has(ids[1] as string)).toBe(false);
  });

  it("re-reads an account another node announces", async () => {
    const { bus, deliver } = drivenBus();
    const blocked = await createBlockedAccounts(database.db, bus);
    await setBlocked(ids[2], true);
    // The payload is not trusted: the database says blocked, whatever the event carries.
    deliver({ type: "account.blocked-changed", userId: ids[2] as string, blocked: false });
    await until(() => blocked.has(ids[2] as string));
    await setBlocked(ids[2], false);
    deliver({ type: "account.blocked-changed", userId: ids[2] as string, blocked: false });
    await until(() => !blocked.has(ids[2] as string));
  });

  it("reloads everything when the listener reconnects, catching changes whose events were missed", async () => {
    const { bus, reconnect } = drivenBus();
    const blocked = await createBlockedAccounts(database.db, bus);
    // Missed while the listener was down: one account blocked, the other unblocked.
    await setBlocked(ids[0], false);
    await setBlocked(ids[2], true);
    expect(blocked.has(ids[0] as string)).toBe(true);
    reconnect();
    await until(() => blocked.has(ids[2] as string) && !blocked.has(ids[0] as string));
  });
});
