/**
 * Issue 16, items 3 and 5, at 390 px: the cart names what its minimum is measured on (the item total, the same number
 * as the bill's "Item total" line, not the grand total); and an order reads as its customer understands it: an
 * online order not paid yet "Awaiting payment · N min left" (in the profile's list and on its page), a cash order or a
 * paid one "Waiting for the restaurant", never "Pending". The restaurant, its dish and the customer are the test's
 * own (./fixtures); orders are placed through the API, the browser only reads them.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { type Customer, expect, ROUND_THE_CLOCK, test } from "./fixtures";
import { expectToast, rupees, watchConsole } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

/** A saved address about 3.5 km from the fixture's restaurant (its default spot). */
const NEARBY = { lat: 22.719568, lng: 75.857727 };

type PlacedOrder = { _id: string; orderNumber: string; finalTotal: number };

async function placeOrder(customer: Customer, paymentMode: "ONLINE" | "COD", addressId: string) {
  const { order } = await customer.api.post<{ order: PlacedOrder }>(
    "/api/order",
    { paymentMode, addressId },
    { "idempotency-key": `e2e-${randomUUID()}` },
  );
  return order;
}

/** The badge beside "Order N" on the order's page, and the progress stepper's current step. */
function orderPageState(page: Page, orderNumber: string) {
  const title = page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` });
  return {
    title,
    badge: title.locator("xpath=following-sibling::span[1]"),
    step: page.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]'),
  };
}

test("the cart blocks an item total below the minimum, naming the item total its bill shows", async ({
  page,
  customer,
  backoffice,
}) => {
  const errors = watchConsole(page);
  const category = await backoffice.category(`Thalis ${backoffice.stamp}`);
  const restaurant = await backoffice.restaurant({
    name: `Thali House ${backoffice.stamp}`,
    minimumOrderAmount: 249,
    deliveryFee: 40,
    freeDeliveryThreshold: null,
    businessHours: ROUND_THE_CLOCK,
  });
  const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: "Mini Thali", price: 120 });
  await customer.address({ addressLine1: `Flat ${backoffice.stamp}, 14 Race Course Road`, coordinates: NEARBY });
  await customer.addToCart(dish.id, { quantity: 2 });

  await page.goto("/user/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  const bill = page.getByRole("region", { name: "Bill details" });
  const itemTotal = bill.getByText("Item total", { exact: true }).locator("xpath=following-sibling::dd[1]");
  const grandTotal = bill.getByText("Grand total", { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(itemTotal).toHaveText("₹240");
  // GST and the delivery fee come on top: the grand total is not what the minimum is measured on.
  await expect(grandTotal).not.toHaveText("₹240");

  const blockers = page.getByRole("alert").filter({ hasText: "You can't place this order yet" });
  await expect(blockers).toContainText("Item total ₹240 is below this restaurant's ₹249 minimum — add ₹9 more");
  // The message's number is the bill's line, as the customer sees it.
  expect(await blockers.textContent()).toContain(`Item total ${await itemTotal.textContent()} is below`);
  await expect(page.getByRole("button", { name: "Proceed to pay" })).toBeDisabled();

  // One more thali: ₹360 reaches the minimum, and the checkout opens up.
  await page.getByRole("button", { name: "Increase quantity of Mini Thali" }).click();
  await expect(itemTotal).toHaveText("₹360");
  await expect(blockers).toBeHidden();
  await expect(page.getByRole("button", { name: "Proceed to pay" })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("an unpaid online order reads 'Awaiting payment · N min left' until paid; a cash order 'Waiting for the restaurant'", async ({
  page,
  customer,
  backoffice,
}) => {
  const errors = watchConsole(page);
  const category = await backoffice.category(`Rolls ${backoffice.stamp}`);
  const restaurant = await backoffice.restaurant({
    name: `Roll Point ${backoffice.stamp}`,
    minimumOrderAmount: 100,
    deliveryFee: 40,
    freeDeliveryThreshold: null,
    businessHours: ROUND_THE_CLOCK,
  });
  const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: "Paneer Roll", price: 150 });
  const addressId = await customer.address({
    addressLine1: `Flat ${backoffice.stamp}, 14 Race Course Road`,
    coordinates: NEARBY,
  });
  // Online and not paid (the cart stays until it is); then cash, from the same cart.
  await customer.addToCart(dish.id);
  const online = await placeOrder(customer, "ONLINE", addressId);
  const cash = await placeOrder(customer, "COD", addressId);

  // The profile's order list: the payment window has just opened (15 minutes, rounded up; 14 on a slow run).
  await page.goto("/user/profile/order-history");
  const list = page.getByRole("list", { name: "Orders" });
  const row = (order: PlacedOrder) =>
    list.getByRole("listitem").filter({ has: page.getByText(`Order ${order.orderNumber}`, { exact: false }) });
  await expect(row(online)).toContainText(/Awaiting payment · 1[45] min left/);
  await expect(row(cash)).toContainText("Waiting for the restaurant");
  await expect(list).not.toContainText("Pending");

  // The online order's page says the same, and its first step is the payment it waits for.
  await row(online).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/user/profile/order-history/${online._id}$`));
  const state = orderPageState(page, online.orderNumber);
  await expect(state.title).toBeVisible();
  await expect(state.badge).toHaveText(/^Awaiting payment · 1[45] min left$/);
  await expect(state.step).toContainText("Awaiting payment");

  // Paid from its page: it has reached the restaurant, which has not answered yet.
  await page.getByRole("button", { name: "Pay now" }).click();
  const checkout = page.getByRole("dialog").filter({ hasText: "TEST MODE" });
  await checkout.getByRole("button", { name: `Pay ${rupees(online.finalTotal)}` }).click();
  await expectToast(page, "Payment Successful & Order Placed");
  await expect(state.badge).toHaveText("Waiting for the restaurant");
  await expect(state.step).toContainText("Waiting for the restaurant");

  // The cash order, from the list again.
  await page.goto("/user/profile/order-history");
  await expect(row(online)).toContainText("Waiting for the restaurant");
  await row(cash).getByRole("link").first().click();
  const cashState = orderPageState(page, cash.orderNumber);
  await expect(cashState.badge).toHaveText("Waiting for the restaurant");
  await expect(cashState.step).toContainText("Waiting for the restaurant");
  expect(errors).toEqual([]);
});
