/**
 * Issue 15's every width: each customer page at 360 and 390 px, and each admin page at 360, 390 and 1280 px, is no
 * wider than the viewport and has no axe violation; the drawers and menus open fully on screen; the restaurant page's
 * floating Menu button never lies over a control; admin tables show every column and their row actions at 1280 px and
 * turn into labelled cards on phones. One browser context per width: the customer's test signs in once (its own
 * page's context), the admin's once (a context of its own).
 */
import type { Browser, Page } from "@playwright/test";
import { test as base, type Customer, expect, ROUND_THE_CLOCK, registerCustomer, signInContext } from "./fixtures";
import { DEMO, newPhone, readOtp } from "./support";
import {
  checkPage,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectOnScreen,
  expectWholeTable,
  settle,
} from "./width-checks";

const PHONE_WIDTHS = [360, 390] as const;
const PHONE_HEIGHT = 780;
const DESKTOP = { width: 1280, height: 800 };
/** About 3.5 km from the test kitchen: inside its delivery radius. */
const NEARBY = { lat: 22.719568, lng: 75.857727 };
const DISH = { name: "Paneer Tikka Roll", price: 149 } as const;

interface Shop {
  restaurantId: string;
  dishId: string;
}

/** A round-the-clock restaurant with a long name and one dish, so the cart and checkout can be reached at any hour. */
const test = base.extend<{ shop: Shop }>({
  shop: async ({ backoffice }, use) => {
    const category = await backoffice.category(`Rolls ${backoffice.stamp}`);
    const restaurant = await backoffice.restaurant({
      name: `Width Test Kitchen With A Rather Long Name ${backoffice.stamp}`,
      businessHours: ROUND_THE_CLOCK,
      minimumOrderAmount: 100,
    });
    const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: DISH.name, price: DISH.price });
    await use({ restaurantId: restaurant.id, dishId: dish.id });
  },
});

/** The visitor's pages: login, and the registration form a new phone number gets after its code. */
async function visitorPages(page: Page, width: number) {
  await page.goto("/user");
  await checkPage(page, "home (visitor)", width);
  await page.goto("/login");
  await checkPage(page, "login", width);
  const phone = newPhone();
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByRole("textbox", { name: /Enter the 6-digit code/ }).fill(await readOtp(page.request, phone));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByRole("textbox", { name: "Full name" })).toBeVisible();
  await checkPage(page, "register", width);
}

/** Where a listing's first link of a kind points (a category, a restaurant). */
async function firstHref(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href")) ?? "";
}

/**
 * Of the restaurants the page links to, the one with the longest menu (the seed's are 15 dishes or more): a page
 * whose dishes scroll by under the floating Menu button, whatever order the listing shows at this hour.
 */
async function longestMenuHref(page: Page): Promise<string> {
  await expect(page.locator('main a[href^="/user/restaurant/"]').first()).toBeVisible();
  const hrefs = await page
    .locator('main a[href^="/user/restaurant/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))].slice(0, 8));
  let best = { href: "", dishes: 0 };
  for (const href of hrefs) {
    const id = new URL(href, "http://x").pathname.split("/").pop();
    const res = await page.request.get(`/api/restaurants/${id}/menu`);
    if (!res.ok()) continue;
    const menu = (await res.json()) as { categories: Array<{ products: unknown[] }> };
    const dishes = menu.categories.reduce((sum, category) => sum + category.products.length, 0);
    if (dishes > best.dishes) best = { href, dishes };
  }
  expect(best.dishes, "a listed restaurant with a long menu").toBeGreaterThanOrEqual(10);
  return best.href;
}

/**
 * Scrolls the restaurant page from top to bottom; wherever the floating Menu button shows, no control (and not the
 * "Veg only" label) lies under it. Returns how many scroll positions showed the button.
 */
async function expectMenuButtonClearOfControls(page: Page, label: string): Promise<number> {
  const result = await page.evaluate(async () => {
    // The page measures on the frame after a scroll, React draws the button before the next: three frames see both.
    const frame = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
      );
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Menu");
    if (!button) return { shown: 0, problems: ["no Menu button"] };
    const controls = [
      ...document.querySelectorAll(
        "main button, main a[href], main input, main select, main textarea, main [role=switch]",
      ),
      ...[...document.querySelectorAll("main span, main label")].filter((e) => e.textContent?.trim() === "Veg only"),
    ].filter((element) => element !== button);
    const problems: string[] = [];
    let shown = 0;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let top = 0; ; top = Math.min(end, top + 150)) {
      window.scrollTo({ top, behavior: "instant" });
      await frame();
      const box = button.getBoundingClientRect();
      const visible = getComputedStyle(button).visibility === "visible" && box.width > 0 && box.height > 0;
      if (visible) {
        shown++;
        for (const control of controls) {
          const other = control.getBoundingClientRect();
          if (other.width === 0 || other.height === 0 || getComputedStyle(control).visibility !== "visible") continue;
          const hit =
            box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
          if (hit) {
            const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 30);
            problems.push(`at scroll ${top}: covers <${control.tagName.toLowerCase()}> "${name}"`);
          }
        }
      }
      if (top >= end) break;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return { shown, problems: [...new Set(problems)].slice(0, 10) };
  });
  expect.soft(result.problems, `${label}: the floating Menu button covers controls`).toEqual([]);
  return result.shown;
}

