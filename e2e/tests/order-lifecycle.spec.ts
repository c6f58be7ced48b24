/**
 * Issue 5's journey across four browsers at once: a new customer orders cash on delivery from a round-the-clock
 * restaurant; its owner (page already open) sees the order arrive live with an alert, accepts, prepares and hands it
 * over; an admin assigns the demo rider; the rider picks it up and delivers it with the code from the customer's
 * screen. Every party sees each change without reloading.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  DEMO,
  expectToast,
  makeRestaurantOrderable,
  signInWithPassword,
  signInWithPhone,
  signUpNewCustomer,
  staffNav,
  watchConsole,
} from "./support";

/** A restaurant open round the clock (seeded with HOURS.roundTheClock), so the journey runs at any hour. */
const RESTAURANT = {
  name: "Midnight Bites 24x7",
  ownerEmail: "owner.midnight-bites@demo.test",
  ownerPassword: "Restaurant@12345",
  dish: "Classic Veg Burger",
  dishPrice: "₹99",
};
const PREPARATION_MINUTES = "25";

/** One browser context per party, each with its own console watch. */
async function openParty(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page) };
}

/** Counts the alert's beeps: each beep of the Web Audio alert starts two oscillators. */
async function countBeeps(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { __oscillators: number };
    target.__oscillators = 0;
    const proto = window.AudioContext?.prototype;
    if (!proto) return;
    const original = proto.createOscillator;
    proto.createOscillator = function (this: AudioContext) {
      target.__oscillators += 1;
      return original.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators);
}

