/**
 * Issue 3's catalog in the browser, one independent test per part: the admin adds a category, a banner and a restaurant
 * with its owner, and opens a restaurant round the clock; a new owner adds a customisable dish; a new customer sets a
 * location by search and on the map, finds the restaurant nearest on the home page, chooses options and adds the dish
 * to the cart. Each test makes what it starts from through the API (./fixtures) and drives only its own part.
 */
import type { Page } from "@playwright/test";
import { test as base, expect, type Restaurant, ROUND_THE_CLOCK, signInContext } from "./fixtures";
import {
  DEMO,
  expectToast,
  mercatorOffset,
  metresBetween,
  pngImage,
  signInWithPassword,
  staffNav,
  storedLocation,
  watchConsole,
} from "./support";

/** MAP.centre and MAP.zoom of the contract (spec §9): where the map picker opens, and where the test restaurant is. */
const MAP_CENTRE = { lat: 22.719568, lon: 75.857727 };
const MAP_ZOOM = 14;
/** A locality of central Indore about 1.3 km from the map centre, so both fit in the picker at zoom 14. */
const PLACE_QUERY = "Tukoganj";

/** The dish the owner adds in the UI and the customer finds (made through the API for the customer's test). */
const DISH = {
  description: "Smoky tandoor-charred momos with mint chutney.",
  price: 180,
  attributes: [
    {
      name: "Size",
      required: true,
      options: [
        { name: "Regular", additionalPrice: 0 },
        { name: "Large", additionalPrice: 60 },
      ],
    },
  ],
  addons: [
    { name: "Extra cheese", price: 30 },
    { name: "Mayo", price: 15 },
  ],
};

/** Names unique to one test (a second run on the same database must not meet the first one's). */
function namesFor(stamp: string) {
  return {
    category: `Test Momos ${stamp}`,
    restaurant: `Zaika Test Kitchen ${stamp}`,
    dish: `Tandoori Momos ${stamp}`,
    ownerName: "Rohan Malviya",
    ownerEmail: `owner.${stamp}@example.com`,
    ownerPassword: "Owner@12345",
  };
}

const test = base.extend<{
  names: ReturnType<typeof namesFor>;
  /** `page`, signed in as the demo admin and on /admin. */
  adminPage: Page;
  /** A new restaurant with its owner's login and the default hours (11:00–23:00), no dishes yet. */
  kitchen: Restaurant;
  /** `kitchen`, and a category for its dishes. */
  ownersKitchen: { category: { id: string; name: string }; restaurant: Restaurant };
  /**
   * The whole catalog the customer starts from: a category, a restaurant at the map's centre open round the clock
   * (with the delivery settings the admin's form sets), and the dish with its size and add-ons.
   */
  momoMenu: { category: { id: string; name: string }; restaurant: Restaurant; dish: { id: string; name: string } };
}>({
  names: async ({ backoffice }, use) => {
    await use(namesFor(backoffice.stamp));
  },
  adminPage: async ({ page }, use) => {
    await signInContext(page.context(), DEMO.admin);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await use(page);
  },
  kitchen: async ({ backoffice, names }, use) => {
    await use(await backoffice.restaurant({ name: names.restaurant }));
  },
  ownersKitchen: async ({ backoffice, names, kitchen }, use) => {
    await use({ category: await backoffice.category(names.category), restaurant: kitchen });
  },
  momoMenu: async ({ backoffice, names }, use) => {
    const category = await backoffice.category(names.category);
    const restaurant = await backoffice.restaurant({
      name: names.restaurant,
      coordinates: { lat: MAP_CENTRE.lat, lng: MAP_CENTRE.lon },
      deliveryRadius: 6,
      minimumOrderAmount: 99,
      deliveryFee: 30,
      freeDeliveryThreshold: 499,
      packagingCharge: 10,
      businessHours: ROUND_THE_CLOCK,
    });
    const dish = await backoffice.dish(restaurant.id, { categoryId: category.id, name: names.dish, ...DISH });
    await use({ category, restaurant, dish });
  },
});

