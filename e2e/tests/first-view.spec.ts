/**
 * Issue 15's first view (decision 029) in the browser: the server draws a customer page into the page it sends with
 * the web build's own module, the browser shows it, inert, before the app's scripts have run, and the app takes over
 * from it without showing both.
 */
import { expect, test } from "./fixtures";

test("the customer home is on screen before the app's scripts run, inert, and the app takes over from it", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/user")).text();
  expect(html).toContain('<div id="zaika-first-view" inert>');
  // The app's scripts are listed for after the first view, not announced in the head.
  expect(html).toMatch(/<script type="application\/json" id="zaika-later-scripts">\[[^\]]*\/assets\/main-/);
  expect(html).not.toMatch(/rel="modulepreload"[^>]*\/assets\/main-/);

  // The app waits at the door until the first view has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/user");
  const view = page.locator("#zaika-first-view");
  await expect(view.locator("h1")).toHaveText("Food delivery 24/7, order online");
  const picture = view.locator('img[fetchpriority="high"]').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(view).toHaveAttribute("inert", "");
  expect(await page.locator("#root").evaluate((root) => root.childElementCount)).toBe(0);

  release();
  await expect(view).toHaveCount(0);
  await expect(page.locator("#root h1")).toHaveText("Food delivery 24/7, order online");
  await expect(page.locator("h1")).toHaveCount(1);
  // The app's page answers: its Login link navigates within the app (a link of the first view would load a new page).
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator("h1")).toHaveText("Login");
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
});

test("login is drawn in Hindi for a browser that prefers Hindi, and the app keeps it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN", extraHTTPHeaders: { "accept-language": "hi-IN,hi" } });
  const page = await context.newPage();
  const html = await (await page.request.get("/login")).text();
  expect(html).toContain(">लॉगिन</h1>");
  await page.goto("/login");
  await expect(page.locator("#zaika-first-view")).toHaveCount(0);
  await expect(page.locator("h1")).toHaveText("लॉगिन");
  await context.close();
});