/**
 * A restaurant page: fits, passes axe, and its floating Menu button never covers a control. A long menu (`longMenu`)
 * also shows the button while its dishes scroll by, and the button's dialog opens fully on screen.
 */
async function restaurantPage(page: Page, href: string, label: string, width: number, longMenu: boolean) {
  await page.goto(href);
  await checkPage(page, label, width);
  const vegOnly = page.getByRole("switch", { name: "Veg only" });
  await expect(vegOnly).toBeVisible();
  const shown = await expectMenuButtonClearOfControls(page, label);
  if (!longMenu) return;
  expect(shown, `${label}: the Menu button shows while the dishes scroll by`).toBeGreaterThan(0);
  // Among the dishes, where the button floats: it opens the list of the menu's categories, fully on screen.
  await page.evaluate(() => {
    const first = document.querySelector<HTMLElement>('main section[id^="menu-"]');
    window.scrollTo({ top: (first?.getBoundingClientRect().top ?? 0) + window.scrollY + 200, behavior: "instant" });
  });
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expectOnScreen(dialog, `${label}: the Menu dialog`);
  await expectNoAxeViolations(page, `${label} with the Menu dialog open`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Every customer page at one phone width, signed in from the visitor's pages on. */
async function customerPages(page: Page, width: number, customer: Customer, shop: Shop) {
  await page.goto("/user");
  await expect(page.getByRole("button", { name: `Account menu for ${customer.name}` })).toBeVisible();
  await checkPage(page, "home", width);

  // The location drawer, the account menu and the search's suggestions, each fully on screen.
  await page.getByRole("button", { name: "Choose delivery location" }).click();
  const drawer = page.getByRole("dialog", { name: "Please Enter Your Location" });
  await expectOnScreen(drawer, "the location drawer");
  await expectOnScreen(drawer.getByRole("heading", { name: "Please Enter Your Location" }), "the drawer's title");
  await expectNoAxeViolations(page, "home with the location drawer open");
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: `Account menu for ${customer.name}` }).click();
  const profileLink = page.getByRole("link", { name: "Profile" });
  await expectOnScreen(profileLink.locator("xpath=ancestor::ul[1]"), "the account menu");
  await page.keyboard.press("Escape");

  const search = page.getByRole("combobox", { name: "Search dishes, restaurants and categories" });
  await search.fill("Paneer");
  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results.getByRole("option").first()).toBeVisible();
  await expectOnScreen(results.locator(".."), "the search suggestions");
  await expectNoSidewaysScroll(page, "home with search suggestions", width);
  await expectNoAxeViolations(page, "home with search suggestions");
  await search.fill("");
  await page.keyboard.press("Escape");

  const categoryHref = await firstHref(page, "/user/category/");
  const restaurantHref = await longestMenuHref(page);
  await page.goto(categoryHref);
  await checkPage(page, "category", width);

  // The category page's "Set location" opens the drawer (fully on screen); a place chosen there closes it, and the
  // pages from here on show the restaurants' distances and delivery to that place.
  await page.getByRole("button", { name: "Set location" }).click();
  await expectOnScreen(drawer, "the location drawer over the category page");
  await drawer.getByRole("combobox", { name: "Enter Your Delivery Location" }).fill("Vijay Nagar");
  await drawer
    .getByRole("option", { name: /Vijay Nagar.*Indore/ })
    .first()
    .click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(/Vijay Nagar, Indore/).first()).toBeVisible();
  await checkPage(page, "category near a place", width);
  await page.goto("/user");
  await checkPage(page, "home near a place", width);
  await restaurantPage(page, restaurantHref, "a restaurant with a long menu", width, true);
  await restaurantPage(page, `/user/restaurant/${shop.restaurantId}`, "the test kitchen", width, false);

  await page.goto("/user/offers");
  await checkPage(page, "offers", width);

  // The cart and checkout, then the order through the UI (cash): the success screen, the order and the history.
  await page.goto("/user/cart");
  await checkPage(page, "cart", width);
  await page.goto("/user/cart/payment");
  await checkPage(page, "checkout", width);
  await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Place order", exact: true }).click();
  const { order } = (await (await placed).json()) as { order: { _id: string } };
  await expect(page.getByRole("heading", { level: 1, name: "Order Successfully Placed!" })).toBeVisible();
  await checkPage(page, "order placed", width);
  await page.goto(`/user/profile/order-history/${order._id}`);
  await checkPage(page, "order", width);
  await page.goto("/user/profile/order-history");
  await checkPage(page, "order history", width);
  await page.goto("/user/profile");
  await checkPage(page, "profile", width);
  await page.goto("/user/profile/address");
  await checkPage(page, "addresses", width);
  await page.goto("/user/cart");
  await checkPage(page, "empty cart", width);

  for (const [path, label] of [
    ["/help", "help"],
    ["/contact-us", "contact"],
    ["/about-us", "about"],
    ["/privacy-policy", "privacy policy"],
    ["/terms-and-conditions", "terms"],
    ["/cancellation-and-refund", "cancellation and refund"],
    ["/user/no-such-page", "not found"],
  ] as const) {
    await page.goto(path);
    await checkPage(page, label, width);
  }
  return { orderId: order._id, categoryHref, restaurantHref };
}

