/**
 * Issue 15's installable app (decision 024) in the browser: a valid manifest whose icons load; the service worker
 * registered and in control after a reload; after one visit the app opens offline (the home page, a page never
 * visited, the offline page as the last resort) and says so; writes are never answered from a cache and a signed-in
 * customer's personal data is never cached; a menu changed since it was cached shows the change within a moment.
 */
import type { Page } from "@playwright/test";
import { expect, ROUND_THE_CLOCK, test } from "./fixtures";

/** Width and height from a PNG's header (the IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii"), "a PNG signature").toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until this page's origin has an activated service worker (registered after the page's load event). */
async function serviceWorkerActivated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
    .toBe("activated");
}

/** "cache-name /path" for every entry of the runtime caches (not the precache). */
function runtimeCacheEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes("precache")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push(`${name} ${new URL(request.url).pathname}`);
    }
    return entries;
  });
}

test("the manifest names the app, opens / standalone in the theme colour, and its icons load as PNGs of their size", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(new URL(href ?? "", page.url()).pathname).toBe("/manifest.webmanifest");

  const res = await request.get("/manifest.webmanifest");
  expect(res.ok()).toBe(true);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    categories: string[];
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: "Zaika",
    short_name: "Zaika",
    start_url: "/",
    display: "standalone",
    categories: ["food"],
  });
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute("content");
  expect(themeColor).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()["content-type"]).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const touch = await request.get(touchIcon ?? "");
  expect(touch.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
});

test("after one visit the app opens offline, says so, never answers a write from a cache, and says when it is back", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await serviceWorkerActivated(page);
  // The first visit is not taken over (a new version waits for "Reload"); the next page load is.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline. Showing what was saved." })).toBeVisible();
  // The worker's own requests are offline too: what follows comes from its caches.
  const [worker] = context.serviceWorkers();
  expect(
    await worker?.evaluate(() =>
      fetch("/api/health").then(
        () => "online",
        () => "offline",
      ),
    ),
  ).toBe("offline");

  const home = await page.reload();
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("banner")).toBeVisible();

  // A page never visited: the same shell, and the page's code from the precache.
  await page.goto("/help");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page).toHaveTitle(/Help/);

  // A write goes to the network or nowhere.
  const posted = await page.evaluate(() =>
    fetch("/api/support/messages", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }).then(
      (response) => `answered ${response.status}`,
      () => "network error",
    ),
  );
  expect(posted).toBe("network error");

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Back online" })).toBeVisible();
});

test("without the network and without the cached shell, a page load gets the offline page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await serviceWorkerActivated(page);
  await page.reload();
  await context.setOffline(true);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === "/index.html") await cache.delete(request);
      }
    }
  });

  await page.goto("/user/offers");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "आप ऑफ़लाइन हैं" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Try again/ })).toBeVisible();
});

test("a signed-in customer's personal data is never cached; the restaurant's menu and the catalog are", async ({
  page,
  customer,
  backoffice,
}) => {
  const restaurant = await backoffice.restaurant({ businessHours: ROUND_THE_CLOCK });
  const category = await backoffice.category(`Tandoor ${backoffice.stamp}`);
  const dish = await backoffice.dish(restaurant.id, {
    categoryId: category.id,
    name: `Paneer Tikka ${backoffice.stamp}`,
    price: 220,
  });
  await customer.addToCart(dish.id);

  await page.goto("/");
  await serviceWorkerActivated(page);
  await page.goto(`/user/restaurant/${restaurant.id}`);
  await expect(page.getByText(dish.name).first()).toBeVisible();
  await page.goto("/user/cart");
  await expect(page.getByText(dish.name).first()).toBeVisible();
  await page.goto("/user/profile");
  await expect(page.getByRole("banner")).toBeVisible();

  const cached = await runtimeCacheEntries(page);
  expect(cached).toContain(`zaika-menus /api/restaurants/${restaurant.id}/menu`);
  expect(cached.some((entry) => entry.startsWith("zaika-catalog /api/"))).toBe(true);
  const personal = /\/api\/(?:user|cart|order|auth|payments|restaurant\/|rider|events|dev|geo)/;
  expect(cached.filter((entry) => personal.test(entry))).toEqual([]);
});

test("a menu changed since it was cached is shown at once from the cache, then changed within a moment", async ({
  context,
  backoffice,
}) => {
  const restaurant = await backoffice.restaurant({ businessHours: ROUND_THE_CLOCK });
  const category = await backoffice.category(`Chaat ${backoffice.stamp}`);
  const dish = await backoffice.dish(restaurant.id, {
    categoryId: category.id,
    name: `Dahi Puri ${backoffice.stamp}`,
    price: 90,
  });
  const menuPath = `/api/restaurants/${restaurant.id}/menu`;

  const first = await context.newPage();
  await first.goto("/");
  await serviceWorkerActivated(first);
  await first.goto(`/user/restaurant/${restaurant.id}`);
  await expect(first.getByText(dish.name).first()).toBeVisible();
  await expect.poll(() => runtimeCacheEntries(first)).toContain(`zaika-menus ${menuPath}`);
  // No page stays open to hear the change on the live stream: only the worker can tell the next one.
  await first.close();

  const renamed = `Sev Puri ${backoffice.stamp}`;
  await backoffice.admin.put(`/api/restaurant/products/${dish.id}`, { name: renamed });

  const page = await context.newPage();
  const firstMenu = page.waitForResponse((response) => new URL(response.url()).pathname === menuPath);
  await page.goto(`/user/restaurant/${restaurant.id}`);
  const cachedMenu = await firstMenu;
  expect(cachedMenu.fromServiceWorker()).toBe(true);
  expect(await cachedMenu.text()).toContain(dish.name);

  await expect(page.getByText(renamed).first()).toBeVisible();
  await expect(page.getByText(dish.name)).toHaveCount(0);
});
