/**
 * Issue 4's checkout in the browser, one independent test per way of paying: a new customer adds a delivery address
 * on the map at checkout and orders with cash on delivery; pays online (sandbox Pay); pays online after a declined
 * payment (the same order paid again); and the admin changes GST through its dialog, which only later orders use.
 * Each test gets its own round-the-clock restaurant, dish and customer through the API (./fixtures); every test starts
 * and ends with GST at the default 5 %, so none depends on another's bills.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  test as base,
  type Customer,
  ensureGst,
  expect,
  type Restaurant,
  ROUND_THE_CLOCK,
  staffPage,
} from "./fixtures";
import { DEMO, expectToast, metresBetween, rupees, staffNav, watchConsole } from "./support";

/** The GST every test starts and ends with (the default setting). */
const DEFAULT_GST = 5;
const RADIUS_KM = 15;
const DELIVERY_FEE = 40;
/** Where the test restaurant stands (east of the map's centre, where the address map opens). */
const RESTAURANT_AT = { lat: 22.7336, lng: 75.8878 };
/** A saved address about 3.5 km from the restaurant: the map's centre. */
const NEARBY = { lat: 22.719568, lng: 75.857727 };
/** A dish without options: the item dialog adds it as it is. */
const DISH = { name: "Honey Chilli Potato", price: 169 } as const;

type WireOrder = {
  _id: string;
  orderNumber: string | number;
  status: string;
  paymentMode: "ONLINE" | "COD";
  paymentStatus: "PENDING" | "PAID" | "FAILED" | "REFUNDED";
  subtotal: number;
  gstPercent: number;
  taxAmount: number;
  deliveryFee: number;
  packagingCharge: number;
  finalTotal: number;
};
type OrderSummary = { _id: string; orderNumber: string | number; paymentStatus: string; paymentMode: string };

interface Shop {
  restaurant: Restaurant;
  category: string;
  dish: { id: string; name: string; price: number };
}

const test = base.extend<{
  /** GST at DEFAULT_GST before and after every test (put back if an interrupted run left it changed). */
  defaultGst: undefined;
  /** A restaurant open round the clock with deterministic delivery terms, and DISH on its menu. */
  shop: Shop;
  /** The customer with a saved default address near the shop and DISH in the cart. */
  readyToPay: { customer: Customer; addressId: string; addressLine1: string };
}>({
  customerName: "Neha Verma",
  defaultGst: [
    async ({ backoffice }, use) => {
      await ensureGst(backoffice.admin, DEFAULT_GST);
      await use(undefined);
      await ensureGst(backoffice.admin, DEFAULT_GST);
    },
    { auto: true },
  ],
  shop: async ({ backoffice }, use) => {
    const category = await backoffice.category(`Chinese ${backoffice.stamp}`);
    const restaurant = await backoffice.restaurant({
      name: `Midnight Test Bites ${backoffice.stamp}`,
      coordinates: RESTAURANT_AT,
      deliveryRadius: RADIUS_KM,
      minimumOrderAmount: 100,
      deliveryFee: DELIVERY_FEE,
      freeDeliveryThreshold: null,
      packagingCharge: 0,
      businessHours: ROUND_THE_CLOCK,
    });
    const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: DISH.name, price: DISH.price });
    await use({ restaurant, category: category.name, dish });
  },
  readyToPay: async ({ customer, shop, backoffice }, use) => {
    const addressLine1 = `Flat ${backoffice.stamp}, Shanti Residency, 14 Race Course Road`;
    const addressId = await customer.address({ addressLine1, coordinates: NEARBY });
    await customer.addToCart(shop.dish.id);
    await use({ customer, addressId, addressLine1 });
  },
});

const getOrder = async (customer: Customer, id: string) =>
  (await customer.api.get<{ data: WireOrder }>(`/api/order/${id}`)).data;
const myOrders = async (customer: Customer) =>
  (
    await customer.api.get<{ data: OrderSummary[]; pagination: { total: number } }>(
      "/api/order/user/my-orders?limit=50",
    )
  ).data;

/** Opens the app for the fixture's customer (signed in by its refresh cookie). */
async function openAsCustomer(page: Page, customer: Customer) {
  await page.goto("/user");
  await expect(page.getByRole("button", { name: `Account menu for ${customer.name}` })).toBeVisible();
}

