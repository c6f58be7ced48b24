/**
 * Issue 12's header search in the browser, on the seeded demo catalogue: "paneer" lists dishes and the restaurants
 * serving them, a dish opens its restaurant's page at that dish, a typo still finds them, a stored location puts the
 * nearest first, and the box works by keyboard on a 360 px screen.
 */
import { expect, type Page, test } from "@playwright/test";
import { watchConsole } from "./support";

/** The demo city's centre (MAP.centre), stored as the web app stores a chosen location. */
const INDORE = { lat: 22.719568, lon: 75.857727, description: "Rajwada, Indore, Madhya Pradesh" };

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search dishes, restaurants and categories" });
const options = (page: Page, group: "Dishes" | "Restaurants" | "Categories") =>
  page.getByRole("group", { name: group }).getByRole("option");

test('header search "paneer" lists dishes and restaurants; a dish opens its restaurant at that dish', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto("/user");
  await searchBox(page).fill("paneer");

  const dishes = options(page, "Dishes");
  await expect(dishes.first()).toBeVisible();
  expect(await dishes.count()).toBeGreaterThan(1);
  for (const text of await dishes.allTextContents()) expect(text).toMatch(/paneer/i);
  await expect(options(page, "Restaurants").first()).toBeVisible();

  await dishes.first().click();
  await expect(page).toHaveURL(/\/user\/restaurant\/[0-9a-f-]+\?dish=[0-9a-f-]+$/);
  const dish = new URL(page.url()).searchParams.get("dish");
  await expect(page.locator(`#dish-${dish}`)).toContainText(/paneer/i);
  await expect(searchBox(page)).toHaveValue("");
  expect(errors).toEqual([]);
});

test('a typo ("panner") still finds paneer dishes, nearest first once a location is stored', async ({ page }) => {
  await page.addInitScript((location) => window.localStorage.setItem("location", JSON.stringify(location)), INDORE);
  await page.goto("/user");
  await searchBox(page).fill("panner");

  const dishes = options(page, "Dishes");
  await expect(dishes.first()).toBeVisible();
  const texts = await dishes.allTextContents();
  for (const text of texts) expect(text).toMatch(/paneer/i);
  const kilometres = texts.map((text) => Number(/(\d+\.\d) km/.exec(text)?.[1]));
  expect(kilometres.every(Number.isFinite)).toBe(true);
  expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
});

test("on a 360 px screen the list fits and the search works by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/user");
  const box = searchBox(page);
  await box.fill("paneer");
  await expect(options(page, "Dishes").first()).toBeVisible();
  const popup = page.locator(`[id="${await box.getAttribute("aria-controls")}"]`);
  const bounds = await popup.boundingBox();
  expect(bounds?.x).toBeGreaterThanOrEqual(0);
  expect((bounds?.x ?? 0) + (bounds?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);

  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/user\/restaurant\/[0-9a-f-]+\?dish=[0-9a-f-]+$/);
});
