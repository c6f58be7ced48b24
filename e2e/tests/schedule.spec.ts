/**
 * Issue 12's scheduled orders in the browser: at a restaurant that is closed now, the customer sees when it opens,
 * adds a dish, and at checkout can only schedule; they place a cash order for the soonest slot; the owner finds it
 * under "Scheduled" on their orders page, not among the orders the kitchen has to cook now.
 */
import { WEEKDAYS } from "@zaika/contract/business-hours";
import { opensAtLabel } from "@zaika/contract/listing";
import { slotLabel } from "@zaika/contract/schedule";
import { expect, staffPage, test } from "./fixtures";
import { expectToast, watchConsole } from "./support";

/** Hours that open three to four hours from now (India time) for four hours, every day: closed now, open later today. */
function hoursOpeningLater(now = new Date()) {
  const istMinutes = Math.floor((now.getTime() + 330 * 60_000) / 60_000) % (24 * 60);
  const openHour = (Math.ceil(istMinutes / 60) + 3) % 24;
  const closeHour = (openHour + 4) % 24;
  const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
  const day = { isClosed: false, slots: [{ open: hh(openHour), close: hh(closeHour) }] };
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day]));
}

test("a customer schedules an order at a closed restaurant for when it opens; the owner sees it under Scheduled", async ({
  backoffice,
  customer,
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  const category = await backoffice.category(`Thalis ${backoffice.stamp}`);
  const restaurant = await backoffice.restaurant({ businessHours: hoursOpeningLater() });
  const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: "Rajasthani Thali", price: 260 });
  await customer.address({ addressLine1: "14 Palasia Square", coordinates: { lat: 22.7246, lng: 75.8855 } });

  // The restaurant page says when it opens, and the dish can still go into the cart.
  await page.goto(`/user/restaurant/${restaurant.id}`);
  const menu = (await (await page.request.get(`/api/restaurants/${restaurant.id}/menu`)).json()) as {
    restaurant: { opensAt: string };
  };
  const opens = opensAtLabel(new Date(menu.restaurant.opensAt));
  await expect(page.getByText(opens).first()).toBeVisible();
  await expect(page.getByText(/You can add dishes and schedule your order for later at checkout\./)).toBeVisible();
  await page.getByRole("button", { name: `Add ${dish.name}` }).click();
  await page
    .getByRole("dialog", { name: dish.name })
    .getByRole("button", { name: /^Add item/ })
    .click();
  await expectToast(page, "Product added successfully");

  // The cart lets the customer go on to schedule.
  await page.goto("/user/cart");
  await expect(page.getByText("You can schedule this order for later at checkout.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page).toHaveURL(/\/user\/cart\/payment$/);

  // Checkout offers only slots, the soonest first.
  const when = page.getByRole("region", { name: "Delivery time" });
  await expect(when.getByRole("radio", { name: /Deliver now/ })).toBeDisabled();
  await expect(when.getByRole("radio", { name: /Schedule for later/ })).toBeChecked();
  const slot = when.getByRole("combobox", { name: "Delivery slot" });
  const chosen = await slot.inputValue();
  expect(new Date(chosen).getTime()).toBeGreaterThan(new Date(menu.restaurant.opensAt).getTime());
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Place order", exact: true }).click();
  const body = (await (await placed).json()) as { order: { orderNumber: string; scheduledFor: string } };
  expect(body.order.scheduledFor).toBe(chosen);
  await expect(page.getByRole("heading", { name: "Order Successfully Placed!" })).toBeVisible();

  // The owner sees it under Scheduled, with its slot, and not among the orders to cook now.
  const ownerContext = await browser.newContext();
  const owner = await staffPage(
    ownerContext,
    { email: restaurant.owner.email, password: restaurant.owner.password },
    "/restaurant",
  );
  await owner.goto("/restaurant/orders");
  const scheduled = owner.getByRole("region", { name: /Scheduled/ });
  await expect(scheduled.getByRole("link", { name: `Order ${body.order.orderNumber}` })).toBeVisible();
  await expect(scheduled.getByText(slotLabel(new Date(chosen), new Date()))).toBeVisible();
  await expect(owner.getByRole("list", { name: "Orders" })).toHaveCount(0);
  await ownerContext.close();
  expect(errors).toEqual([]);
});