/** Adds the dish from the restaurant page to an empty cart. */
async function addDishToCart(page: Page, shop: Shop) {
  await page.goto(`/user/restaurant/${shop.restaurant.id}`);
  await expect(page.getByRole("heading", { level: 1, name: shop.restaurant.name })).toBeVisible();
  const menu = page.getByRole("region", { name: new RegExp(`^${shop.category}`) });
  await menu.getByRole("button", { name: `Add ${DISH.name}` }).click();
  const item = page.getByRole("dialog", { name: DISH.name });
  const add = item.getByRole("button", { name: /^Add item/ });
  await expect(add).toHaveText(`Add item ${rupees(DISH.price)}`);
  await add.click();
  await expectToast(page, "Product added successfully");
  await expect(item).toBeHidden();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
}

/** From the header's cart to the payment page, checking the bill's GST line on the way. */
async function goToPayment(page: Page, gst: number) {
  await page.getByRole("link", { name: "Cart, 1 item" }).click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  const bill = page.getByRole("region", { name: "Bill details" });
  await expect(bill.getByText(`GST (${gst}%)`)).toBeVisible();
  await expect(bill).toContainText(rupees(Math.round(DISH.price * gst) / 100));
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page).toHaveURL(/\/user\/cart\/payment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

const addressRadio = (page: Page, addressLine1: string) =>
  page.getByRole("radio", { name: new RegExp(addressLine1.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });

/** The success screen of spec §2, with the cart already emptied. */
async function expectSuccessScreen(page: Page) {
  await expect(page).toHaveURL(/\/user\/cart\/payment\/order-placed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Order Successfully Placed!" })).toBeVisible();
  await expect(page.getByText("Your food is being prepared")).toBeVisible();
  await expect(page.getByRole("img", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to Home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "View My Orders" })).toBeVisible();
  // The server emptied the cart with the order.
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
}

async function expectCartEmpty(page: Page) {
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await page.goto("/user/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/user");
}

/** The order page's bill. */
const orderBill = (page: Page) => page.locator('dl[aria-label="Bill details"]');
/** The order page's payment block. */
const paymentFacts = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Payment", exact: true }) });

test("COD: adds an address on the map at checkout, survives a reload, and reaches the success screen", async ({
  page,
  customer,
  shop,
  backoffice,
}) => {
  const errors = watchConsole(page);
  const addressLine1 = `Flat ${backoffice.stamp}, Shanti Residency, 14 Race Course Road`;
  await openAsCustomer(page, customer);
  await addDishToCart(page, shop);
  await goToPayment(page, DEFAULT_GST);

  // A new address through the picker's dialog; the map click sets its coordinates.
  const picker = page.getByRole("region", { name: "Delivery address" });
  await expect(page.getByText("No saved addresses yet")).toBeVisible();
  await picker.getByRole("button", { name: "Add new address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add new address" });
  await dialog.getByRole("textbox", { name: "Full name" }).fill(customer.name);
  await dialog.getByRole("textbox", { name: "Phone number" }).fill(customer.phone);
  await dialog.getByRole("textbox", { name: "Address line 1" }).fill(addressLine1);
  await dialog.getByRole("textbox", { name: "Address line 2 (optional)" }).fill("Palasia");
  await dialog.getByRole("textbox", { name: "City" }).fill("Indore");
  await dialog.getByRole("textbox", { name: "State" }).fill("Madhya Pradesh");
  await dialog.getByRole("textbox", { name: "PIN code" }).fill("452001");
  await dialog.getByRole("radio", { name: "Home" }).check();
  const map = dialog.getByRole("region", { name: /^Map: click a place/ });
  await expect(dialog.getByText("Loading...")).toBeHidden();
  await expect(dialog.getByText("Tap the map or drag the pin to mark the spot.")).toBeVisible();
  // Saving without a spot names what is missing.
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Mark the delivery spot on the map" })).toBeVisible();
  // Below the middle, clear of any pin standing there: the map opens on Indore, well inside the radius.
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no size");
  await map.click({ position: { x: box.width / 2, y: box.height / 2 + 30 } });
  const pin = dialog.getByText(/^Pin at -?\d+\.\d{5}, -?\d+\.\d{5}$/);
  await expect(pin).toBeVisible();
  const [lat, lon] = ((await pin.textContent()) ?? "").replace("Pin at ", "").split(", ").map(Number);
  const spot = { lat: lat as number, lon: lon as number };
  const restaurantAt = { lat: shop.restaurant.coordinates.lat, lon: shop.restaurant.coordinates.lng };
  expect(metresBetween(spot, restaurantAt)).toBeLessThan(RADIUS_KM * 1000);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/address") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Save address" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  // The new address is chosen, with its distance; cash on delivery is picked.
  await expect(addressRadio(page, addressLine1)).toBeChecked();
  const km = (metresBetween(spot, restaurantAt) / 1000).toLocaleString("en-IN", { maximumFractionDigits: 1 });
  await expect(picker.getByText(`${km} km away`).first()).toBeVisible();
  const online = page.getByRole("radio", { name: /^Pay online/ });
  const cod = page.getByRole("radio", { name: /^Cash on delivery/ });
  await expect(online).toBeChecked();
  await cod.check();
  await expect(cod).toBeChecked();

  // Checkout state survives a reload: the same address and payment mode.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(addressRadio(page, addressLine1)).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Cash on delivery/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Pay online/ })).not.toBeChecked();
  await expect(page.getByRole("region", { name: "Bill details" }).getByText(`GST (${DEFAULT_GST}%)`)).toBeVisible();

  const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Place order", exact: true }).click();
  const response = await placed;
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { order: WireOrder; paymentDetails: unknown };
  expect(body.paymentDetails).toBeNull();
  await expectToast(page, "Order Placed Successfully");
  await expectSuccessScreen(page);

  // The order as the server keeps it: cash, 5 % GST of the item total.
  const codOrder = await getOrder(customer, body.order._id);
  expect(codOrder).toMatchObject({
    paymentMode: "COD",
    status: "PENDING",
    subtotal: DISH.price,
    gstPercent: DEFAULT_GST,
  });
  expect(codOrder.taxAmount).toBe(Math.round(DISH.price * DEFAULT_GST) / 100);
  expect(codOrder.finalTotal).toBe(
    Math.round((codOrder.subtotal + codOrder.taxAmount + codOrder.packagingCharge + codOrder.deliveryFee) * 100) / 100,
  );

  // 'View My Orders' opens the order history, the new order on top; its row opens the order; the cart is empty.
  await page.getByRole("button", { name: "View My Orders" }).click();
  await expect(page).toHaveURL(/\/user\/profile\/order-history$/);
  const newest = page.getByRole("list", { name: "Orders" }).getByRole("link").first();
  await expect(newest).toContainText(`Order ${codOrder.orderNumber}`);
  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/user/profile/order-history/${codOrder._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${codOrder.orderNumber}` })).toBeVisible();
  await expect(paymentFacts(page)).toContainText("Cash on delivery");
  await expectCartEmpty(page);
  expect(errors).toEqual([]);
});

test("ONLINE: the sandbox checkout opens, Pay places the order and empties the cart", async ({ page, readyToPay }) => {
  const errors = watchConsole(page);
  const { customer, addressLine1 } = readyToPay;
  await openAsCustomer(page, customer);
  await goToPayment(page, DEFAULT_GST);
  // The saved default address is chosen; paying online is the default.
  await expect(addressRadio(page, addressLine1)).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Pay online/ })).toBeChecked();

  const total = DISH.price + Math.round(DISH.price * DEFAULT_GST) / 100 + DELIVERY_FEE;
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: /^Place order & pay ₹/ }).click();
  const body = (await (await placed).json()) as {
    order: WireOrder;
    paymentDetails: { amount: number; currency: string; orderId: string };
  };
  expect(body.order.paymentStatus).toBe("PENDING");
  expect(body.paymentDetails).toMatchObject({ amount: Math.round(body.order.finalTotal * 100), currency: "INR" });

  const checkout = page.getByRole("dialog").filter({ hasText: "TEST MODE" });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText(`Amount to pay ${rupees(body.order.finalTotal)}`);
  expect(body.order.finalTotal).toBeCloseTo(total, 2);
  const verified = page.waitForResponse((r) => r.url().endsWith("/api/order/verify-payment"));
  await checkout.getByRole("button", { name: `Pay ${rupees(body.order.finalTotal)}` }).click();
  expect((await verified).ok()).toBe(true);
  await expect(checkout).toBeHidden();
  await expectToast(page, "Payment Successful & Order Placed");
  await expectSuccessScreen(page);

  const order = await getOrder(customer, body.order._id);
  expect(order).toMatchObject({ paymentMode: "ONLINE", paymentStatus: "PAID", gstPercent: DEFAULT_GST });
  await page.getByRole("button", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expectCartEmpty(page);
  expect(errors).toEqual([]);
});

test("a declined sandbox payment keeps the order unpaid, and Pay now pays that same order", async ({
  page,
  readyToPay,
}) => {
  const errors = watchConsole(page);
  const { customer, addressLine1 } = readyToPay;
  const before = await myOrders(customer);
  await openAsCustomer(page, customer);
  await goToPayment(page, DEFAULT_GST);
  await expect(addressRadio(page, addressLine1)).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Pay online/ })).toBeChecked();

  const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: /^Place order & pay ₹/ }).click();
  const { order: placedOrder } = (await (await placed).json()) as { order: WireOrder };
  const checkout = page.getByRole("dialog").filter({ hasText: "TEST MODE" });
  await checkout.getByRole("button", { name: "Fail", exact: true }).click();
  await expect(checkout).toBeHidden();

  // The failure, and the order saved but unpaid.
  const failure = page.getByRole("alert").filter({ hasText: "Payment not completed" });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Your bank declined this payment. No money was taken.");
  await expect(failure).toContainText(`Order #${placedOrder.orderNumber} is saved but not paid.`);
  expect((await getOrder(customer, placedOrder._id)).paymentStatus).not.toBe("PAID");
  // Still in the cart until it is paid.
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // Pay now: a new checkout for the same order.
  const payAgain = page.waitForResponse((r) => r.url().endsWith(`/api/order/${placedOrder._id}/pay`));
  await page.getByRole("button", { name: "Pay now" }).click();
  expect((await payAgain).ok()).toBe(true);
  await expect(checkout).toBeVisible();
  await checkout.getByRole("button", { name: `Pay ${rupees(placedOrder.finalTotal)}` }).click();
  await expectToast(page, "Payment Successful & Order Placed");
  await expectSuccessScreen(page);

  // Paid, and it is the only order this checkout made.
  await expect.poll(async () => (await getOrder(customer, placedOrder._id)).paymentStatus).toBe("PAID");
  const after = await myOrders(customer);
  expect(after.length).toBe(before.length + 1);
  expect(after.filter((o) => !before.some((b) => b._id === o._id)).map((o) => o._id)).toEqual([placedOrder._id]);
  await page.getByRole("button", { name: "View My Orders" }).click();
  const newest = page.getByRole("list", { name: "Orders" }).getByRole("link").first();
  await expect(newest).toContainText(`Order ${placedOrder.orderNumber}`);
  await newest.click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${placedOrder.orderNumber}` })).toBeVisible();
  await expect(paymentFacts(page)).toContainText("Paid");
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await expectCartEmpty(page);
  expect(errors).toEqual([]);
});

test("the admin sets GST to 12 % through the dialog: the next order uses it, earlier orders keep theirs", async ({
  browser,
  page,
  readyToPay,
  shop,
}) => {
  const errors = watchConsole(page);
  const { customer, addressId } = readyToPay;
  // An earlier order, placed under the default GST (cash, through the API); then the dish goes in the cart again.
  const { order: earlier } = await customer.api.post<{ order: WireOrder }>(
    "/api/order",
    { paymentMode: "COD", addressId },
    { "idempotency-key": `e2e-${randomUUID()}` },
  );
  expect(earlier).toMatchObject({ gstPercent: DEFAULT_GST, taxAmount: Math.round(DISH.price * DEFAULT_GST) / 100 });
  await customer.addToCart(shop.dish.id);

  const adminContext = await browser.newContext();
  try {
    const admin = await staffPage(adminContext, DEMO.admin, "/admin");
    const adminErrors = watchConsole(admin);
    await setGstThroughDialog(admin, 12, { checkValidation: true });
    expect(adminErrors).toEqual([]);

    // The customer's next order: the bill and the server both use 12 %; it is paid from its order page after a
    // declined first attempt.
    await openAsCustomer(page, customer);
    await goToPayment(page, 12);
    await expect(page.getByRole("radio", { name: /^Pay online/ })).toBeChecked();
    const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
    await page.getByRole("button", { name: /^Place order & pay ₹/ }).click();
    const { order: placedOrder } = (await (await placed).json()) as { order: WireOrder };
    expect(placedOrder).toMatchObject({ gstPercent: 12, taxAmount: Math.round(DISH.price * 12) / 100 });
    const checkout = page.getByRole("dialog").filter({ hasText: "TEST MODE" });
    await checkout.getByRole("button", { name: "Fail", exact: true }).click();
    const failure = page.getByRole("alert").filter({ hasText: "Payment not completed" });
    await expect(failure).toBeVisible();
    await failure.getByRole("link", { name: `View order #${placedOrder.orderNumber}` }).click();

    await expect(page.getByRole("heading", { level: 1, name: `Order ${placedOrder.orderNumber}` })).toBeVisible();
    await expect(orderBill(page)).toContainText(`GST (12%)${rupees(placedOrder.taxAmount)}`);
    await expect(page.getByRole("heading", { name: "Payment pending" })).toBeVisible();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(checkout).toBeVisible();
    await checkout.getByRole("button", { name: `Pay ${rupees(placedOrder.finalTotal)}` }).click();
    await expectToast(page, "Payment Successful & Order Placed");
    await expect(page.getByRole("heading", { name: "Payment pending" })).toBeHidden();
    await expect(paymentFacts(page)).toContainText("Paid");

    const paid = await getOrder(customer, placedOrder._id);
    expect(paid).toMatchObject({ paymentStatus: "PAID", gstPercent: 12, taxAmount: Math.round(DISH.price * 12) / 100 });
    // The earlier order kept its 5 %, on the server and on its page.
    expect(await getOrder(customer, earlier._id)).toMatchObject({
      gstPercent: DEFAULT_GST,
      taxAmount: earlier.taxAmount,
    });
    await page.goto(`/user/profile/order-history/${earlier._id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order ${earlier.orderNumber}` })).toBeVisible();
    await expect(orderBill(page)).toContainText(`GST (${DEFAULT_GST}%)${rupees(earlier.taxAmount)}`);
    await expectCartEmpty(page);
    expect(errors).toEqual([]);

    // Back to 5 % through the same dialog (the defaultGst fixture would put it back too, whatever happened above).
    await setGstThroughDialog(admin, DEFAULT_GST, { checkValidation: false });
    expect(adminErrors).toEqual([]);
  } finally {
    await adminContext.close();
  }
});