/**
 * The main customer pages again in Hindi (`?lang=hi`, then remembered), whose texts run longer than English: still no
 * sideways scroll, and the home page passes axe in Hindi too.
 */
async function hindiPages(
  page: Page,
  width: number,
  visited: { orderId: string; categoryHref: string; restaurantHref: string },
) {
  await page.goto("/user?lang=hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await checkPage(page, "home in Hindi", width);
  for (const [path, label] of [
    [visited.categoryHref, "category"],
    [visited.restaurantHref, "restaurant"],
    ["/user/offers", "offers"],
    ["/user/cart", "cart"],
    ["/user/cart/payment", "checkout"],
    [`/user/profile/order-history/${visited.orderId}`, "order"],
    ["/user/profile/order-history", "order history"],
    ["/user/profile", "profile"],
    ["/user/profile/address", "addresses"],
    ["/help", "help"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await settle(page);
    await expectNoSidewaysScroll(page, `${label} in Hindi`, width);
  }
}

for (const width of PHONE_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: PHONE_HEIGHT }, isMobile: true, hasTouch: true });

    test(`every customer page fits ${width} px and passes axe`, async ({ page, backoffice, shop }) => {
      test.setTimeout(240_000);
      await visitorPages(page, width);
      // Signed in on this page's context from here on (the registration form above is left unsent).
      const customer = await registerCustomer(page.request, "Kavya Raghunathan Iyer");
      await customer.address({
        addressLine1: `Flat ${backoffice.stamp}, Shanti Residency, 14 Race Course Road`,
        coordinates: NEARBY,
      });
      await customer.api.put(`/api/user/favourites/${shop.restaurantId}`);
      await customer.addToCart(shop.dishId, { quantity: 2 });
      const visited = await customerPages(page, width, customer, shop);
      await customer.addToCart(shop.dishId);
      await hindiPages(page, width, visited);
    });
  });
}

/**
 * The admin's lists. `columns`: the headers of a list drawn as a table (and as labelled cards on phones), in order;
 * `actions`: it also has a column of row buttons whose header only screen readers get ("Actions").
 */