/** The order page's status as the customer or admin sees it: the badge beside the title and the current step. */
async function expectOrderStatus(page: Page, orderNumber: string, label: string) {
  const title = page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` });
  await expect(title.locator("xpath=following-sibling::span[1]")).toHaveText(label);
  await expect(page.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]')).toContainText(
    label,
  );
}

/** Waits until this page's live-event stream (GET /api/events) is open. */
function liveStreamOpened(page: Page) {
  return page.waitForResponse((r) => r.url().includes("/api/events") && r.status() === 200, { timeout: 20_000 });
}

test("an order travels from a new customer's cart to their door, live for the restaurant, the admin and the rider", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Seeded radius, minimum order and payment options are pseudo-random: pin them so this order always qualifies.
  const restaurantId = await makeRestaurantOrderable(
    request,
    { email: RESTAURANT.ownerEmail, password: RESTAURANT.ownerPassword },
    { radiusKm: 15, minimumOrder: 0 },
  );

  const customer = await openParty(browser);
  const owner = await openParty(browser);
  const admin = await openParty(browser);
  const rider = await openParty(browser);
  const beeps = await countBeeps(owner.page);

  // The owner keeps the orders page open before anything is ordered.
  const ownerLive = liveStreamOpened(owner.page);
  await signInWithPassword(owner.page, RESTAURANT.ownerEmail, RESTAURANT.ownerPassword);
  await expect(owner.page).toHaveURL(/\/restaurant$/);
  await staffNav(owner.page, "restaurant").getByRole("link", { name: "Orders", exact: true }).click();
  await expect(owner.page).toHaveURL(/\/restaurant\/orders$/);
  await expect(owner.page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(owner.page).toHaveTitle("Orders | Zaika");
  await ownerLive;

  // The rider signs in by phone OTP, lands on /rider and is online with nothing to do yet.
  const riderLive = liveStreamOpened(rider.page);
  await signInWithPhone(rider.page, DEMO.rider.phone);
  await expect(rider.page).toHaveURL(/\/rider$/);
  const online = rider.page.getByRole("switch", { name: "Online" });
  await expect(online).toBeVisible();
  if (!(await online.isChecked())) await online.click();
  await expect(online).toBeChecked();
  await expect(rider.page.getByText("No deliveries assigned — stay online to get orders")).toBeVisible();
  await riderLive;

  // The admin signs in too.
  const adminLive = liveStreamOpened(admin.page);
  await signInWithPassword(admin.page, DEMO.admin.email, DEMO.admin.password);
  await expect(admin.page).toHaveURL(/\/admin$/);
  await adminLive;

  // A brand-new customer fills the cart from the restaurant's menu.
  await signUpNewCustomer(customer.page, "Kabir Mehta");
  // The last full page load of the customer's journey: its live stream carries every later change.
  const customerLive = liveStreamOpened(customer.page);
  await customer.page.goto(`/user/restaurant/${restaurantId}`);
  await customerLive;
  await expect(customer.page.getByRole("heading", { level: 1, name: RESTAURANT.name })).toBeVisible();
  await customer.page
    .getByRole("button", { name: `Add ${RESTAURANT.dish}` })
    .first()
    .click();
  const dishDialog = customer.page.getByRole("dialog", { name: RESTAURANT.dish });
  await expect(dishDialog.getByRole("button", { name: /^Add item/ })).toHaveText(`Add item ${RESTAURANT.dishPrice}`);
  await dishDialog.getByRole("button", { name: /^Add item/ }).click();
  await expectToast(customer.page, "Product added successfully");
  await customer.page.getByRole("link", { name: "Cart, 1 item" }).click();
  await expect(customer.page).toHaveURL(/\/user\/cart$/);
  await customer.page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(customer.page).toHaveURL(/\/user\/cart\/payment$/);

  // Checkout: a first delivery address, added here with its spot marked on the map, then cash on delivery.
  await expect(customer.page.getByText("No saved addresses yet")).toBeVisible();
  await customer.page.getByRole("button", { name: "Add new address" }).click();
  const addressDialog = customer.page.getByRole("dialog", { name: "Add new address" });
  await addressDialog.getByRole("textbox", { name: "Full name" }).fill("Kabir Mehta");
  await addressDialog.getByRole("textbox", { name: "Phone number" }).fill("9827012345");
  await addressDialog.getByRole("textbox", { name: "Address line 1" }).fill("14 Race Course Road, Flat 3B");
  await addressDialog.getByRole("textbox", { name: "City" }).fill("Indore");
  await addressDialog.getByRole("textbox", { name: "State" }).fill("Madhya Pradesh");
  await addressDialog.getByRole("textbox", { name: "PIN code" }).fill("452003");
  const map = addressDialog.getByRole("region", { name: /^Map: click a place/ });
  await expect(addressDialog.getByText("Loading...")).toBeHidden();
  await map.scrollIntoViewIfNeeded();
  await map.click();
  await expect(addressDialog.getByText(/^Pin at \d+\.\d{5}, \d+\.\d{5}$/)).toBeVisible();
  await addressDialog.getByRole("button", { name: "Save address" }).click();
  await expectToast(customer.page, "Address added successfully");
  await expect(addressDialog).toBeHidden();
  await expect(customer.page.getByRole("radio", { name: /Kabir Mehta/ })).toBeChecked();
  await customer.page.getByRole("radio", { name: /Cash on delivery/ }).check();

  const placed = customer.page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/order" && r.request().method() === "POST",
  );
  await customer.page.getByRole("button", { name: "Place order", exact: true }).click();
  const placedResponse = await placed;
  expect(placedResponse.ok()).toBe(true);
  const { order } = (await placedResponse.json()) as { order: { _id: string; orderNumber: string } };
  await expectToast(customer.page, "Order Placed Successfully");
  await expect(customer.page.getByRole("heading", { name: "Order Successfully Placed!" })).toBeVisible();

  // "View My Orders" opens the order history, the new order on top; the customer opens it from its row and keeps it
  // open for the rest of the journey.
  await customer.page.getByRole("button", { name: "View My Orders" }).click();
  await expect(customer.page).toHaveURL(/\/user\/profile\/order-history$/);
  const history = customer.page.getByRole("list", { name: "Orders" });
  const newest = history.getByRole("link").first();
  await expect(newest).toContainText(`Order ${order.orderNumber}`);
  // The customer reads a cash order the restaurant has not answered as waiting for it (staff see "Pending").
  await expect(newest).toContainText("Waiting for the restaurant");
  await newest.click();
  await expect(customer.page).toHaveURL(new RegExp(`/user/profile/order-history/${order._id}$`));
  await expectOrderStatus(customer.page, order.orderNumber, "Waiting for the restaurant");

  // The owner's open list: the order arrives without a reload, with a ringing alert and a count in the tab title.
  const orderList = owner.page.getByRole("list", { name: "Orders" });
  const row = orderList
    .getByRole("listitem")
    .filter({ has: owner.page.getByRole("link", { name: `Order ${order.orderNumber}`, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Pending");
  await expect(row).toContainText(RESTAURANT.dish);
  await expect(row).toContainText("Cash on delivery");
  await expect(owner.page).toHaveTitle("(1) New order · Orders | Zaika");
  await expect(owner.page.getByText(`1 new order: ${order.orderNumber}`)).toBeVisible();
  await expect.poll(beeps).toBeGreaterThanOrEqual(2);
  await owner.page.getByRole("button", { name: "Acknowledge new orders" }).click();
  await expect(owner.page.getByText(`1 new order: ${order.orderNumber}`)).toBeHidden();
  await expect(owner.page).toHaveTitle("Orders | Zaika");
  const beepsWhenAcknowledged = await beeps();

  // Accepting asks how long the kitchen needs.
  await row.getByRole("button", { name: `Accept order ${order.orderNumber}`, exact: true }).click();
  const acceptDialog = owner.page.getByRole("dialog", { name: `Accept order ${order.orderNumber}` });
  const minutes = acceptDialog.getByRole("spinbutton", { name: "Preparation time (minutes)" });
  await expect(minutes).toHaveValue("20");
  await minutes.fill(PREPARATION_MINUTES);
  await acceptDialog.getByRole("button", { name: "Accept order", exact: true }).click();
  await expectToast(owner.page, "Order marked Accepted");
  await expect(acceptDialog).toBeHidden();
  await expect(row).toContainText("Accepted");

  // The customer's open page follows live, with the delivery window promised from the kitchen's time (learned ETAs:
  // "8:30–8:35 PM", or "11:55 AM–12:00 PM" across noon).
  await expectOrderStatus(customer.page, order.orderNumber, "Accepted");
  await expect(customer.page.getByText("Estimated delivery")).toBeVisible();
  await expect(customer.page.getByText(/^\d{1,2}:\d{2}( [AP]M)?–\d{1,2}:\d{2} [AP]M$/)).toBeVisible();

  // The admin opens the order from the orders list (search by number).
  await staffNav(admin.page, "admin").getByRole("link", { name: "Orders", exact: true }).click();
  await expect(admin.page).toHaveURL(/\/admin\/orders/);
  await admin.page.getByRole("searchbox", { name: "Search by order number" }).fill(order.orderNumber);
  // The search settles (debounced, then kept in the URL) before the click, which it would otherwise overtake.
  await expect(admin.page).toHaveURL(new RegExp(`[?&]q=${order.orderNumber}(&|$)`));
  const found = admin.page.getByRole("table", { name: "Orders" }).getByRole("link");
  await expect(found).toHaveText([order.orderNumber]);
  await found.click();
  await expect(admin.page).toHaveURL(new RegExp(`/admin/order-history/${order._id}$`));
  await expectOrderStatus(admin.page, order.orderNumber, "Accepted");

  // The kitchen prepares it and hands it over for pickup.
  await row.getByRole("button", { name: `Mark order ${order.orderNumber} preparing` }).click();
  await expectToast(owner.page, "Order marked Preparing");
  await expect(row).toContainText("Preparing");
  await expectOrderStatus(customer.page, order.orderNumber, "Preparing");
  await row.getByRole("button", { name: `Mark order ${order.orderNumber} ready for pickup` }).click();
  await expectToast(owner.page, "Order marked Ready for pickup");
  await expect(row).toContainText("Ready for pickup");
  await expectOrderStatus(customer.page, order.orderNumber, "Ready for pickup");

  // The admin (whose page followed live) assigns the demo rider.
  await expectOrderStatus(admin.page, order.orderNumber, "Ready for pickup");
  const riderSelect = admin.page.getByRole("combobox", { name: "Available rider" });
  await expect(riderSelect).toBeEnabled();
  const riderOption = riderSelect.locator("option", { hasText: DEMO.rider.name });
  await expect(riderOption).toHaveCount(1);
  await riderSelect.selectOption((await riderOption.getAttribute("value")) ?? "");
  // A manual assignment overrides the dispatch engine and says why (decision 021).
  await admin.page.getByRole("textbox", { name: "Reason" }).fill("Nearest rider, asked by phone");
  await admin.page.getByRole("button", { name: "Assign rider" }).click();
  await expectToast(admin.page, `${DEMO.rider.name} will deliver order ${order.orderNumber}`);
  await expect(admin.page.getByText(`Assigned to ${DEMO.rider.name}.`)).toBeVisible();

  // The rider's open screen gets the delivery without a reload, cash to collect included.
  const delivery = rider.page.getByRole("article", { name: `Order #${order.orderNumber}` });
  await expect(delivery).toBeVisible();
  await expect(delivery).toContainText("Ready for pickup");
  await expect(delivery).toContainText(/Cash to collect\s*₹[\d,.]+/);
  await expect(delivery.getByRole("region", { name: `Pickup: ${RESTAURANT.name}` })).toBeVisible();
  await expect(delivery.getByRole("region", { name: "Drop: Kabir Mehta" })).toBeVisible();
  await delivery.getByRole("button", { name: "Picked up" }).click();
  await expectToast(rider.page, "Order marked Out for Delivery");
  await expect(delivery).toContainText("Out for Delivery");

  // The customer now sees the rider and the delivery code, and reads it out to the rider.
  await expectOrderStatus(customer.page, order.orderNumber, "Out for Delivery");
  await expect(customer.page.getByRole("definition").filter({ hasText: DEMO.rider.name })).toBeVisible();
  await expect(customer.page.getByRole("link", { name: `Call ${DEMO.rider.name}` })).toHaveAttribute(
    "href",
    `tel:+91${DEMO.rider.phone}`,
  );
  const codeCard = customer.page.getByRole("region", { name: "Your delivery code" });
  await expect(codeCard).toBeVisible();
  const code = (await codeCard.locator("p").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{4}$/);

  await delivery.getByRole("textbox", { name: "Delivery code from the customer" }).fill(code);
  await delivery.getByRole("button", { name: "Delivered" }).click();
  await expectToast(rider.page, "Order marked Delivered");
  await expect(delivery).toBeHidden();
  await expect(rider.page.getByText("No deliveries assigned — stay online to get orders")).toBeVisible();

  // Everyone's open page ends on DELIVERED.
  await expectOrderStatus(customer.page, order.orderNumber, "Delivered");
  await expect(codeCard).toBeHidden();
  await expectOrderStatus(admin.page, order.orderNumber, "Delivered");
  await expect(row).toContainText("Delivered");
  // Acknowledged once, the alert stayed quiet through the rest of the journey.
  expect(await beeps()).toBe(beepsWhenAcknowledged);

  expect(customer.errors).toEqual([]);
  expect(owner.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
  expect(rider.errors).toEqual([]);
  for (const party of [customer, owner, admin, rider]) await party.context.close();
});
