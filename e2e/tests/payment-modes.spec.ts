/**
 * Issue 16, item 1, on a phone: how a restaurant can be paid is said where the customer chooses it, not first on the
 * payment page. Two round-the-clock restaurants serve one new category: one takes online payment only, the other cash
 * or online. The category page's cards say so, the restaurant page says so, and the cart says so before checkout.
 */
import { expect, ROUND_THE_CLOCK, test } from "./fixtures";
import { watchConsole } from "./support";

test.use({ viewport: { width: 390, height: 844 }, customerName: "Ishita Rao" });

test("a customer sees how each restaurant is paid on its card, its page and in the cart", async ({
  page,
  backoffice,
  customer,
}) => {
  const errors = watchConsole(page);
  const category = await backoffice.category(`Late Snacks ${backoffice.stamp}`);
  const onlineOnly = await backoffice.restaurant({
    name: `Online Only Rolls ${backoffice.stamp}`,
    minimumOrderAmount: 100,
    businessHours: ROUND_THE_CLOCK,
  });
  await backoffice.admin.put(`/api/admin/restaurant/${onlineOnly.id}`, {
    paymentOptions: { acceptsCash: false, acceptsOnlinePayment: true, acceptsWalletPayment: false },
  });
  const eitherWay = await backoffice.restaurant({
    name: `Cash Or Card Kitchen ${backoffice.stamp}`,
    businessHours: ROUND_THE_CLOCK,
  });
  const roll = await backoffice.dish(onlineOnly.id, { categoryId: category.id, name: "Paneer Kathi Roll", price: 149 });
  await backoffice.dish(eitherWay.id, { categoryId: category.id, name: "Veg Hakka Noodles", price: 159 });

  // The category's restaurants: exactly these two, each card saying how it is paid.
  await page.goto(`/user/category/${category.id}?category=${encodeURIComponent(category.name)}`);
  const card = (name: string) =>
    page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(card(onlineOnly.name)).toContainText("Online payment only");
  await expect(card(eitherWay.name)).toContainText("Cash on delivery available");
  await expect(card(eitherWay.name)).not.toContainText("Online payment only");

  // Its page says it beside the delivery terms.
  await card(onlineOnly.name).getByRole("link", { name: onlineOnly.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: onlineOnly.name })).toBeVisible();
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("Online payment only")).toBeVisible();
  await expect(header.getByText("Min. order ₹100")).toBeVisible();

  // The cart says it under the bill, before "Proceed to pay".
  await customer.addToCart(roll.id);
  await page.goto("/user/cart");
  const bill = page.getByRole("region", { name: "Bill details" });
  await expect(bill).toBeVisible();
  const note = page.getByText("Online payment only", { exact: true });
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  expect(errors).toEqual([]);
});