const ADMIN_LISTS: ReadonlyArray<{
  path: string;
  label: string;
  caption?: string;
  columns?: string[];
  actions?: true;
}> = [
  {
    path: "/admin/orders",
    label: "orders",
    caption: "Orders",
    columns: ["Order", "Placed", "Customer", "Restaurant", "Rider", "Total", "Payment", "Status"],
  },
  {
    path: "/admin/settlements?all=true",
    label: "settlements",
    caption: "Settlements",
    columns: ["Restaurant", "Outstanding", "Pending", "Paid out", "Last payout"],
    actions: true,
  },
  {
    path: "/admin/rider-cash?all=true",
    label: "rider cash",
    caption: "Rider cash",
    columns: ["Rider", "Cash held", "Deliveries", "Held since", "Deposited", "Last deposit"],
    actions: true,
  },
  {
    path: "/admin/restaurants",
    label: "restaurants",
    caption: "Restaurants",
    columns: ["Name", "City", "Cuisines", "Rating", "Verified", "Active"],
  },
  {
    path: "/admin/customers",
    label: "customers",
    caption: "Customers",
    columns: ["Name", "Phone", "E-mail", "Orders", "Total spent", "Joined", "Status"],
    actions: true,
  },
  {
    path: "/admin/riders",
    label: "riders",
    caption: "Riders",
    columns: ["Name", "Phone", "Vehicle", "Status", "Current deliveries", "Delivered", "Active"],
  },
  {
    path: "/admin/coupons",
    label: "coupons",
    caption: "Offers",
    columns: ["Code", "Terms", "Uses", "Valid", "Funded by", "Active"],
    actions: true,
  },
  {
    path: "/admin/category",
    label: "categories",
    caption: "Categories",
    columns: ["Image", "Name", "Status"],
    actions: true,
  },
  { path: "/admin/reviews", label: "reviews" },
  { path: "/admin/banner", label: "banners" },
];
const ADMIN_OTHERS = [
  { path: "/admin", label: "admin dashboard" },
  { path: "/admin/dispatch", label: "dispatch" },
  { path: "/admin/settings", label: "settings" },
  { path: "/admin/add-restaurant", label: "add restaurant" },
] as const;

async function adminPage(browser: Browser, viewport: { width: number; height: number }, phone: boolean) {
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  await signInContext(context, DEMO.admin);
  return { context, page: await context.newPage() };
}

/** An order's and a restaurant's admin pages, opened from the first row of their lists. */
async function adminDetailPages(page: Page, width: number) {
  const details = [
    { list: "/admin/orders", prefix: "/admin/order-history/", label: "admin order" },
    { list: "/admin/restaurants", prefix: "/admin/restaurant/", label: "admin restaurant" },
  ];
  for (const { list, prefix, label } of details) {
    await page.goto(list);
    await page.goto(await firstHref(page, prefix));
    await checkPage(page, label, width);
  }
}

/** Tables a sighted user sees (not the charts' tables kept for screen readers in a 1 px box). */
const shownTables = (page: Page) =>
  page.locator("main table").evaluateAll((tables) => tables.filter((table) => table.getBoundingClientRect().width > 2));

for (const width of PHONE_WIDTHS) {
  test(`every admin page fits ${width} px, passes axe, and lists rows as labelled cards`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await adminPage(browser, { width, height: PHONE_HEIGHT }, true);
    try {
      for (const { path, label } of ADMIN_OTHERS) {
        await page.goto(path);
        await checkPage(page, `admin ${label}`, width);
      }
      for (const { path, label, caption, columns } of ADMIN_LISTS) {
        await page.goto(path);
        await checkPage(page, `admin ${label}`, width);
        expect.soft((await shownTables(page)).length, `admin ${label}: no table on a phone`).toBe(0);
        if (!caption || !columns) continue;
        // Each row is a card labelling every value with its column's header.
        const cards = page.getByRole("list", { name: caption, exact: true }).getByRole("listitem");
        await expect(cards.first()).toBeVisible();
        for (const card of await cards.all()) {
          expect.soft(await card.locator("dt").allTextContents(), `admin ${label}: a card's labels`).toEqual(columns);
          expect.soft(await card.locator("dd").count(), `admin ${label}: a value per label`).toBe(columns.length);
        }
      }
      await adminDetailPages(page, width);
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Admin menu" });
      await expectOnScreen(drawer, "the admin menu drawer");
      await expectNoAxeViolations(page, "admin with its menu open");
    } finally {
      await context.close();
    }
  });
}

test("every admin table shows all its columns and row actions at 1280 px and passes axe", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await adminPage(browser, DESKTOP, false);
  try {
    for (const { path, label } of ADMIN_OTHERS) {
      await page.goto(path);
      await checkPage(page, `admin ${label}`, DESKTOP.width);
    }
    for (const { path, label, caption, columns, actions } of ADMIN_LISTS) {
      await page.goto(path);
      await checkPage(page, `admin ${label}`, DESKTOP.width);
      if (!caption || !columns) continue;
      const table = page.getByRole("table", { name: caption, exact: true });
      const headers = await expectWholeTable(table, `admin ${label}`, DESKTOP.width);
      expect.soft(headers, `admin ${label}: the table's headers`).toEqual(actions ? [...columns, "Actions"] : columns);
    }
    await adminDetailPages(page, DESKTOP.width);
  } finally {
    await context.close();
  }
});