/** Where the Leaflet marker's tip (its anchor: the stored location) is on screen, once the map has stopped moving. */
async function markerTip(page: Page) {
  const marker = page.getByRole("button", { name: "Delivery location: drag to move" });
  let last = "";
  let tip = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const box = await marker.boundingBox();
        if (!box) return false;
        // Anchor [18, 43] of a 36 × 44 pin: the middle of its bottom edge.
        tip = { x: box.x + 18, y: box.y + 43 };
        const key = `${tip.x},${tip.y}`;
        const settled = key === last;
        last = key;
        return settled;
      },
      { intervals: [100, 100, 200, 250] },
    )
    .toBe(true);
  return tip;
}

test("the admin adds a category", async ({ adminPage: page, backoffice, names }) => {
  const errors = watchConsole(page);
  await staffNav(page, "admin").getByRole("link", { name: "Category", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await page.getByRole("textbox", { name: "Category name" }).fill(names.category);
  const categoryCreated = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/category") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Add category" }).click();
  const created = await categoryCreated;
  expect(created.ok()).toBe(true);
  backoffice.removeLater("category", ((await created.json()) as { category: { _id: string } }).category._id);
  await expectToast(page, "Category Added Successfully");
  await expect(page.getByRole("textbox", { name: "Category name" })).toHaveValue("");
  await expect(page.getByText(names.category, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the admin uploads a banner", async ({ adminPage: page, backoffice }) => {
  const errors = watchConsole(page);
  await staffNav(page, "admin").getByRole("link", { name: "Banner", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
  const bannerCount = page.getByRole("heading", { name: /^Current banners/ });
  await expect(bannerCount).toHaveText(/\(\d+\)/);
  const before = Number((await bannerCount.textContent())?.match(/\((\d+)\)/)?.[1]);
  await page.getByLabel("Banner image").setInputFiles(pngImage(900, 300, "test-banner.png"));
  await expect(page.getByRole("img", { name: "Preview of test-banner.png" })).toBeVisible();
  const bannerCreated = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/banner") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Upload banner" }).click();
  const created = await bannerCreated;
  expect(created.ok()).toBe(true);
  backoffice.removeLater("banner", ((await created.json()) as { data: { _id: string } }).data._id);
  await expectToast(page, "Banner added successfully");
  await expect(bannerCount).toHaveText(`Current banners (${before + 1})`);
  expect(errors).toEqual([]);
});

test("the admin adds a restaurant at the map's centre with its owner's login", async ({
  adminPage: page,
  backoffice,
  names,
}) => {
  const errors = watchConsole(page);
  const nav = staffNav(page, "admin");

  // A restaurant at the map's centre, with its owner's login.
  await nav.getByRole("link", { name: "Add Restaurant", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a restaurant" })).toBeVisible();
  await page.getByRole("textbox", { name: "Restaurant name" }).fill(names.restaurant);
  await page.getByLabel("Description (optional)").fill("Momos, rolls and tandoor plates from the heart of Indore.");
  await page.getByLabel("Food type").selectOption({ label: "Veg and non-veg" });
  await page.getByLabel("Price range").selectOption("₹₹");
  const cuisine = page.getByRole("textbox", { name: "Cuisines" });
  await cuisine.fill("Tibetan");
  await cuisine.press("Enter");
  await cuisine.fill("North Indian");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove Tibetan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove North Indian" })).toBeVisible();

  await page.getByRole("textbox", { name: "Street" }).fill("12 MG Road, Near Regal Square");
  await page.getByRole("textbox", { name: "City" }).fill("Indore");
  await page.getByRole("textbox", { name: "State" }).fill("Madhya Pradesh");
  await page.getByRole("textbox", { name: "PIN code" }).fill("452010");
  await expect(page.getByRole("textbox", { name: "Country" })).toHaveValue("India");
  await page.getByRole("button", { name: "Use map centre" }).click();
  await expect(page.getByRole("spinbutton", { name: "Latitude" })).toHaveValue(String(MAP_CENTRE.lat));
  await expect(page.getByRole("spinbutton", { name: "Longitude" })).toHaveValue(String(MAP_CENTRE.lon));

  await page.getByRole("textbox", { name: "Phone 1" }).fill("9826012345");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`hello.${names.ownerEmail}`);
  await page.getByRole("textbox", { name: "Website (optional)" }).fill("https://momos.example.com");

  await expect(page.getByRole("checkbox", { name: "Delivery available" })).toBeChecked();
  await page.getByRole("spinbutton", { name: "Delivery radius (km)" }).fill("6");
  await page.getByRole("spinbutton", { name: "Estimated delivery time (minutes)" }).fill("25");
  await page.getByRole("spinbutton", { name: "Minimum order amount (₹)" }).fill("99");
  await page.getByRole("spinbutton", { name: "Delivery fee (₹)" }).fill("30");
  await page.getByRole("spinbutton", { name: "Free delivery from (₹, optional)" }).fill("499");

  await expect(page.getByRole("checkbox", { name: "Cash on delivery" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Wallet payment" }).check();

  await page.getByRole("spinbutton", { name: "Commission rate (%)" }).fill("18");
  await page.getByRole("spinbutton", { name: "Packaging charge (₹)" }).fill("10");
  await page.getByRole("spinbutton", { name: "Preparation time (minutes)" }).fill("15");
  await expect(page.getByRole("checkbox", { name: "Active" })).toBeChecked();
  await page.getByRole("textbox", { name: "Account holder name" }).fill("Zaika Test Kitchen LLP");
  await page.getByRole("textbox", { name: "Account number" }).fill("50100123456789");
  await page.getByRole("textbox", { name: "IFSC code" }).fill("HDFC0001234");
  await page.getByRole("textbox", { name: "Bank name" }).fill("HDFC Bank");
  await page.getByRole("textbox", { name: "GSTIN (optional)" }).fill("23ABCDE1234F1Z5");
  await page.getByRole("textbox", { name: "PAN (optional)" }).fill("ABCDE1234F");

  await page.getByRole("textbox", { name: "Owner name" }).fill(names.ownerName);
  await page.getByRole("textbox", { name: "Owner e-mail" }).fill(names.ownerEmail);
  await page.getByLabel("Password").fill(names.ownerPassword);

  const restaurantCreated = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/restaurant") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Add restaurant" }).click();
  const created = await restaurantCreated;
  expect(created.ok()).toBe(true);
  const restaurantId = ((await created.json()) as { data: { _id: string } }).data._id;
  backoffice.removeLater("restaurant", restaurantId);
  await expectToast(page, "Restaurant added successfully");
  await expect(page).toHaveURL(/\/admin\/restaurants$/);

  // The list finds it.
  await page.getByRole("searchbox", { name: "Search restaurants" }).fill(names.restaurant);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("link", { name: names.restaurant, exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  // Saved as the form said: at the map's centre, with its delivery terms, and the owner's login works.
  const saved = await backoffice.admin.get<{
    data: { address: { coordinates: { lat: number; lng: number } }; deliverySettings: Record<string, unknown> };
  }>(`/api/admin/restaurant/${restaurantId}`);
  expect(saved.data.address.coordinates).toEqual({ lat: MAP_CENTRE.lat, lng: MAP_CENTRE.lon });
  expect(saved.data.deliverySettings).toMatchObject({
    deliveryRadius: 6,
    estimatedDeliveryTime: 25,
    minimumOrderAmount: 99,
    deliveryFee: 30,
    freeDeliveryThreshold: 499,
  });
  const ownerLogin = await backoffice.admin.request.post("/api/auth/login", {
    data: { email: names.ownerEmail, password: names.ownerPassword },
  });
  expect(ownerLogin.ok()).toBe(true);
  const { accessToken } = (await ownerLogin.json()) as { accessToken: string };
  const own = await backoffice.admin.request.get("/api/restaurant", {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(own.ok()).toBe(true);
  expect(((await own.json()) as { data: { _id: string; name: string } }).data).toMatchObject({
    _id: restaurantId,
    name: names.restaurant,
  });
});

test("the admin opens a restaurant round the clock", async ({ adminPage: page, backoffice, kitchen: restaurant }) => {
  const errors = watchConsole(page);
  await staffNav(page, "admin").getByRole("link", { name: "Restaurants", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/restaurants$/);
  await page.getByRole("searchbox", { name: "Search restaurants" }).fill(restaurant.name);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole("link", { name: restaurant.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/restaurant/${restaurant.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: restaurant.name })).toBeVisible();
  // The kitchen panel above has loaded: nothing moves the hours editor while it is used.
  await expect(page.getByRole("region", { name: "Kitchen" }).getByText("Taking orders")).toBeVisible();
  const hours = page.getByRole("region", { name: "Business hours" });
  await hours.getByRole("button", { name: "Edit hours" }).click();
  // A click, then the state awaited: check() reads the state right after its click, before a busy page re-renders.
  const mondayAllDay = hours.getByRole("group", { name: "Monday" }).getByRole("checkbox", { name: "Open 24 hours" });
  await mondayAllDay.click();
  await expect(mondayAllDay).toBeChecked();
  await hours.getByRole("button", { name: "Copy Monday to every day" }).click();
  for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await expect(
      hours.getByRole("group", { name: day }).getByRole("checkbox", { name: "Open 24 hours" }),
    ).toBeChecked();
  }
  const hoursSaved = page.waitForResponse(
    (r) => /\/api\/admin\/restaurant\/[^/]+\/business-hours$/.test(r.url()) && r.request().method() === "PUT",
  );
  await hours.getByRole("button", { name: "Save hours" }).click();
  expect((await hoursSaved).ok()).toBe(true);
  await expectToast(page, "BusinessHour Updated Successfully");
  await expect(hours.getByText("Open 24 hours")).toHaveCount(7);

  expect(errors).toEqual([]);

  const saved = await backoffice.admin.get<{ businessHours: Record<string, unknown> }>(
    `/api/admin/restaurant/${restaurant.id}/business-hours`,
  );
  expect(saved.businessHours).toEqual(ROUND_THE_CLOCK);
});

test("the new owner signs in and adds a dish with a required size and two add-ons", async ({
  page,
  ownersKitchen,
  names,
}) => {
  const errors = watchConsole(page);
  const { restaurant } = ownersKitchen;
  await signInWithPassword(page, restaurant.owner.email, restaurant.owner.password);
  await expect(page).toHaveURL(/\/restaurant$/);

  await staffNav(page, "restaurant").getByRole("link", { name: "Add Product", exact: true }).click();
  await expect(page).toHaveURL(/\/restaurant\/addProduct$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();

  const category = page.getByRole("combobox", { name: "Category" });
  await expect(category).toBeEnabled();
  await category.selectOption({ label: names.category });
  await page.getByRole("textbox", { name: "Dish name" }).fill(names.dish);
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Smoky tandoor-charred momos with mint chutney.");
  await page.getByRole("radio", { name: "Veg", exact: true }).check();
  await page.getByRole("spinbutton", { name: "Price (₹)", exact: true }).fill("180");

  const attributes = page.getByRole("region", { name: "Attributes" });
  await attributes.getByRole("button", { name: "Add attribute" }).click();
  const size = attributes.getByRole("group", { name: "Attribute 1" });
  await size.getByRole("textbox", { name: "Attribute name" }).fill("Size");
  await expect(size.getByRole("checkbox", { name: "Required" })).toBeChecked();
  await size.getByRole("textbox", { name: "Option 1 name" }).fill("Regular");
  await size.getByRole("spinbutton", { name: "Option 1 extra price (₹)" }).fill("0");
  await size.getByRole("button", { name: "Add option" }).click();
  await size.getByRole("textbox", { name: "Option 2 name" }).fill("Large");
  await size.getByRole("spinbutton", { name: "Option 2 extra price (₹)" }).fill("60");

  const addons = page.getByRole("region", { name: "Add-ons" });
  await addons.getByRole("button", { name: "Add add-on" }).click();
  await addons.getByRole("textbox", { name: "Add-on 1 name" }).fill("Extra cheese");
  await addons.getByRole("spinbutton", { name: "Add-on 1 price (₹)" }).fill("30");
  await addons.getByRole("button", { name: "Add add-on" }).click();
  await addons.getByRole("textbox", { name: "Add-on 2 name" }).fill("Mayo");
  await addons.getByRole("spinbutton", { name: "Add-on 2 price (₹)" }).fill("15");

  // The live preview: the menu's "from" price, and the unit price of the richest choice.
  const preview = page.getByRole("region", { name: "Price preview" });
  await expect(preview).toContainText("from ₹180");
  await preview.getByRole("radio", { name: /Large/ }).check();
  await preview.getByRole("checkbox", { name: /Extra cheese/ }).check();
  await preview.getByRole("checkbox", { name: /Mayo/ }).check();
  await expect(preview.getByText("Unit price")).toBeVisible();
  await expect(preview).toContainText("₹285");

  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/restaurant/products") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Add Product" }).click();
  const response = await created;
  expect(response.ok()).toBe(true);
  // The dish as the server stored it: the owner's restaurant, the chosen category, the options as typed.
  expect(((await response.json()) as { data: unknown }).data).toMatchObject({
    restaurant: restaurant.id,
    category: { _id: ownersKitchen.category.id, name: names.category },
    name: names.dish,
    foodType: "veg",
    ...DISH,
  });
  await expectToast(page, "Product created successfully");
  await expect(page).toHaveURL(/\/restaurant\/products$/);
  await expect(page.getByText(names.dish, { exact: true })).toBeVisible();

  expect(errors).toEqual([]);
});

test("a new customer sets a location by search and on the map, finds the restaurant nearest, and adds the dish", async ({
  page,
  customer,
  momoMenu,
}) => {
  const errors = watchConsole(page);
  const names = { category: momoMenu.category.name, restaurant: momoMenu.restaurant.name, dish: momoMenu.dish.name };
  await page.goto("/user");
  await expect(page.getByRole("button", { name: `Account menu for ${customer.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

  // By search: suggestions come 500 ms after typing stops.
  const box = page.getByRole("combobox", { name: "Delivery location" });
  await box.click();
  const searched = page.waitForResponse((r) => r.url().includes("/api/geo/places") && r.ok());
  await box.fill(PLACE_QUERY);
  await searched;
  const header = page.getByRole("banner");
  await header
    .getByRole("option", { name: new RegExp(PLACE_QUERY) })
    .first()
    .click();
  await expect.poll(async () => (await storedLocation(page))?.description ?? "").toContain(PLACE_QUERY);
  const searchedLocation = await storedLocation(page);
  if (!searchedLocation) throw new Error("no location stored after choosing a suggestion");
  await expect(box).toHaveValue(searchedLocation.description);
  await expect(page.getByRole("heading", { name: "Popular restaurants near you" })).toBeVisible();

  // On the map: it shows 'Loading...' until the map code has arrived (held back here until that was seen).
  let releaseMap: () => void = () => undefined;
  const mapHeld = new Promise<void>((resolve) => {
    releaseMap = resolve;
  });
  await page.route(/\/assets\/picker-map-[\w-]+\.js$/, async (route) => {
    await mapHeld;
    await route.continue();
  });
  await header.getByRole("button", { name: "Show location options" }).click();
  await header.getByRole("option", { name: /Pick on map/ }).click();
  const dialog = page.getByRole("dialog", { name: "Pick your delivery location" });
  await expect(dialog.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  releaseMap();
  await expect(dialog.getByText("Loading...")).toBeHidden();
  await page.unroute(/\/assets\/picker-map-[\w-]+\.js$/);
  const map = dialog.getByRole("region", { name: /^Map: click a place/ });
  await expect(map).toBeVisible();

  // The map opens on the stored location (the pin): click where the map's default centre is, by Mercator maths.
  let tip = await markerTip(page);
  let at = { lat: searchedLocation.lat, lon: searchedLocation.lon };
  let clicked: { lat: number; lon: number; description: string } | null = null;
  for (let attempt = 0; attempt < 2 && (!clicked || metresBetween(clicked, MAP_CENTRE) > 25); attempt++) {
    const { dx, dy } = mercatorOffset(at, MAP_CENTRE, MAP_ZOOM);
    const reversed = page.waitForResponse((r) => r.url().includes("/api/geo/reverse"));
    const previous = JSON.stringify(await storedLocation(page));
    await page.mouse.click(tip.x + dx, tip.y + dy);
    expect((await reversed).ok()).toBe(true);
    await expect.poll(async () => JSON.stringify(await storedLocation(page))).not.toBe(previous);
    clicked = await storedLocation(page);
    if (!clicked) throw new Error("no location stored after the map click");
    // The pin now stands where the click was: measure again from there if the first click missed.
    tip = await markerTip(page);
    at = clicked;
  }
  if (!clicked) throw new Error("the map was not clicked");
  expect(metresBetween(clicked, MAP_CENTRE)).toBeLessThan(25);
  expect(clicked.description).not.toBe(searchedLocation.description);
  await expect(dialog.getByText(`Delivering to: ${clicked.description}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(box).toHaveValue(clicked.description);

  // Home: the new restaurant is the nearest one, with its distance.
  const nearby = page.getByRole("region", { name: "Popular restaurants near you" });
  await expect(nearby.getByText(`Delivering to ${clicked.description}`)).toBeVisible();
  // Nearest first: no card comes before one 0.0 km away (earlier runs of this journey share the spot).
  const card = nearby
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: names.restaurant, exact: true }) });
  await expect(card).toContainText("0.0 km");
  await expect(card).not.toContainText("Closed now");
  await expect(nearby.getByRole("listitem").first()).toContainText("0.0 km");
  await card.getByRole("link", { name: names.restaurant, exact: true }).click();

  // The restaurant page: open the dish, choose Large and both add-ons, and see the live price.
  await expect(page).toHaveURL(/\/user\/restaurant\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: names.restaurant })).toBeVisible();
  const menu = page.getByRole("region", { name: new RegExp(`^${names.category}`) });
  await menu.getByRole("button", { name: `Add ${names.dish}` }).click();
  const item = page.getByRole("dialog", { name: names.dish });
  const add = item.getByRole("button", { name: /^Add item/ });
  await expect(add).toHaveText("Add item ₹180");
  await item.getByRole("radio", { name: /Large/ }).check();
  await expect(add).toHaveText("Add item ₹240");
  await item.getByRole("checkbox", { name: /Extra cheese/ }).check();
  await item.getByRole("checkbox", { name: /Mayo/ }).check();
  await expect(add).toHaveText("Add item ₹285");

  const added = page.waitForResponse((r) => r.url().endsWith("/api/cart") && r.request().method() === "POST");
  await add.click();
  expect((await added).ok()).toBe(true);
  await expectToast(page, "Product added successfully");
  await expect(item).toBeHidden();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  expect(errors).toEqual([]);
});
