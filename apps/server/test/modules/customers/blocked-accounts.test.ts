/** The in-memory set of blocked accounts: loaded at start, fed by events, reloaded whole after a lost listener. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../../src/db/schema/users";
import type { BlockedAccounts } from "../../../src/deps";
import { createBlockedAccounts } from "../../../src/modules/customers/blocked-accounts";
import { freshDatabase } from "../../helpers/app";
import { fakeEventBus } from "../../helpers/fake-event-bus";

/** The re-reads are queries started by an event: wait for their result, bounded. */
const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2000 });

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
    const bus = fakeEventBus({ deliverPublished: false });
    const blocked: BlockedAccounts = await createBlockedAccounts(database.db, bus);
    expect(ids.map((id) => blocked.has(id))).toEqual([true, false, false]);
    await blocked.changed(ids[1] as string, true);
    expect(blocked.has(ids[1] as string)).toBe(true);
    expect(bus.published).toEqual([{ type: "account.blocked-changed", userId: ids[1], blocked: true }]);
    await blocked.changed(ids[1] as string, false);
    expect(blocked.has(ids[1] as string)).toBe(false);
  });

  it("re-reads an account another node announces", async () => {
    const bus = fakeEventBus({ deliverPublished: false });
    const blocked = await createBlockedAccounts(database.db, bus);
    await setBlocked(ids[2], true);
    // The payload is not trusted: the database says blocked, whatever the event carries.
    bus.emit({ type: "account.blocked-changed", userId: ids[2] as string, blocked: false });
    await until(() => blocked.has(ids[2] as string));
    await setBlocked(ids[2], false);
    bus.emit({ type: "account.blocked-changed", userId: ids[2] as string, blocked: false });
    await until(() => !blocked.has(ids[2] as string));
  });

  it("reloads everything when the listener reconnects, catching changes whose events were missed", async () => {
    const bus = fakeEventBus({ deliverPublished: false });
    const blocked = await createBlockedAccounts(database.db, bus);
    // Missed while the listener was down: one account blocked, the other unblocked.
    await setBlocked(ids[0], false);
    await setBlocked(ids[2], true);
    expect(blocked.has(ids[0] as string)).toBe(true);
    bus.reconnect();
    await until(() => blocked.has(ids[2] as string) && !blocked.has(ids[0] as string));
  });
});
