/**
 * Issue 11's journeys on the seed's 90 days of order history: the demo owner's dashboard and last month's report
 * with its CSV, the admin's dashboard and a payout in Settlements, and a customer's tax invoice as a PDF. The history
 * is deterministic but dated relative to the day the database was seeded, so these read the figures the pages show
 * (non-zero, adding up, matching the download) rather than fixed amounts; the payout's drop is worked from the amount
 * read first, so a second run on the same database passes too.
 */

import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_MODE_LABELS,
  type PaymentMode,
} from "@zaika/contract/order-status";
import { REPORT_PAGE_SIZE } from "@zaika/contract/reports";
import {
  csvLines,
  downloadedBytes,
  figure,
  indiaToday,
  openStaffHome,
  paiseOf,
  previousMonth,
  rupeesText,
  tableRows,
} from "./business-support";
import { expect, test, uniqueStamp } from "./fixtures";
import { DEMO, expectToast, signInWithPhone, staffNav, watchConsole } from "./support";

/** The CSV's header row, as the report's CSV documents it. */
const CSV_HEADER = [
  "Order ID",
  "Order number",
  "Placed at (IST)",
  "Items",
  "Status",
  "Payment mode",
  "Gross",
  "Commission",
  "GST on commission",
  "Net",
];
/** The report table's column headers on screen. */
const TABLE_HEADER = [
  "Order",
  "Placed (IST)",
  "Items",
  "Status",
  "Payment",
  "Gross",
  "Commission",
  "GST on commission",
  "Net",
];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Settlements shows this many restaurants a page. */
const SETTLEMENTS_PAGE_SIZE = 10;

/** "2026-10-31" → "31 Oct 2026", the way the pages write a day. */
function dayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The amount a money cell starts with (a restaurant owing the platform has a line of explanation after it). */
const leadingPaise = (cell: string | undefined) => paiseOf(/^-?₹[\d,]+(\.\d{1,2})?/.exec(cell ?? "")?.[0] ?? "");

test("the demo owner's dashboard opens on the seeded history: last week's revenue, its chart and best sellers", async ({
  context,
}) => {
  const { page, errors } = await openStaffHome(context, DEMO.restaurant, "/restaurant");
  await expect(page).toHaveTitle("Restaurant Dashboard | Zaika");

  // Today's figures are there (how many depends on the hour the test runs).
  const today = page.getByRole("region", { name: "Today", exact: true });
  await expect(figure(today, "Orders today")).toHaveText(/^\d+$/);
  await expect(figure(today, "Gross today")).toHaveText(/^₹[\d,.]+$/);

  // The last 7 days (the default period) hold delivered orders with their money.
  const revenue = page.getByRole("region", { name: "Revenue", exact: true });
  await expect(revenue.getByRole("combobox", { name: "Period", exact: true })).toHaveValue("7");
  await expect(figure(revenue, "Delivered orders")).toHaveText(/^\d+$/);
  expect(Number(await figure(revenue, "Delivered orders").textContent())).toBeGreaterThan(0);
  const gross = paiseOf((await figure(revenue, "Gross").textContent()) ?? "");
  const net = paiseOf((await figure(revenue, "Net").textContent()) ?? "");
  expect(gross).toBeGreaterThan(0);
  expect(net).toBeGreaterThan(0);
  expect(net).toBeLessThan(gross);

  // The chart is drawn, and its table (what a screen reader reads) has one row a day adding up to the period's gross.
  const chartTitle = "Gross and net revenue per day, last 7 days";
  const chart = revenue.getByRole("figure", { name: chartTitle, exact: true });
  await expect(chart).toBeVisible();
  // The drawing is hidden from assistive technology, so its bars are found by the chart library's own markup.
  await expect(chart.locator("svg .recharts-bar-rectangle").first()).toBeVisible();
  const rows = await tableRows(chart.getByRole("table", { name: chartTitle, exact: true }));
  expect(rows[0]).toEqual(["Day", "Gross", "Net"]);
  const days = rows.slice(1);
  expect(days).toHaveLength(7);
  expect(days.at(-1)?.[0]).toBe(dayLabel(indiaToday()));
  expect(sum(days.map((day) => paiseOf(day[1] ?? "")))).toBe(gross);

  // The best-selling dishes of the period, most sold first.
  const bestSellers = revenue.getByRole("region", { name: "Best-selling dishes", exact: true }).getByRole("listitem");
  await expect(bestSellers.first()).toHaveText(/^1\.\s*\S.*\d+ sold · ₹[\d,.]+$/);
  const sold = (await bestSellers.allTextContents()).map((text) => Number(/(\d+) sold/.exec(text)?.[1]));
  expect(sold.length).toBeGreaterThan(0);
  expect(sold).toEqual([...sold].sort((a, b) => b - a));
  expect(errors).toEqual([]);
});

