/**
 * Issue 16, item 4: every payment outcome refreshes the cart and the order, with one toast. A new customer at 390 px
 * cancels the sandbox checkout (one "Payment cancelled" toast, and the alert beside Pay now does not repeat it), then
 * pays the same order from its page: the header's cart badge empties and the order shows paid, without a reload.
 * The restaurant, its dish and the customer are the test's own (./fixtures).
 */
import { expect, ROUND_THE_CLOCK, test } from "./fixtures";
import { rupees, watchConsole } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

/** A saved address about 3.5 km from the fixture's restaurant (its default spot). */
const NEARBY = { lat: 22.719568, lng: 75.857727 };
const DISH = { name: "Paneer Kathi Roll", price: 149 } as const;

test("Cancel in the sandbox toasts once; paying from the order's page empties the header's cart without a reload", async ({
  page,
  customer,
  backoffice,
}) => {
  const errors = watchConsole(page);
  const category = await backoffice.category(`Rolls ${backoffice.stamp}`);
  const restaurant = await backoffice.restaurant({
    name: `Roll Junction ${backoffice.stamp}`,
    minimumOrderAmount: 100,
    deliveryFee: 40,
    freeDeliveryThreshold: null,
    businessHours: ROUND_THE_CLOCK,
  });
  const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: DISH.name, price: DISH.price });
  await customer.address({ addressLine1: `Flat ${backoffice.stamp}, 14 Race Course Road`, coordinates: NEARBY });
  await customer.addToCart(dish.id, { quantity: 2 });

  await page.goto("/user/cart");
  const badge = page.getByRole("link", { name: /^Cart, \d+ items?$/ });
  await expect(badge).toHaveAccessibleName("Cart, 2 items");
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Pay online/ })).toBeChecked();

  // Place order & pay, then Cancel in the sandbox.
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: /^Place order & pay ₹/ }).click();
  const { order } = (await (await placed).json()) as {
    order: { _id: string; orderNumber: string; finalTotal: number };
  };
  const checkout = page.getByRole("dialog").filter({ hasText: "TEST MODE" });
  await checkout.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(checkout).toBeHidden();

  // The alert beside Pay now appears in the same step as the toast: once it is there, every toast of the outcome is.
  const unpaid = page.getByRole("alert").filter({ hasText: `Order #${order.orderNumber} is saved but not paid.` });
  await expect(unpaid).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toBeEnabled();
  const cancelledToasts = page.getByRole("status").filter({ hasText: "Payment cancelled" });
  await expect(cancelledToasts).toHaveCount(1);
  await expect(page.getByText("Payment cancelled")).toHaveCount(1);
  await expect(unpaid).toContainText("Payment not completed");
  // Nothing was paid: the cart keeps its items.
  await expect(badge).toHaveAccessibleName("Cart, 2 items");

  // From here on, no reload: a marker on this window would be gone after one.
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await unpaid.getByRole("link", { name: `View order #${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/profile/order-history/${order._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment pending" })).toBeVisible();

  const payNow = page.getByRole("button", { name: "Pay now" });
  const verified = page.waitForResponse((r) => r.url().endsWith("/api/order/verify-payment"));
  await payNow.click();
  await expect(checkout).toBeVisible();
  await checkout.getByRole("button", { name: `Pay ${rupees(order.finalTotal)}` }).click();
  expect((await verified).ok()).toBe(true);
  await expect(checkout).toBeHidden();

  // One success toast; the header's badge and the order read again from the server.
  const paidToasts = page.getByRole("status").filter({ hasText: "Payment Successful & Order Placed" });
  await expect(paidToasts).toHaveCount(1);
  await expect(badge).toHaveAccessibleName("Cart, 0 items");
  await expect(payNow).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Payment pending" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  const paid = await customer.api.get<{ data: { paymentStatus: string } }>(`/api/order/${order._id}`);
  expect(paid.data.paymentStatus).toBe("PAID");
  expect(errors).toEqual([]);
});
