import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCATION_SCOPED_QUERY } from "../../lib/storage";
import { CACHE_UPDATES_CHANNEL, listenForCacheUpdates } from "./cache-updates";

const MENU_R1 = [LOCATION_SCOPED_QUERY, "menu", "r1", { lat: 22.7, lon: 75.8 }];
const MENU_R2 = [LOCATION_SCOPED_QUERY, "menu", "r2", { lat: 22.7, lon: 75.8 }];
const DISHES = [LOCATION_SCOPED_QUERY, "dishes", { categoryId: "c1" }];
const CART = ["cart"];

function queryClientWithData() {
  const queryClient = new QueryClient();
  for (const key of [MENU_R1, MENU_R2, DISHES, CART]) queryClient.setQueryData(key, { some: "data" });
  return queryClient;
}

const invalidated = (queryClient: QueryClient) =>
  [MENU_R1, MENU_R2, DISHES, CART].map((key) => queryClient.getQueryState(key)?.isInvalidated);

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** Posts as sw.js does. */
function announce(message: unknown) {
  const sender = new BroadcastChannel(CACHE_UPDATES_CHANNEL);
  sender.postMessage(message);
  sender.close();
}

/** Waits until the listener has acted on the messages so far: the first query it invalidates shows it. */
async function untilInvalidated(queryClient: QueryClient, key: unknown[]) {
  await vi.waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
}

const updated = (url: string) => ({
  type: "CACHE_UPDATED",
  meta: "workbox-broadcast-update",
  payload: { updatedURL: url },
});

describe("listenForCacheUpdates", () => {
  it("reads that restaurant's menu again when the worker found it changed", async () => {
    const queryClient = queryClientWithData();
    stop = listenForCacheUpdates(queryClient);
    announce(updated(`${window.location.origin}/api/restaurants/r1/menu`));
    await untilInvalidated(queryClient, MENU_R1);
    expect(invalidated(queryClient)).toEqual([true, false, false, false]);
  });

  it("reads a category's dishes again", async () => {
    const queryClient = queryClientWithData();
    stop = listenForCacheUpdates(queryClient);
    announce(updated(`${window.location.origin}/api/products/nearby?categoryId=c1&page=1`));
    await untilInvalidated(queryClient, DISHES);
    expect(invalidated(queryClient)).toEqual([false, false, true, false]);
  });

  it("reads everything again after another catalog answer changed", async () => {
    const queryClient = queryClientWithData();
    stop = listenForCacheUpdates(queryClient);
    announce(updated(`${window.location.origin}/api/admin/category/all`));
    await untilInvalidated(queryClient, CART);
    expect(invalidated(queryClient)).toEqual([true, true, true, true]);
  });

  it("reads the menu again when the news comes while the page is still reading the cached one", async () => {
    const queryClient = new QueryClient();
    stop = listenForCacheUpdates(queryClient);
    const key = [LOCATION_SCOPED_QUERY, "menu", "r1", {}];
    let reads = 0;
    let finishFirstRead: (() => void) | undefined;
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      // The first read is still going when the worker says its answer was out of date.
      queryFn: async () => {
        reads++;
        if (reads > 1) return "the changed menu";
        await new Promise<void>((resolve) => {
          finishFirstRead = resolve;
        });
        return "the cached menu";
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));
    announce(updated(`${window.location.origin}/api/restaurants/r1/menu`));
    await vi.waitFor(() => expect(reads).toBe(2));
    finishFirstRead?.();
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBe("the changed menu"));
    unsubscribe();
  });

  it("ignores other messages, and everything once stopped", async () => {
    const queryClient = queryClientWithData();
    stop = listenForCacheUpdates(queryClient);
    announce({ type: "SOMETHING_ELSE", payload: { updatedURL: "/api/restaurants/r1/menu" } });
    announce({ type: "CACHE_UPDATED" });
    // A real change posted after them, for r2: once it is acted on, the two before it were heard (and ignored).
    announce(updated("/api/restaurants/r2/menu"));
    await untilInvalidated(queryClient, MENU_R2);
    expect(invalidated(queryClient)).toEqual([false, true, false, false]);
    stop();
    // Another listener, started after the first stopped, hears the next change; the stopped one does not.
    const witness = queryClientWithData();
    const stopWitness = listenForCacheUpdates(witness);
    announce(updated("/api/restaurants/r1/menu"));
    await untilInvalidated(witness, MENU_R1);
    stopWitness();
    expect(invalidated(queryClient)).toEqual([false, true, false, false]);
  });
});