test("the owner reports last month and downloads it as a CSV with the same orders and totals", async ({ context }) => {
  const { page, errors } = await openStaffHome(context, DEMO.restaurant, "/restaurant");
  await staffNav(page, "restaurant").getByRole("link", { name: "Report", exact: true }).click();
  await expect(page).toHaveURL(/\/restaurant\/report$/);
  await expect(page.getByRole("heading", { level: 1, name: "Report", exact: true })).toBeVisible();

  // Last month: its first to its last day in India.
  const month = previousMonth(indiaToday());
  const loaded = page.waitForResponse(
    (r) => r.url().includes(`/api/restaurant/report?from=${month.from}&to=${month.to}`) && r.ok(),
  );
  const lastMonth = page.getByRole("button", { name: "Last month", exact: true });
  await lastMonth.click();
  await loaded;
  await expect(page).toHaveURL(new RegExp(`[?&]from=${month.from}&to=${month.to}$`));
  await expect(lastMonth).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(`Orders placed from ${month.fromLabel} to ${month.toLabel} (India time)`)).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(month.from);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(month.to);

  // The totals and the orders of the month (the previous range's stay on screen, busy, until the new one is in).
  const totals = page.getByLabel("Totals of the period", { exact: true });
  await expect(totals).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const orderCount = Number(await figure(totals, "Orders").textContent());
  const deliveredCount = Number(await figure(totals, "Delivered").textContent());
  expect(orderCount).toBeGreaterThan(0);
  expect(deliveredCount).toBeGreaterThan(0);
  const totalAmounts = await Promise.all(
    ["Gross", "Commission", "GST on commission", "Net"].map(async (label) =>
      paiseOf((await figure(totals, label).textContent()) ?? ""),
    ),
  );
  expect(totalAmounts[0]).toBeGreaterThan(0);

  // The orders come REPORT_PAGE_SIZE a page, newest first; the table's last row is the whole period's totals.
  const tableName = "Orders of the period with gross, commission, GST on commission and net";
  const pages = Math.ceil(orderCount / REPORT_PAGE_SIZE);
  const onScreen: string[][] = [];
  for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
    if (pageNumber > 1) {
      const next = page.waitForResponse((r) => r.url().includes(`&page=${pageNumber}`) && r.ok());
      await page.getByRole("navigation", { name: "Report order pages" }).getByRole("button", { name: "Next" }).click();
      await next;
      await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber}$`));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    const first = (pageNumber - 1) * REPORT_PAGE_SIZE + 1;
    const last = Math.min(pageNumber * REPORT_PAGE_SIZE, orderCount);
    const name = pages > 1 ? `${tableName}, orders ${first} to ${last} of ${orderCount}` : tableName;
    const table = page.getByRole("table", { name, exact: true });
    const rows = await tableRows(table);
    expect(rows[0]).toEqual(TABLE_HEADER);
    const pageRows = rows.slice(1, -1);
    expect(pageRows, `page ${pageNumber}`).toHaveLength(last - first + 1);
    await expect(table.getByRole("link")).toHaveCount(last - first + 1);
    // Every page closes with the whole period's totals.
    expect(rows.at(-1)?.[0]).toBe(`Totals: ${orderCount} orders, ${deliveredCount} delivered`);
    expect(rows.at(-1)?.slice(1).map(paiseOf)).toEqual(totalAmounts);
    onScreen.push(...pageRows);
  }
  expect(onScreen).toHaveLength(orderCount);
  const monthName = `${month.fromLabel.split(" ")[1]} ${month.from.slice(0, 4)}`;
  for (const row of onScreen) expect(row[1]).toMatch(new RegExp(`^\\d{1,2} ${monthName}, `));

  // The CSV: the documented header, then every order of the month (all pages) in the same order, the totals, the
  // settlement statement.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`zaika-report-${month.from}-to-${month.to}.csv`);
  const lines = csvLines((await downloadedBytes(download)).toString("utf8"));
  expect(lines[0]).toEqual(CSV_HEADER);
  const totalsAt = lines.findIndex((line) => line[0] === "Totals");
  const inFile = lines.slice(1, totalsAt);
  expect(inFile).toHaveLength(onScreen.length);
  inFile.forEach((line, index) => {
    const row = onScreen[index] ?? [];
    const [, orderNumber, placedAt, items, status, payment, ...amounts] = line;
    expect(orderNumber, `order ${index + 1}`).toBe(row[0]);
    expect(row[1]?.startsWith(`${dayLabel(placedAt?.slice(0, 10) ?? "")}, `), `${orderNumber}'s day`).toBe(true);
    expect(items, `${orderNumber}'s items`).toBe(row[2]);
    expect(ORDER_STATUS_LABELS[status as OrderStatus], `${orderNumber}'s status`).toBe(row[3]);
    expect(PAYMENT_MODE_LABELS[payment as PaymentMode], `${orderNumber}'s payment`).toBe(row[4]);
    expect(amounts.map(paiseOf), `${orderNumber}'s amounts`).toEqual(row.slice(5).map(paiseOf));
  });
  const [label, ordersText, , , deliveredText, , ...fileTotals] = lines[totalsAt] ?? [];
  expect([label, ordersText, deliveredText]).toEqual(["Totals", `${orderCount} orders`, `${deliveredCount} delivered`]);
  expect(fileTotals.map(paiseOf)).toEqual(totalAmounts);
  expect(lines[totalsAt + 1]?.[0]).toBe("Settlement statement");
  expect(lines[totalsAt + 2]?.[0]).toBe(`${month.from} to ${month.to}`);
  expect(lines).toHaveLength(totalsAt + 3);
  expect(errors).toEqual([]);
});

