/**
 * Issue 12's kitchen controls in the browser: the owner pauses new orders on their orders page; the customer, with
 * the restaurant page and then the cart open, sees "Paused · back at …" and cannot check out; the owner resumes and
 * the customer's open page takes orders again without a reload (the public restaurant-changes stream).
 */
import { pauseLabel } from "@zaika/contract/kitchen";
import { expect, ROUND_THE_CLOCK, staffPage, test } from "./fixtures";
import { expectToast, watchConsole } from "./support";

test("the owner pauses new orders, the customer sees when they resume and cannot check out, the owner resumes", async ({
  backoffice,
  customer,
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  const category = await backoffice.category(`Curries ${backoffice.stamp}`);
  const restaurant = await backoffice.restaurant({ businessHours: ROUND_THE_CLOCK });
  const dish = await backoffice.dish(restaurant.id, {
    categoryId: category.id,
    name: "Paneer Butter Masala",
    price: 240,
  });
  await customer.addToCart(dish.id);
  await customer.address({ addressLine1: "14 Palasia Square", coordinates: { lat: 22.7246, lng: 75.8855 } });

  const ownerContext = await browser.newContext();
  const owner = await staffPage(
    ownerContext,
    { email: restaurant.owner.email, password: restaurant.owner.password },
    "/restaurant",
  );
  await owner.goto("/restaurant/orders");
  const kitchen = owner.getByRole("region", { name: "Kitchen" });
  await expect(kitchen.getByText("Taking orders")).toBeVisible();

  // The customer has the restaurant's page open when the owner pauses.
  await page.goto(`/user/restaurant/${restaurant.id}`);
  await expect(page.getByRole("heading", { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByText("Open now")).toBeVisible();

  const paused = owner.waitForResponse((r) => r.url().endsWith("/kitchen") && r.request().method() === "PUT");
  await kitchen.getByRole("group", { name: "Pause new orders" }).getByRole("button", { name: "30 min" }).click();
  const { kitchen: state } = (await (await paused).json()) as { kitchen: { paused: boolean; pausedUntil: string } };
  await expectToast(owner, "New orders paused");
  const label = pauseLabel(state) as string;
  expect(label).toMatch(/^Paused · back at \d{1,2}:\d{2} [AP]M$/);
  await expect(kitchen.getByText(label)).toBeVisible();

  // Live, without a reload: the page says when ordering resumes; only an order for later can be placed meanwhile.
  await expect(page.getByText(label).first()).toBeVisible();
  await expect(
    page.getByText(
      /has paused new orders\. Ordering resumes at .*You can add dishes and schedule your order for later/,
    ),
  ).toBeVisible();

  // The cart says why; at checkout the customer cannot order for now, only schedule.
  await page.goto("/user/cart");
  await expect(page.getByText(label)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`${restaurant.name} has paused new orders\\. Ordering resumes at`)),
  ).toBeVisible();
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  const when = page.getByRole("region", { name: "Delivery time" });
  await expect(when.getByRole("radio", { name: /Deliver now/ })).toBeDisabled();
  await expect(when.getByRole("radio", { name: /Schedule for later/ })).toBeChecked();

  // The owner resumes; the customer's open cart takes orders again.
  await kitchen.getByRole("button", { name: "Resume orders" }).click();
  await expectToast(owner, "Taking orders again");
  await expect(kitchen.getByText("Taking orders")).toBeVisible();
  // The customer's open checkout offers "Deliver now" again, without a reload.
  await expect(when.getByRole("radio", { name: /Deliver now/ })).toBeEnabled();

  await ownerContext.close();
  expect(errors).toEqual([]);
});
