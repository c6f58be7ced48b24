import { describe, expect, it } from "vitest";
import { type CachedMenu, createMenuCache } from "../../../src/modules/restaurants/menu-cache";
import { fakeEventBus } from "../../helpers/fake-event-bus";

/** An in-memory bus that delivers at once. */
const localBus = fakeEventBus;

const entry = (name: string) =>
  ({
    menu: { restaurant: { name }, categories: [] },
    ownerId: "o",
    isActive: true,
    isDeleted: false,
  }) as unknown as CachedMenu;

describe("menu cache", () => {
  it("builds once and then serves from memory", async () => {
    const cache = createMenuCache(localBus());
    let builds = 0;
    const build = async () => {
      builds++;
      return entry("A");
    };
    await cache.get("a", build);
    await cache.get("a", build);
    expect(builds).toBe(1);
  });

  it("keeps at most its capacity, dropping the least recently used", async () => {
    const cache = createMenuCache(localBus(), 2);
    const builds: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        builds.push(key);
        return entry(key);
      });
    await get("a");
    await get("b");
    await get("a"); // a is now the most recently used
    await get("c"); // evicts b
    expect(cache.size).toBe(2);
    await get("a");
    await get("b");
    expect(builds).toEqual(["a", "b", "c", "b"]);
  });

  it("drops one restaurant on its event and everything on a catalog-wide one", async () => {
    const bus = localBus();
    const cache = createMenuCache(bus);
    await cache.get("a", async () => entry("a"));
    await cache.get("b", async () => entry("b"));
    bus.emit({ type: "catalog.restaurant-changed", restaurantId: "a" });
    expect(cache.size).toBe(1);
    bus.emit({ type: "catalog.changed" });
    expect(cache.size).toBe(0);
  });

  it("does not store a menu whose restaurant changed while it was being built", async () => {
    const bus = localBus();
    const cache = createMenuCache(bus);
    await cache.get("a", async () => {
      bus.emit({ type: "catalog.restaurant-changed", restaurantId: "a" });
      return entry("stale");
    });
    expect(cache.size).toBe(0);
  });

  it("stops listening when closed", async () => {
    const bus = localBus();
    const cache = createMenuCache(bus);
    await cache.get("a", async () => entry("a"));
    cache.close();
    bus.emit({ type: "catalog.changed" });
    expect(cache.size).toBe(1);
  });
});
