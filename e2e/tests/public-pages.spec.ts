import { expect, test } from "@playwright/test";
import { watchConsole } from "./support";

const PAGES = [
  { path: "/privacy-policy", title: "Privacy Policy | Zaika" },
  { path: "/terms-and-conditions", title: /Terms/ },
  { path: "/cancellation-and-refund", title: /Cancellation/ },
  { path: "/about-us", title: /About/ },
  { path: "/contact-us", title: "Contact Us | Zaika" },
  { path: "/help", title: /Help/ },
];

for (const page of PAGES) {
  test(`${page.path} is served by the app with one heading, a title and no console errors`, async ({ page: tab }) => {
    const errors = watchConsole(tab);
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(tab).toHaveTitle(page.title);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(tab.getByRole("contentinfo")).toContainText("© 2025");
    expect(errors).toEqual([]);
  });
}

test("the privacy policy has its 11 numbered sections", async ({ page }) => {
  await page.goto("/privacy-policy");
  const headings = page.getByRole("heading", { level: 2 });
  await expect(headings.filter({ hasText: /^\s*1[.)]?\s/ }).first()).toBeVisible();
  await expect(headings.filter({ hasText: /^\s*11[.)]?\s/ })).toHaveCount(1);
});

test("the contact form validates every field and really sends the message", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(4);

  await page.getByRole("textbox", { name: "Name" }).fill("Asha Verma");
  await page.getByRole("textbox", { name: "E-mail" }).fill("asha@example.com");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("Delivery Problem");
  await page.getByRole("textbox", { name: "Message" }).fill("My order arrived forty minutes late and cold.");
  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/api/support/messages") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/Our support team will get back to you/)).toBeVisible();
});

test("an unknown /api path answers 404 JSON and the health checks are ok", async ({ request }) => {
  const missing = await request.get("/api/x");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  const ready = { status: "ok", db: "ok", events: "ok" };
  expect(await (await request.get("/api/health")).json()).toEqual(ready);
  expect(await (await request.get("/api/health/ready")).json()).toEqual(ready);
  expect(await (await request.get("/api/health/live")).json()).toEqual({ status: "ok" });
});
