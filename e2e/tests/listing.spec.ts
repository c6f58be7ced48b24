/**
 * Issue 12's listing in the browser, at 01:00 IST: the first home cards are the restaurants taking orders; the filters
 * and the sort order live in the URL, so a reload keeps them.
 *
 * The suite's server runs on the real clock, so this file starts its own: the built server on its own port with a
 * fresh embedded database (whatever database the suite uses) and CLOCK_START at 01:00 IST, and stops it afterwards.
 * The browser's clock is set to the same moment, so the cards read the time as the server does.
 */
import { expect, type Page, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./own-server";
import { watchConsole } from "./support";

/** Wednesday 25 November 2026, 01:00 IST (no restaurant's late weekend slot runs then). */
const CLOCK_START = "2026-11-25T01:00:00+05:30";
const PORT = Number(process.env.E2E_LISTING_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50);
const BASE = `http://127.0.0.1:${PORT}`;

interface Listed {
  name: string;
  isOpenNow: boolean;
  kitchen: { paused: boolean };
  foodType: string;
  businessHours: Record<string, { isClosed: boolean; slots: Array<{ open: string; close: string }> }>;
}

let server: OwnServer | null = null;

test.beforeAll(async () => {
  // First start: the database is created and the demo seeded.
  test.setTimeout(180_000);
  server = await startOwnServer("listing", PORT, { CLOCK_START });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The browser's clock at the server's time (CLOCK_START and running since the server started). */
async function atServerTime(page: Page) {
  await page.clock.install({ time: new Date(Date.parse(CLOCK_START) + (Date.now() - (server?.startedAt ?? 0))) });
}

const restaurantsSection = (page: Page) => page.getByRole("region", { name: "Restaurants", exact: true });
const cardNames = (page: Page) => restaurantsSection(page).getByRole("heading", { level: 3 }).allTextContents();

test("with the clock at 01:00 IST the first home cards are open restaurants", async ({ page, request }) => {
  const errors = watchConsole(page);
  const listed = (await (await request.get(`${BASE}/api/admin/restaurant/all?limit=100`)).json()).data as Listed[];
  const takingOrders = listed.filter((r) => r.isOpenNow && !r.kitchen.paused).map((r) => r.name);
  const roundTheClock = listed
    .filter((r) =>
      Object.values(r.businessHours).every((day) => day.slots.some((s) => s.open === "00:00" && s.close === "24:00")),
    )
    .map((r) => r.name);
  // The seeded demo at 01:00: its two round-the-clock kitchens and the night market.
  expect(roundTheClock.length).toBeGreaterThanOrEqual(2);
  expect(takingOrders).toEqual(expect.arrayContaining(roundTheClock));
  expect(takingOrders.length).toBeLessThan(listed.length);

  await atServerTime(page);
  await page.goto(`${BASE}/user`);
  const cards = restaurantsSection(page).locator("article");
  await expect(cards.first()).toBeVisible();
  const first = (await cardNames(page)).slice(0, takingOrders.length);
  expect([...first].sort()).toEqual([...takingOrders].sort());
  for (let i = 0; i < takingOrders.length; i++) {
    await expect(cards.nth(i)).not.toContainText(/Closed now|Opens at|Paused/);
  }
  // Then those opening later, with the time.
  await expect(cards.nth(takingOrders.length)).toContainText(/Opens at \d{1,2}:\d{2} (AM|PM)/);
  expect(errors).toEqual([]);
});

test("filters and the sort order stay in the URL across a reload", async ({ page }) => {
  const errors = watchConsole(page);
  await atServerTime(page);
  await page.goto(`${BASE}/user`);
  await expect(restaurantsSection(page).locator("article").first()).toBeVisible();

  const veg = page.getByRole("button", { name: "Veg only" });
  await veg.click();
  await expect(veg).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Rating: high to low" });
  await expect(page).toHaveURL(/\/user\?vegOnly=true&sort=rating$/);

  const cards = restaurantsSection(page).locator("article");
  // Every card is a pure-veg kitchen once the filtered list has arrived.
  await expect(async () => {
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(await restaurantsSection(page).getByText("Pure Veg", { exact: true }).count()).toBe(count);
  }).toPass();
  const names = await cardNames(page);

  await page.reload();
  await expect(page).toHaveURL(/\/user\?vegOnly=true&sort=rating$/);
  await expect(page.getByRole("button", { name: "Veg only" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("rating");
  await expect.poll(() => cardNames(page)).toEqual(names);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole("button", { name: "Veg only" })).toHaveAttribute("aria-pressed", "false");
  expect(errors).toEqual([]);
});
