/**
 * Issue 14's journeys: a new customer's first order with ZAIKA50, delivered and rated, the rating on the restaurant's
 * page; a reorder that says which dish is gone; deleting an account, then signing in again with the same phone.
 * Set-up the journeys do not test (the kitchen's and rider's steps) goes through the API.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { Api, type Customer, ensureGst, expect, ROUND_THE_CLOCK, test } from "./fixtures";
import { expectToast, newPhone, readOtp, signInWithPhone, staffToken, watchConsole } from "./support";

const GST = 5;
const RESTAURANT_AT = { lat: 22.7336, lng: 75.8878 };
const NEARBY = { lat: 22.719568, lng: 75.857727 };

type WireOrder = { _id: string; orderNumber: string; discount: number; couponCode: string | null; finalTotal: number };

const shopTest = test.extend<{ shop: Shop }>({
  customerName: "Meera Iyer",
  shop: async ({ backoffice }, use) => {
    await ensureGst(backoffice.admin, GST);
    const category = await backoffice.category(`Thalis ${backoffice.stamp}`);
    const restaurant = await backoffice.restaurant({
      name: `Comeback Kitchen ${backoffice.stamp}`,
      coordinates: RESTAURANT_AT,
      minimumOrderAmount: 100,
      deliveryFee: 40,
      freeDeliveryThreshold: null,
      packagingCharge: 0,
      businessHours: ROUND_THE_CLOCK,
    });
    const thali = await backoffice.dish(restaurant.id, {
      categoryId: category.id,
      name: "Rajasthani Thali",
      price: 250,
    });
    const lassi = await backoffice.dish(restaurant.id, { categoryId: category.id, name: "Sweet Lassi", price: 60 });
    await use({ restaurant, category: category.name, thali, lassi });
  },
});

interface Shop {
  restaurant: { id: string; name: string; owner: { email: string; password: string } };
  category: string;
  thali: { id: string; name: string };
  lassi: { id: string; name: string };
}

/** A rider of the test's own (so no other test's rider or offer gets in the way), signed in through the API. */
async function newRider(request: APIRequestContext, admin: Api, stamp: string) {
  const phone = newPhone();
  const created = await admin.post<{ data: { _id: string } }>("/api/admin/riders", {
    name: `Rider ${stamp}`,
    phone,
    vehicleType: "scooter",
    vehicleNumber: "MP 09 AB 1234",
  });
  expect((await request.get(`/api/auth/otp?phone=${phone}`)).ok()).toBe(true);
  const otp = await readOtp(request, phone);
  const verified = await request.post("/api/auth/verifyOtp", { data: { phone, otp } });
  const { otpToken } = (await verified.json()) as { otpToken: string };
  const login = await request.post("/api/auth/login", { data: { otpToken } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const api = new Api(request, token);
  await api.patch("/api/rider/me/availability", { isAvailable: true });
  return { id: created.data._id, api };
}

/** The kitchen accepts, cooks and hands over; the admin assigns the test's rider, who delivers with the code. */
async function deliver(backoffice: { admin: Api; stamp: string }, shop: Shop, customer: Customer, orderId: string) {
  // The admin's request context, not the customer's page: signing in there would replace the customer's session.
  const request = backoffice.admin.request;
  const owner = new Api(
    request,
    await staffToken(request, shop.restaurant.owner.email, shop.restaurant.owner.password),
  );
  const status = (api: Api, body: Record<string, unknown>) => api.patch(`/api/order/${orderId}/status`, body);
  await status(owner, { status: "ACCEPTED", preparationMinutes: 15 });
  await status(owner, { status: "PREPARING" });
  await status(owner, { status: "READY_FOR_PICKUP" });
  const rider = await newRider(request, backoffice.admin, backoffice.stamp);
  await backoffice.admin.post("/api/order/assign-delivery", {
    orderId,
    riderId: rider.id,
    reason: "Test rider for the journey",
  });
  const { data } = await customer.api.get<{ data: { deliveryCode: string } }>(`/api/order/${orderId}`);
  await status(rider.api, { status: "OUT_FOR_DELIVERY" });
  await status(rider.api, { status: "DELIVERED", deliveryCode: data.deliveryCode });
}

async function openCart(page: Page, customer: Customer) {
  await page.goto("/user/cart");
  await expect(page.getByRole("button", { name: `Account menu for ${customer.name}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
}

shopTest(
  "a first order with ZAIKA50 shows the discount, is delivered and rated, and the restaurant shows the review",
  async ({ page, backoffice, customer, shop }) => {
    const errors = watchConsole(page);
    await customer.address({ addressLine1: `Flat ${backoffice.stamp}, 14 Race Course Road`, coordinates: NEARBY });
    await customer.addToCart(shop.thali.id);
    await openCart(page, customer);

    // ₹250 of food: 50% would be ₹125, capped at ₹100. GST 5% on ₹150 = ₹7.50; delivery ₹40: ₹197.50.
    await page.getByRole("textbox", { name: "Coupon code" }).fill("zaika50");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expectToast(page, "ZAIKA50 applied — you save ₹100");
    const bill = page.getByRole("region", { name: "Bill details" });
    await expect(bill.getByText("Coupon ZAIKA50")).toBeVisible();
    await expect(bill).toContainText("−₹100");
    await expect(bill).toContainText("₹7.50");
    await expect(bill).toContainText("₹197.50");

    await page.getByRole("button", { name: "Proceed to pay" }).click();
    await expect(page).toHaveURL(/\/user\/cart\/payment$/);
    await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
    await expect(page.getByRole("region", { name: "Bill details" })).toContainText("₹197.50");
    const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Place order", exact: true }).click();
    const response = await placed;
    expect(response.ok(), await response.text()).toBe(true);
    const { order } = (await response.json()) as { order: WireOrder };
    expect(order).toMatchObject({ discount: 100, couponCode: "ZAIKA50", finalTotal: 197.5 });

    await deliver(backoffice, shop, customer, order._id);

    // The customer rates the delivered order on its page.
    await page.goto(`/user/profile/order-history/${order._id}`);
    const food = page.getByRole("radiogroup", { name: "Food" });
    await expect(food).toBeVisible();
    // The radios are visually hidden behind their stars: choose one by keyboard, the other by clicking its star.
    await food.getByRole("radio", { name: "4 stars" }).focus();
    await page.keyboard.press("Space");
    await expect(food.getByRole("radio", { name: "4 stars" })).toBeChecked();
    const delivery = page.getByRole("radiogroup", { name: "Delivery" });
    await delivery.getByRole("radio", { name: "5 stars" }).locator("xpath=..").click();
    await expect(delivery.getByRole("radio", { name: "5 stars" })).toBeChecked();
    const text = `Thali was hot and generous ${backoffice.stamp}`;
    await page.getByRole("textbox", { name: "Your review" }).fill(text);
    await page.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText(text)).toBeVisible();

    // The restaurant page shows the review and the rating computed from it.
    await page.goto(`/user/restaurant/${shop.restaurant.id}`);
    const ratings = page.getByRole("region", { name: "Ratings and reviews" });
    await expect(ratings).toContainText(text);
    await expect(ratings).toContainText("4.0");
    await expect(ratings).toContainText("1 rating");
    expect(errors).toEqual([]);
  },
);

shopTest("reordering says which dish can no longer be ordered", async ({ page, backoffice, customer, shop }) => {
  await customer.address({ addressLine1: `Flat ${backoffice.stamp}, 3 MG Road`, coordinates: NEARBY });
  await customer.addToCart(shop.thali.id);
  await customer.addToCart(shop.lassi.id);
  const addressId = (await customer.api.get<{ data: Array<{ _id: string }> }>("/api/user/address")).data[0]?._id;
  const { order } = await customer.api.post<{ order: WireOrder }>(
    "/api/order",
    { paymentMode: "COD", addressId },
    { "idempotency-key": `reorder-${backoffice.stamp}` },
  );
  await deliver(backoffice, shop, customer, order._id);
  // The kitchen runs out of lassi.
  const staff = backoffice.admin.request;
  const owner = new Api(staff, await staffToken(staff, shop.restaurant.owner.email, shop.restaurant.owner.password));
  await owner.patch(`/api/restaurant/products/${shop.lassi.id}/toggle-availability`);

  await page.goto(`/user/profile/order-history/${order._id}`);
  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  const changes = page.getByRole("status").filter({ hasText: `What changed since order ${order.orderNumber}` });
  await expect(changes.getByRole("listitem")).toHaveCount(1);
  await expect(changes.getByRole("listitem")).toContainText("Sweet Lassi");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
});

test("deleting the account, then signing in again with the same phone, starts a fresh account", async ({ page }) => {
  const phone = newPhone();
  await signInWithPhone(page, phone);
  await page.getByRole("textbox", { name: "Full name" }).fill("Farhan Qureshi");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`customer.${phone}@example.com`);
  await page.getByLabel("Date of birth").fill("1990-05-02");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/user$/);

  await page.goto("/user/profile");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: /Confirm by typing DELETE/ }).fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  // Signed out: the app leaves the customer's pages.
  await expect(page).toHaveURL(/\/(user|login)?$/);
  await expect(page.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);

  // The same phone is a new customer: asked to register again, with an empty history.
  await signInWithPhone(page, phone);
  await expect(page.getByRole("textbox", { name: "Full name" })).toBeVisible();
  await page.getByRole("textbox", { name: "Full name" }).fill("Farhan Q");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`again.${phone}@example.com`);
  await page.getByLabel("Date of birth").fill("1990-05-02");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("button", { name: "Account menu for Farhan Q" })).toBeVisible();
  await page.goto("/user/profile/order-history");
  await expect(page.getByText("No orders yet")).toBeVisible();
});
