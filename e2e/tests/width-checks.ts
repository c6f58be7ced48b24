/**
 * The checks of every-width.spec.ts: a page is settled, no wider than the viewport, free of axe violations; a panel
 * lies fully on screen; an admin table shows every column and its row actions at a desktop width.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The page has drawn its heading and finished its first loads (no skeleton or busy list left). */
export async function settle(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator("main .animate-pulse")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The elements that stick out past the right edge while their parent does not: where an overflow starts. */
async function overflowCulprits(page: Page, width: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const describe = (element: Element) => {
      const className = typeof element.className === "string" ? element.className : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${className.slice(0, 80)}"> right=${Math.round(element.getBoundingClientRect().right)} "${text}"`;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit + 0.5;
    return [...document.body.querySelectorAll("*")]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .slice(0, 8)
      .map(describe);
  }, width);
}

/** No sideways scroll: the document is no wider than the viewport (the width the test set, not what the page says). */
export async function expectNoSidewaysScroll(page: Page, label: string, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const culprits = scrollWidth > width ? await overflowCulprits(page, width) : [];
  expect
    .soft(scrollWidth, `${label} at ${width} px is ${scrollWidth} px wide: ${culprits.join("; ")}`)
    .toBeLessThanOrEqual(width);
}

/** Every axe rule that is not experimental (WCAG 2.0-2.2 A and AA and best practices among them). */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect.soft(found, `${label}: axe violations`).toEqual([]);
}

/** The page at this width: settled, no sideways scroll, no axe violation. */
export async function checkPage(page: Page, label: string, width: number) {
  await settle(page);
  await expectNoSidewaysScroll(page, label, width);
  await expectNoAxeViolations(page, label);
}

/** The locator's box lies fully inside the viewport once it has settled (a drawer slides in first). */
export async function expectOnScreen(locator: Locator, label: string) {
  await expect(locator).toBeVisible();
  const viewport = locator.page().viewportSize();
  if (!viewport) throw new Error(`${label}: no viewport`);
  const inside = async () => {
    const box = await locator.boundingBox();
    return (
      box !== null &&
      box.x >= -0.5 &&
      box.y >= -0.5 &&
      box.x + box.width <= viewport.width + 0.5 &&
      box.y + box.height <= viewport.height + 0.5
    );
  };
  await expect.soft
    .poll(inside, { message: `${label} fully in ${viewport.width}×${viewport.height}`, timeout: 3000 })
    .toBe(true);
}

/**
 * At a desktop width: every column header of the table and every control of its rows lie inside the viewport,
 * and the table's scroll box does not hide any of it (no sideways scroll inside the card either).
 */
export async function expectWholeTable(table: Locator, label: string, width: number) {
  await expect(table).toBeVisible();
  const report = await table.evaluate((element, limit) => {
    const problems: string[] = [];
    const within = (box: DOMRect, clip: DOMRect) => box.left >= clip.left - 0.5 && box.right <= clip.right + 0.5;
    let clip = new DOMRect(0, 0, limit, window.innerHeight);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== "visible") {
        if (parent.scrollWidth > parent.clientWidth) {
          problems.push(
            `scrolls sideways inside ${parent.tagName.toLowerCase()} (${parent.scrollWidth} > ${parent.clientWidth})`,
          );
        }
        const box = parent.getBoundingClientRect();
        clip = new DOMRect(
          Math.max(clip.left, box.left),
          0,
          Math.min(clip.right, box.right) - Math.max(clip.left, box.left),
          0,
        );
      }
    }
    const headers = [...element.querySelectorAll("thead th")];
    for (const header of headers) {
      const name = (header.textContent ?? "").trim();
      if (!within(header.getBoundingClientRect(), clip)) problems.push(`header "${name}" is cut off`);
    }
    for (const control of element.querySelectorAll("tbody button, tbody a, tbody input, tbody select")) {
      const name = control.getAttribute("aria-label") ?? (control.textContent ?? "").trim();
      if (!within(control.getBoundingClientRect(), clip)) problems.push(`row control "${name}" is cut off`);
    }
    return { problems, headers: headers.map((header) => (header.textContent ?? "").trim()) };
  }, width);
  expect.soft(report.problems, `${label} table at ${width} px`).toEqual([]);
  return report.headers;
}