/** /admin/settings → 'Update GST' → the dialog; optionally shows both validation messages first. */
async function setGstThroughDialog(admin: Page, gst: number, { checkValidation }: { checkValidation: boolean }) {
  await staffNav(admin, "admin").getByRole("link", { name: "Settings", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/settings$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await admin.getByRole("button", { name: "Update GST" }).click();
  const dialog = admin.getByRole("dialog", { name: "Update GST percentage" });
  const input = dialog.getByRole("spinbutton", { name: "GST percentage" });
  if (checkValidation) {
    await input.fill("");
    await expect(dialog.getByText("GST percentage cannot be empty")).toBeVisible();
    await input.fill("150");
    await expect(dialog.getByText("Invalid GST percentage (0-100)")).toBeVisible();
    // Save refuses while the value is invalid: nothing is sent.
    let sent = 0;
    const count = (r: import("@playwright/test").Request) => {
      if (r.url().endsWith("/api/settings") && r.method() === "POST") sent++;
    };
    admin.on("request", count);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Invalid GST percentage (0-100)")).toBeVisible();
    await expect(dialog).toBeVisible();
    admin.off("request", count);
    expect(sent).toBe(0);
  }
  await input.fill(String(gst));
  await expect(dialog.getByText(/GST percentage cannot be empty|Invalid GST percentage/)).toHaveCount(0);
  const saved = admin.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Save" }).click();
  expect((await saved).ok()).toBe(true);
  await expectToast(admin, "GST Updated Successfully");
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId("current-gst")).toHaveText(`${gst}%`);
}
