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

/** Posts as sw.js does and waits for the app's listener to have heard it. */
async function announce(message: unknown) {
  const sender = new BroadcastChannel(CACHE_UPDATES_CHANNEL);
  sender.postMessage(message);
  sender.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
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
    await announce(updated(`${window.location.origin}/api/restaurants/r1/menu`));
    expect(invalidated(queryClient)).toEqual([true, false, false, false]);
  });

  it("reads a category's dishes again", async () => {
    const queryClient = queryClientWithData();
    stop = listenForCacheUpdates(queryClient);
    await announce(updated(`${window.location.origin}/api/products/nearby?categoryId=c1&page=1`));
    expect(invalidated(queryClient)).toEqual([false, false, true, false]);
  });

  it("reads everything again after another catalog answer changed", async () => {
    const queryClient = queryClientWithData();
    stop = listenForCacheUpdates(queryClient);
    await announce(updated(`${window.location.origin}/api/admin/category/all`));
    expect(invalidated(queryClient)).toEqual([true, true, true, true]);
  });

  it("reads the menu again when the news comes while the page is still reading the cached one", async () => {
    const queryClient = new QueryClient();
    stop = listenForCacheUpdates(queryClient);
    const answers = ["the cached menu", "the changed menu"];
    const key = [LOCATION_SCOPED_QUERY, "menu", "r1", {}];
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      // The first read is still going when the worker says its answer was out of date.
      queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(answers.shift() ?? ""), 100)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await announce(updated(`${window.location.origin}/api/restaurants/r1/menu`));
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBe("the changed menu"));
    unsubscribe();
  });

  it("ignores other messages, and everything once stopped", async () => {
    const queryClient = queryClientWithData();
    stop = listenForCacheUpdates(queryClient);
    await announce({ type: "SOMETHING_ELSE", payload: { updatedURL: "/api/restaurants/r1/menu" } });
    await announce({ type: "CACHE_UPDATED" });
    stop();
    await announce(updated("/api/restaurants/r1/menu"));
    expect(invalidated(queryClient)).toEqual([false, false, false, false]);
  });
});
