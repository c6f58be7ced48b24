import { expect, test } from "@playwright/test";
import { DEMO, newPhone, signInWithPassword, signInWithPhone, signUpNewCustomer, watchConsole } from "./support";

test("a new customer signs up with the code from the outbox, stays signed in across a reload, and logs out", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const phone = newPhone();
  await signInWithPhone(page, phone);

  // A new number goes on to registration, which refuses anyone under 18.
  await page.getByRole("textbox", { name: "Full name" }).fill("Meera Iyer");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`meera.${phone}@example.com`);
  const tooYoung = new Date();
  tooYoung.setFullYear(tooYoung.getFullYear() - 17);
  await page.getByLabel("Date of birth").fill(tooYoung.toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("You must be 18 or older to use this service.")).toBeVisible();
  await page.getByLabel("Date of birth").fill("1994-06-15");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/user$/);
  const accountMenu = page.getByRole("button", { name: "Account menu for Meera Iyer" });
  await expect(accountMenu).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/user$/);
  await expect(accountMenu).toBeVisible();

  await accountMenu.click();
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await expect(page.getByText(`meera.${phone}@example.com`)).toBeVisible();

  await accountMenu.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the demo customer signs in by OTP and lands on /user", async ({ page }) => {
  const errors = watchConsole(page);
  await signInWithPhone(page, DEMO.customer.phone);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole("button", { name: `Account menu for ${DEMO.customer.name}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the admin signs in and lands on /admin", async ({ page }) => {
  const errors = watchConsole(page);
  await signInWithPassword(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: /admin/i }).first()).toBeVisible();
  // Admins see neither the header search nor the location control.
  await expect(page.getByPlaceholder("Search dishes, restaurants, categories...")).toHaveCount(0);
  await expect(page.getByPlaceholder("Location")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the restaurant owner signs in and lands on /restaurant", async ({ page }) => {
  const errors = watchConsole(page);
  await signInWithPassword(page, DEMO.restaurant.email, DEMO.restaurant.password);
  await expect(page).toHaveURL(/\/restaurant$/);
  expect(errors).toEqual([]);
});

test("a wrong password shows the server's message", async ({ page }) => {
  await signInWithPassword(page, DEMO.admin.email, "not-the-password");
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a customer opening /admin is sent to / and on to their home", async ({ page }) => {
  await signUpNewCustomer(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/user$/);
  await page.goto("/restaurant/orders");
  await expect(page).toHaveURL(/\/user$/);
});

test("a signed-out visitor opening /admin is asked to log in first, then taken there", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("tab", { name: "Restaurant / Admin" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(DEMO.admin.email);
  await page.getByLabel("Password").fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
