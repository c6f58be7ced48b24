/**
 * Caches fed by NOTIFY are dropped when the event listener comes back (issue 9): whatever changed while it was down
 * was never heard, so the menus, the nearby index and the GST value are read again.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { settings } from "../../../src/db/schema/settings";
import { type CachedMenu, createMenuCache } from "../../../src/modules/restaurants/menu-cache";
import { createNearbyIndex } from "../../../src/modules/restaurants/nearby-index";
import { createSettingsStore } from "../../../src/modules/settings/service";
import { freshDatabase } from "../../helpers/app";
import { fakeEventBus } from "../../helpers/fake-event-bus";

const menu = { menu: { restaurant: { name: "A" }, categories: [] }, ownerId: "o" } as unknown as CachedMenu;

describe("caches fed by events, when the listener reconnects", () => {
  it("the menu cache builds every menu again", async () => {
    const bus = fakeEventBus();
    const cache = createMenuCache(bus);
    let builds = 0;
    const build = async () => {
      builds++;
      return menu;
    };
    await cache.get("r1", build);
    await cache.get("r1", build);
    expect(builds).toBe(1);
    bus.drop();
    bus.reconnect();
    expect(cache.size).toBe(0);
    await cache.get("r1", build);
    expect(builds).toBe(2);
    // After close it no longer listens.
    cache.close();
    await cache.get("r1", build);
    bus.reconnect();
    expect(cache.size).toBe(1);
  });

  it("the nearby index reloads everything on the next search", async () => {
    const bus = fakeEventBus();
    let fullLoads = 0;
    const index = createNearbyIndex(bus, {
      all: async () => {
        fullLoads++;
        return [];
      },
      some: async () => [],
    });
    const query = {
      near: { lat: 22.7, lng: 75.8, radius: 5000 },
      filters: {},
      sort: "relevance" as const,
      limit: 10,
      offset: 0,
      now: new Date(),
    };
    await index.search(query);
    await index.search(query);
    expect(fullLoads).toBe(1);
    bus.drop();
    bus.reconnect();
    await index.search(query);
    expect(fullLoads).toBe(2);
    index.close();
  });

  it("the settings store reads the GST percentage again", async () => {
    const database = await freshDatabase();
    try {
      const bus = fakeEventBus();
      const store = await createSettingsStore(database.db, bus);
      const before = await store.gstPercent();
      // Another instance saved a new value; its NOTIFY was lost with the listener.
      await database.db
        .update(settings)
        .set({ gstPercent: before + 7 })
        .where(eq(settings.id, 1));
      expect(await store.gstPercent()).toBe(before);
      bus.drop();
      bus.reconnect();
      await vi.waitFor(async () => expect(await store.gstPercent()).toBe(before + 7));
    } finally {
      await database.dispose();
    }
  });
});
