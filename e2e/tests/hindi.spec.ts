/**
 * Issue 15's Hindi journey: a customer switches to हिन्दी in the header; the home page, a restaurant page, the cart,
 * checkout and the order page show Hindi, `<html lang="hi">`, a refresh keeps Hindi, prices and dates read in hi-IN,
 * and the server's messages come back in Hindi. The expected texts are read from the Hindi catalogs the app ships.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureGst, expect, ROUND_THE_CLOCK, test } from "./fixtures";
import { rupees, watchConsole } from "./support";

const NEARBY = { lat: 22.719568, lng: 75.857727 };
const LOCALES = fileURLToPath(new URL("../../apps/web/src/locales", import.meta.url));

/** A text of the Hindi catalog, with its {values} filled in (a plain text: none of these has plural cases). */
function hi(key: string, values: Record<string, string> = {}): string {
  const [ns, name] = key.split(":") as [string, string];
  const catalog = JSON.parse(readFileSync(path.join(LOCALES, "hi", `${ns}.json`), "utf8")) as Record<string, string>;
  const text = catalog[name];
  if (!text) throw new Error(`No Hindi text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, value: string) => values[value] ?? "");
}

const hiRupees = (value: number) => rupees(value, "hi-IN");

test("a customer switches to Hindi and orders in Hindi: every page, a refresh, prices and dates", async ({
  page,
  backoffice,
  customer,
}) => {
  const errors = watchConsole(page);
  await ensureGst(backoffice.admin, 5);
  const category = await backoffice.category(`Thalis ${backoffice.stamp}`);
  const restaurant = await backoffice.restaurant({
    name: `Hindi Rasoi ${backoffice.stamp}`,
    minimumOrderAmount: 100,
    deliveryFee: 40,
    freeDeliveryThreshold: null,
    packagingCharge: 0,
    businessHours: ROUND_THE_CLOCK,
  });
  const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: "Dal Baati", price: 250 });
  await customer.address({ addressLine1: `Flat ${backoffice.stamp}, 7 Palasia`, coordinates: NEARBY });

  // Home, in English first; the header's switcher turns the app Hindi.
  await page.goto("/user");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: /^Language: English/ }).click();
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: hi("home:categories") })).toBeVisible();

  // A refresh keeps Hindi.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: hi("home:categories") })).toBeVisible();

  // The restaurant page: Hindi controls, the dish's price in hi-IN.
  await page.goto(`/user/restaurant/${restaurant.id}`);
  await expect(page.getByRole("switch", { name: hi("catalog:vegOnly") })).toBeVisible();
  const dishCard = page.getByRole("article").filter({ hasText: dish.name });
  await expect(dishCard).toContainText(hiRupees(250));

  // The cart: Hindi heading and bill, ₹250 + GST ₹12.50 + delivery ₹40 = ₹302.50.
  await customer.addToCart(dish.id);
  await page.goto("/user/cart");
  await expect(page.getByRole("heading", { level: 1, name: hi("cart:yourCart") })).toBeVisible();
  const bill = page.getByRole("region", { name: hi("cart:billDetails") });
  await expect(bill).toContainText(hi("cart:itemTotal"));
  await expect(bill).toContainText(hiRupees(12.5));
  await expect(bill).toContainText(hiRupees(302.5));

  // The server's messages come back in Hindi too: an unknown coupon code.
  const coupon = page.waitForResponse((r) => r.url().endsWith("/api/cart/coupon") && r.request().method() === "POST");
  await page.getByRole("textbox", { name: hi("cart:couponCode") }).fill("NOSUCHCODE");
  await page.getByRole("button", { name: hi("cart:apply"), exact: true }).click();
  const refused = await coupon;
  expect(refused.status()).toBe(422);
  const { message } = (await refused.json()) as { message: string };
  expect(message).toMatch(/[\u0900-\u097F]/);
  await expect(page.getByText(message).first()).toBeVisible();

  // Checkout in Hindi, then the order's page.
  await page.getByRole("button", { name: hi("cart:proceedToPay") }).click();
  await expect(page).toHaveURL(/\/user\/cart\/payment$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.getByRole("radio", { name: new RegExp(`^${hi("cart:cashOnDelivery")}`) }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: hi("cart:placeOrder"), exact: true }).click();
  const response = await placed;
  expect(response.ok(), await response.text()).toBe(true);
  const { order } = (await response.json()) as { order: { _id: string; createdAt: string } };

  await page.goto(`/user/profile/order-history/${order._id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByText(hi("orders:timelinePlaced")).first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText(hiRupees(302.5));
  // The time it was placed, in hi-IN: the month in Devanagari.
  const month = new Intl.DateTimeFormat("hi-IN", { month: "short", timeZone: "Asia/Kolkata" })
    .formatToParts(new Date(order.createdAt))
    .find((part) => part.type === "month")?.value;
  expect(month).toMatch(/[\u0900-\u097F]/);
  await expect(page.getByRole("main").locator("time").first()).toContainText(month ?? "");
  // The browser logs the refused coupon (422) as a failed resource; nothing else went wrong.
  expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
});

test("?lang=hi opens the app in Hindi and the choice is kept", async ({ page }) => {
  await page.goto("/user?lang=hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: hi("home:categories") })).toBeVisible();
  await page.goto("/user");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.goto("/user?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
