/**
 * Helpers of the business journeys (issue 11): India days and last month's range, rupee amounts as the pages write
 * them, the figures of a dashboard's description lists, a table's cells as text, and a downloaded file's contents.
 */
import { readFile } from "node:fs/promises";
import { type BrowserContext, type Download, expect, type Locator, type Page } from "@playwright/test";
import { signInContext } from "./fixtures";
import { watchConsole } from "./support";

/** A staff account signed in on its own page (its refresh cookie), with a console watch, opened on its home. */
export async function openStaffHome(
  context: BrowserContext,
  account: { email: string; password: string },
  home: "/admin" | "/restaurant",
): Promise<{ page: Page; errors: string[] }> {
  await signInContext(context, account);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return { page, errors };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const isoDay = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return isoDay.format(now);
}

/**
 * The previous calendar month of an India day: its first and last days (YYYY-MM-DD) and how the report writes them
 * ("1 Oct 2026"). Worked here on its own, not with the app's code.
 */
export function previousMonth(today: string) {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  // Day 0 of this month is the last day of the previous one.
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const mm = String(prevMonth).padStart(2, "0");
  const name = MONTHS[prevMonth - 1];
  return {
    from: `${prevYear}-${mm}-01`,
    to: `${prevYear}-${mm}-${String(lastDay).padStart(2, "0")}`,
    fromLabel: `1 ${name} ${prevYear}`,
    toLabel: `${lastDay} ${name} ${prevYear}`,
  };
}

/**
 * Paise of an amount as a page or a CSV writes it: "₹1,23,456.50", "₹99", "-₹12.00", "1234.50". Throws on anything
 * else, so a changed format fails loudly instead of reading as zero.
 */
export function paiseOf(text: string): number {
  const match = /^(-|−)?₹?([\d,]+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[2]) throw new Error(`not an amount: "${text}"`);
  const whole = Number(match[2].replaceAll(",", ""));
  const fraction = Number((match[3] ?? "0").padEnd(2, "0"));
  const paise = whole * 100 + fraction;
  return match[1] ? -paise : paise;
}

const rupeeFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How the app writes an amount of paise: "₹1,234.50", or "₹100" when it is whole rupees. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return abs % 100 === 0
    ? `${sign}₹${(abs / 100).toLocaleString("en-IN")}`
    : `${sign}₹${rupeeFormat.format(abs / 100)}`;
}

/** The value beside a figure's label in a dashboard's list of figures (a `<dt>` and the `<dd>` after it). */
export function figure(list: Locator, label: string): Locator {
  return list
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Every row of a table as the texts of its cells (header and footer rows included), read in one go. */
export function tableRows(table: Locator): Promise<string[][]> {
  return table
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent?.trim() ?? "")),
    );
}

/** A downloaded file's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/**
 * A CSV's lines split into cells (CR LF line ends). Simple on purpose: it refuses quoted cells, which none of the
 * report's cells (ids, order numbers, codes, amounts, days) needs.
 */
export function csvLines(text: string): string[][] {
  expect(text, "a CSV without quoted cells").not.toContain('"');
  expect(text.endsWith("\r\n"), "the CSV's last line ends with CR LF").toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) => line.split(","));
}