test("the admin sees today's overview and last week's revenue, then records a payout and the outstanding amount drops by it", async ({
  context,
}) => {
  const { page, errors } = await openStaffHome(context, DEMO.admin, "/admin");
  await expect(page).toHaveTitle("Admin Dashboard | Zaika");

  const overview = page.getByRole("region", { name: "Today", exact: true });
  await expect(figure(overview, "Orders today")).toHaveText(/^\d+$/);
  expect(paiseOf((await figure(overview, "GMV, last 7 days").textContent()) ?? "")).toBeGreaterThan(0);
  expect(Number(await figure(overview, "Active restaurants").textContent())).toBeGreaterThan(0);

  const revenue = page.getByRole("region", { name: "Revenue", exact: true });
  await expect(revenue.getByRole("combobox", { name: "Period", exact: true })).toHaveValue("7");
  await expect(figure(revenue, "Delivered orders")).toHaveText(/^\d+$/);
  expect(Number(await figure(revenue, "Delivered orders").textContent())).toBeGreaterThan(0);
  const gmv = paiseOf((await figure(revenue, "GMV").textContent()) ?? "");
  expect(gmv).toBeGreaterThan(0);
  expect(paiseOf((await figure(revenue, "Commission").textContent()) ?? "")).toBeGreaterThan(0);
  const chartTitle = "GMV and commission per day, last 7 days";
  const chart = revenue.getByRole("figure", { name: chartTitle, exact: true });
  await expect(chart).toBeVisible();
  // The drawing is hidden from assistive technology, so its bars are found by the chart library's own markup.
  await expect(chart.locator("svg .recharts-bar-rectangle").first()).toBeVisible();
  const chartRows = await tableRows(chart.getByRole("table", { name: chartTitle, exact: true }));
  expect(chartRows[0]).toEqual(["Day", "GMV", "Commission"]);
  expect(chartRows.slice(1)).toHaveLength(7);
  expect(sum(chartRows.slice(1).map((day) => paiseOf(day[1] ?? "")))).toBe(gmv);
  await expect(
    revenue.getByRole("region", { name: "Top restaurants", exact: true }).getByRole("link").first(),
  ).toBeVisible();

  // Settlements, from the admin menu: the restaurants owed something, most owed first.
  await staffNav(page, "admin").getByRole("link", { name: "Settlements", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settlements$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settlements", exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Settlements", exact: true });
  await expect(table).toBeVisible();
  const rows = await tableRows(table);
  expect(rows[0]).toEqual(["Restaurant", "Outstanding", "Pending", "Paid out", "Last payout", "Actions"]);
  const owed = rows.slice(1).map((row) => leadingPaise(row[1]));
  const outstanding = owed[0] ?? 0;
  expect(outstanding, "the most owed restaurant is owed something").toBeGreaterThan(0);
  expect(owed).toEqual([...owed].sort((a, b) => b - a));
  const paidBefore = leadingPaise(rows[1]?.[3]);

  // Pay the most owed restaurant part of it: at most ₹100, and little enough that it stays on this page (above the
  // page's last row, when there is a next page) after the list sorts it again.
  const floor = owed.length === SETTLEMENTS_PAGE_SIZE ? (owed.at(-1) ?? 0) : 0;
  const amount = Math.min(100_00, Math.floor((outstanding - floor) / 2));
  expect(amount, "room for a payout below the outstanding amount").toBeGreaterThan(0);
  const payButton = table.getByRole("button", { name: /^Record payout to / }).first();
  const name = ((await payButton.getAttribute("aria-label")) ?? "").replace(/^Record payout to /, "");
  expect(rows[1]?.[0]?.startsWith(name)).toBe(true);
  await payButton.click();

  const dialog = page.getByRole("dialog", { name: `Record payout to ${name}`, exact: true });
  await expect(dialog).toContainText(`Outstanding now: ${rupeesText(outstanding)}.`);
  const amountBox = dialog.getByRole("spinbutton", { name: "Amount (₹)", exact: true });
  await expect(amountBox).toHaveValue(String(outstanding / 100));
  await amountBox.fill((amount / 100).toFixed(2));
  await dialog.getByRole("textbox", { name: "Reference (UTR)", exact: true }).fill(`UTR${uniqueStamp().toUpperCase()}`);
  const paidOn = dialog.getByLabel("Paid on", { exact: true });
  await expect(paidOn).toHaveValue(indiaToday());
  await paidOn.fill(indiaToday());
  await dialog.getByRole("button", { name: "Record payout", exact: true }).click();
  await expectToast(page, `Payout of ${rupeesText(amount)} to ${name} recorded`);
  await expect(dialog).toBeHidden();

  // The restaurant's row: outstanding down by exactly the payout, paid out up by it, last paid today.
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Record payout to ${name}`, exact: true }) });
  const cells = row.getByRole("cell");
  await expect(cells.nth(1)).toHaveText(rupeesText(outstanding - amount));
  await expect(cells.nth(3)).toHaveText(rupeesText(paidBefore + amount));
  await expect(cells.nth(4)).toHaveText(dayLabel(indiaToday()));
  expect(errors).toEqual([]);
});

test("the demo customer opens a delivered order and downloads its tax invoice as a PDF named after its number", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signInWithPhone(page, DEMO.customer.phone);
  await expect(page).toHaveURL(/\/user$/);

  // The seeded history gave the demo customer delivered orders; the newest one in their order history's Delivered.
  await page.goto("/user/profile/order-history?show=delivered");
  const delivered = page
    .getByRole("list", { name: "Orders" })
    .getByRole("link")
    .filter({ has: page.getByText("Delivered", { exact: true }) })
    .first();
  await expect(delivered).toBeVisible();
  const orderNumber = /Order (ZK\d+)/.exec((await delivered.textContent()) ?? "")?.[1] ?? "";
  expect(orderNumber).toMatch(/^ZK\d+$/);
  await delivered.click();
  await expect(page).toHaveURL(/\/user\/profile\/order-history\/[^/]+$/);
  const title = page.getByRole("heading", { level: 1, name: `Order ${orderNumber}`, exact: true });
  await expect(title).toBeVisible();
  await expect(title.locator("xpath=following-sibling::span[1]")).toHaveText("Delivered");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download invoice", exact: true }).click();
  const download = await downloading;
  const invoiceNumber = /^(ZK\d{4}-\d{7})\.pdf$/.exec(download.suggestedFilename())?.[1] ?? "";
  expect(invoiceNumber, download.suggestedFilename()).toMatch(/^ZK\d{4}-\d{7}$/);
  const pdf = await downloadedBytes(download);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The document's own title and subject name the same invoice and this order.
  const text = pdf.toString("latin1");
  expect(text).toContain(`(Tax Invoice ${invoiceNumber})`);
  expect(text).toContain(`(Order ${orderNumber})`);
  expect(errors).toEqual([]);
});
