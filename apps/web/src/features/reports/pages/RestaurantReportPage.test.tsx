import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getRestaurantReport } from "@zaika/contract/endpoints/reports";
import { REPORT_MESSAGES } from "@zaika/contract/reports";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RestaurantReportPage } from "./RestaurantReportPage";
import { busyFebruary, CSV, FEBRUARY, NOTHING, PAID_WEEK } from "./report-fixtures";

beforeEach(() => {
  // Noon in India on Tuesday 10 March 2026: "Last 7 days" is 4–10 March, "Last month" February. Only the date is
  // fixed; timers stay real for the mock API.
  vi.useFakeTimers({ now: new Date("2026-03-10T06:30:00.000Z"), toFake: ["Date"] });
});

function renderPage(path = "/restaurant/report") {
  signInAs("restaurant", "Meera Iyer", "owner-1");
  return renderRoutes([{ path: "/restaurant/report", element: <RestaurantReportPage /> }], path);
}

function reportRequests(): Request[] {
  return apiRequests().filter((request) => new URL(request.url).pathname === "/api/restaurant/report");
}

/** The cells of a table row as text. */
function cells(row: HTMLElement): string[] {
  return Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent ?? "");
}

/** The busy February as the server pages it: 50 orders a page, 37 on page 12 (587 − 11 × 50), none past it. */
function busyServer({ query }: { query: Record<string, string> }) {
  const page = Number(query.page);
  return busyFebruary(page, page < 12 ? 50 : page === 12 ? 37 : 0);
}

/** Whether the print layout keeps an element: inside the report, in nothing report-print.css or print:hidden hides. */
function printed(element: Element): boolean {
  return element.closest(".report-page") !== null && element.closest(`${PRINT_HIDDEN}, .print\\:hidden`) === null;
}

const findOrdersTable = () => screen.findByRole("table", { name: /^Orders of the period/ });

/** The settlement statement's lines as "label: amount", each label without its explanation. */
function statementLines(): string[] {
  const statement = screen.getByRole("region", { name: "Settlement statement" });
  return within(statement)
    .getAllByRole("row")
    .map((row) => `${row.querySelector("th")?.firstChild?.textContent}: ${row.querySelector("td")?.textContent}`);
}

/**
 * What the print layout hides, read from report-print.css's `:is(...) { display: none }` rule (from the file itself:
 * the test runner hands CSS imports over empty).
 */
const PRINT_HIDDEN = /:is\(([^)]*)\)\s*\{\s*display:\s*none/.exec(
  readFileSync(fileURLToPath(import.meta.resolve("../report-print.css")), "utf8"),
)?.[1];

describe("RestaurantReportPage", () => {
  it("opens on the range in the URL and lists its orders in India time with money and totals", async () => {
    const calls = mockEndpoint(getRestaurantReport, FEBRUARY);
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");

    const table = await findOrdersTable();
    expect(calls[0]?.query).toEqual({ from: "2026-02-01", to: "2026-02-28", page: "1" });
    expect(screen.getByLabelText("From")).toHaveValue("2026-02-01");
    expect(screen.getByLabelText("To")).toHaveValue("2026-02-28");
    expect(screen.getByText("Orders placed from 1 Feb 2026 to 28 Feb 2026 (India time)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Last month" })).toHaveAttribute("aria-pressed", "true");

    const rows = within(table).getAllByRole("row");
    expect(rows.map(cells)).toEqual([
      ["Order", "Placed (IST)", "Items", "Status", "Payment", "Gross", "Commission", "GST on commission", "Net"],
      ["100045", "20 Feb 2026, 8:00 pm", "3", "Delivered", "Online", "₹650", "₹94.50", "₹17.01", "₹538.49"],
      ["100044", "15 Feb 2026, 12:15 am", "1", "Cancelled", "Cash on delivery", "₹240", "₹0", "₹0", "₹0"],
      ["100043", "1 Feb 2026, 10:30 am", "2", "Delivered", "Cash on delivery", "₹410", "₹60", "₹10.80", "₹339.20"],
      ["Totals: 3 orders, 2 delivered", "₹1,060", "₹154.50", "₹27.81", "₹877.69"],
    ]);
    expect(within(table).getByRole("link", { name: "100045" })).toHaveAttribute("href", "/restaurant/orders/ord-3");
    // One page holds them all: no page controls, and nothing to say about totals beyond the page.
    expect(screen.getByText("Showing 1–3 of 3 orders")).toBeInTheDocument();
    expect(screen.queryByText(/Totals are for the whole period/)).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Report order pages" })).not.toBeInTheDocument();

    const summary = screen.getByLabelText("Totals of the period");
    const figures = within(summary)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      "Orders: 3",
      "Delivered: 2",
      "Gross: ₹1,060",
      "Commission: ₹154.50",
      "GST on commission: ₹27.81",
      "Net: ₹877.69",
    ]);
  });

  it("shows the period's settlement statement from the ledger under the orders", async () => {
    mockEndpoint(getRestaurantReport, FEBRUARY);
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");
    await findOrdersTable();

    expect(screen.getByRole("heading", { level: 2, name: "Settlement statement" })).toBeInTheDocument();
    expect(
      screen.getByRole("table", { name: "Settlement statement from 1 Feb 2026 to 28 Feb 2026" }),
    ).toBeInTheDocument();
    expect(statementLines()).toEqual([
      "Gross sales: ₹1,060",
      "Commission: -₹154.50",
      "GST on commission (18 %): -₹27.81",
      "Refunds: ₹0",
      "Cancellation fees kept: ₹0",
      "Net payable: ₹877.69",
      "Paid out in this period: ₹500",
      "Outstanding (payable now): ₹377.69",
      "Pending (orders still under way): ₹0",
    ]);
  });

  it("shows the settlement statement under the empty state of a period without orders", async () => {
    mockEndpoint(getRestaurantReport, PAID_WEEK);
    renderPage("/restaurant/report?from=2026-03-04&to=2026-03-10");

    const empty = await screen.findByText("No orders in this period");
    const statement = screen.getByRole("region", { name: "Settlement statement" });
    expect(empty.compareDocumentPosition(statement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByLabelText("Totals of the period")).not.toBeInTheDocument();
    expect(
      within(statement).getByRole("table", { name: "Settlement statement from 4 Mar 2026 to 10 Mar 2026" }),
    ).toBeInTheDocument();
    expect(statementLines()).toEqual([
      "Gross sales: ₹0",
      "Commission: ₹0",
      "GST on commission (18 %): ₹0",
      "Refunds: ₹0",
      "Cancellation fees kept: ₹0",
      "Net payable: ₹0",
      "Paid out in this period: ₹377.69",
      "Outstanding (payable now): ₹0",
      "Pending (orders still under way): ₹0",
    ]);
  });

  it("shows the last 7 days when the URL names no range", async () => {
    const calls = mockEndpoint(getRestaurantReport, NOTHING);
    renderPage();

    expect(await screen.findByText("No orders in this period")).toBeInTheDocument();
    expect(calls[0]?.query).toEqual({ from: "2026-03-04", to: "2026-03-10", page: "1" });
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  });

  it("applies a preset at once and keeps the range in the URL", async () => {
    const calls = mockEndpoint(getRestaurantReport, ({ query }) => (query.from === "2026-02-01" ? FEBRUARY : NOTHING));
    const { router } = renderPage();
    await screen.findByText("No orders in this period");

    await userEvent.click(screen.getByRole("button", { name: "Last month" }));

    expect(await findOrdersTable()).toBeInTheDocument();
    expect(calls.map((call) => call.query)).toEqual([
      { from: "2026-03-04", to: "2026-03-10", page: "1" },
      { from: "2026-02-01", to: "2026-02-28", page: "1" },
    ]);
    expect(router.state.location.search).toBe("?from=2026-02-01&to=2026-02-28");
    expect(screen.getByLabelText("From")).toHaveValue("2026-02-01");

    await userEvent.click(screen.getByRole("button", { name: "This month" }));
    expect(await screen.findByText("No orders in this period")).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ from: "2026-03-01", to: "2026-03-10", page: "1" });
  });

  it("asks for a range typed into the date inputs", async () => {
    const calls = mockEndpoint(getRestaurantReport, ({ query }) => (query.from === "2026-02-01" ? FEBRUARY : NOTHING));
    const { router } = renderPage();
    await screen.findByText("No orders in this period");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-02-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-02-28" } });
    await userEvent.click(screen.getByRole("button", { name: "Show report" }));

    expect(await findOrdersTable()).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ from: "2026-02-01", to: "2026-02-28", page: "1" });
    expect(router.state.location.search).toBe("?from=2026-02-01&to=2026-02-28");
  });

  it.each([
    ["a reversed range", "2026-02-10", "2026-02-01", REPORT_MESSAGES.reversed],
    // 1 Jan 2025 to 2 Jan 2026 is 365 + 2 = 367 days, one more than a report may cover.
    ["a range longer than a year", "2025-01-01", "2026-01-02", REPORT_MESSAGES.tooLong],
  ])("refuses %s before asking the server", async (_, from, to, message) => {
    mockEndpoint(getRestaurantReport, NOTHING);
    const { router } = renderPage();
    await screen.findByText("No orders in this period");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: from } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: to } });
    await userEvent.click(screen.getByRole("button", { name: "Show report" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(reportRequests()).toHaveLength(1);
    expect(router.state.location.search).toBe("");
  });

  it("says what is wrong with a range written into the URL, and asks nothing", async () => {
    renderPage("/restaurant/report?from=2026-02-28&to=2026-02-01");

    expect(await screen.findByText(REPORT_MESSAGES.reversed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Settlement statement" })).not.toBeInTheDocument();
    expect(reportRequests()).toHaveLength(0);
  });

  it("shows the server's message beside the range when it refuses it (400)", async () => {
    mockEndpointError(getRestaurantReport, 400, { message: "to is not a real date", code: "VALIDATION_ERROR" });
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");

    expect(await screen.findByRole("alert")).toHaveTextContent("to is not a real date");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });

  it("shows a skeleton while loading, then the failure with a retry that loads the report", async () => {
    mockEndpointError(getRestaurantReport, 404, { message: "You have no restaurant yet", code: "NOT_FOUND" });
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");

    expect(screen.getByRole("status")).toHaveTextContent("Loading the report");
    expect(screen.queryByRole("region", { name: "Settlement statement" })).not.toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the report");
    expect(alert).toHaveTextContent("You have no restaurant yet");
    expect(screen.queryByRole("region", { name: "Settlement statement" })).not.toBeInTheDocument();

    mockEndpoint(getRestaurantReport, FEBRUARY);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await findOrdersTable()).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("downloads the CSV of the whole range (format=csv, no page) from any page, under the server's file name", async () => {
    const calls = mockEndpoint(getRestaurantReport, (call) =>
      call.query.format === "csv"
        ? new Response(CSV, {
            headers: {
              "Content-Type": "text/csv; charset=utf-8",
              "Content-Disposition": 'attachment; filename="zaika-report-2026-02-01-to-2026-02-28.csv"',
            },
          })
        : busyServer(call),
    );
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:report";
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const links: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      links.push(this);
    });
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28&page=2");
    await findOrdersTable();

    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));

    await vi.waitFor(() => expect(links).toHaveLength(1));
    expect(calls.at(-1)?.query).toEqual({ from: "2026-02-01", to: "2026-02-28", format: "csv" });
    expect(calls.at(-1)?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(links[0]?.download).toBe("zaika-report-2026-02-01-to-2026-02-28.csv");
    expect(links[0]?.getAttribute("href")).toBe("blob:report");
    expect(await saved[0]?.text()).toBe(CSV);
  });

  it("toasts the server's message when the download fails", async () => {
    const error = vi.spyOn(toast, "error");
    mockEndpoint(getRestaurantReport, ({ query }) =>
      query.format === "csv"
        ? Response.json({ success: false, message: "Report unavailable", code: "INTERNAL" }, { status: 503 })
        : FEBRUARY,
    );
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");
    await findOrdersTable();

    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));

    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Report unavailable", expect.anything()));
  });

  it("prints the page", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    mockEndpoint(getRestaurantReport, FEBRUARY);
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");
    await findOrdersTable();

    await userEvent.click(screen.getByRole("button", { name: "Print" }));

    expect(print).toHaveBeenCalledOnce();
  });

  it("keeps the settlement statement on paper: inside the printed page, in nothing the print layout hides", async () => {
    mockEndpoint(getRestaurantReport, FEBRUARY);
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");
    await findOrdersTable();

    expect(PRINT_HIDDEN).toContain("button");
    const statement = screen.getByRole("region", { name: "Settlement statement" });
    expect(statement.closest(".report-page")).not.toBeNull();
    expect(statement.closest(PRINT_HIDDEN ?? "")).toBeNull();
    expect(statement.closest(".print\\:hidden")).toBeNull();
    expect(statement.querySelector(`${PRINT_HIDDEN}, .print\\:hidden`)).toBeNull();
  });
});

describe("RestaurantReportPage: the orders in pages", () => {
  it("asks for the page in the URL and shows which orders it holds, with the whole period's totals", async () => {
    const calls = mockEndpoint(getRestaurantReport, busyServer);
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28&page=2");

    const table = await findOrdersTable();
    expect(calls[0]?.query).toEqual({ from: "2026-02-01", to: "2026-02-28", page: "2" });
    expect(screen.getByText("Showing 51–100 of 587 orders. Totals are for the whole period.")).toBeInTheDocument();
    expect(table).toHaveAccessibleName(
      "Orders of the period with gross, commission, GST on commission and net, orders 51 to 100 of 587",
    );
    const rows = within(table).getAllByRole("row").map(cells);
    expect(rows).toHaveLength(52); // the header, 50 orders, the totals
    expect(rows[1]).toEqual([
      "200537",
      "20 Feb 2026, 8:00 pm",
      "2",
      "Delivered",
      "Online",
      "₹300",
      "₹42",
      "₹7.56",
      "₹250.44",
    ]);
    expect(rows[50]?.[0]).toBe("200488");
    expect(rows[51]).toEqual([
      "Totals: 587 orders, 560 delivered",
      "₹1,68,000",
      "₹23,520",
      "₹4,233.60",
      "₹1,40,246.40",
    ]);
    const summary = screen.getByLabelText("Totals of the period");
    expect(within(summary).getByText("Orders").nextElementSibling).toHaveTextContent("587");
    expect(within(summary).getByText("Net").nextElementSibling).toHaveTextContent("₹1,40,246.40");
    expect(statementLines()).toContain("Net payable: ₹1,40,246.40");
    const pages = screen.getByRole("navigation", { name: "Report order pages" });
    expect(within(pages).getByText("Page 2 of 12")).toBeInTheDocument();
  });

  it("turns the page with the page controls: URL and request carry it, the shown page stays until the next is in", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockEndpoint(getRestaurantReport, async (call) => {
      if (call.query.page === "2") await held;
      return busyServer(call);
    });
    const { router } = renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");
    expect(await screen.findByText("Showing 1–50 of 587 orders. Totals are for the whole period.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(router.state.location.search).toBe("?from=2026-02-01&to=2026-02-28&page=2");
    await vi.waitFor(() => expect(calls.at(-1)?.query).toEqual({ from: "2026-02-01", to: "2026-02-28", page: "2" }));
    expect(screen.getByRole("link", { name: "200587" })).toBeInTheDocument();
    expect(screen.getByText(/^Showing 1–50/).closest('[aria-busy="true"]')).not.toBeNull();

    release();
    expect(await screen.findByRole("link", { name: "200537" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "200587" })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    // Back returns to the first page, kept without a page number in the URL.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?from=2026-02-01&to=2026-02-28");
    expect(await screen.findByRole("link", { name: "200587" })).toBeInTheDocument();
  });

  it("starts a new range on its first page", async () => {
    const calls = mockEndpoint(getRestaurantReport, (call) =>
      call.query.from === "2026-02-01" ? busyServer(call) : NOTHING,
    );
    const { router } = renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28&page=3");
    expect(await screen.findByText(/^Showing 101–150 of 587 orders/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "This month" }));

    expect(await screen.findByText("No orders in this period")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?from=2026-03-01&to=2026-03-10");
    expect(calls.at(-1)?.query).toEqual({ from: "2026-03-01", to: "2026-03-10", page: "1" });
  });

  it("asks for the first page when the URL's page is not one", async () => {
    const calls = mockEndpoint(getRestaurantReport, FEBRUARY);
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28&page=0");

    await findOrdersTable();
    expect(calls[0]?.query).toEqual({ from: "2026-02-01", to: "2026-02-28", page: "1" });
  });

  it("offers the last page for a page past it, with the period's totals rather than 'No orders'", async () => {
    const calls = mockEndpoint(getRestaurantReport, busyServer);
    const { router } = renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28&page=13");

    expect(await screen.findByText("No orders on page 13")).toBeInTheDocument();
    expect(screen.getByText("This period's 587 orders fill 12 pages.")).toBeInTheDocument();
    expect(screen.queryByText("No orders in this period")).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: /^Orders of the period/ })).not.toBeInTheDocument();
    const summary = screen.getByLabelText("Totals of the period");
    expect(within(summary).getByText("Orders").nextElementSibling).toHaveTextContent("587");
    expect(screen.getByRole("region", { name: "Settlement statement" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Go to page 12" }));

    expect(
      await screen.findByText("Showing 551–587 of 587 orders. Totals are for the whole period."),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("?from=2026-02-01&to=2026-02-28&page=12");
    expect(calls.map((call) => call.query.page)).toEqual(["13", "12"]);
    const rows = within(await findOrdersTable())
      .getAllByRole("row")
      .map(cells);
    expect(rows).toHaveLength(39); // the header, 37 orders, the totals
    expect(rows[37]?.[0]).toBe("200001");
  });

  it("prints the summary, the statement and the page on screen, and says the CSV has every order", async () => {
    mockEndpoint(getRestaurantReport, busyServer);
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28&page=2");
    const table = await findOrdersTable();

    const hint = "Print shows the page of orders on screen; the CSV has every order of the period.";
    expect(screen.getByText(hint)).toBeVisible();
    expect(screen.getByRole("button", { name: "Print" })).toHaveAccessibleDescription(hint);
    expect(screen.getByRole("button", { name: "Download CSV" })).toHaveAccessibleDescription(hint);
    expect(printed(screen.getByLabelText("Totals of the period"))).toBe(true);
    expect(printed(screen.getByText(/^Showing 51–100 of 587 orders/))).toBe(true);
    expect(printed(table)).toBe(true);
    expect(printed(screen.getByRole("region", { name: "Settlement statement" }))).toBe(true);
    expect(printed(screen.getByRole("navigation", { name: "Report order pages" }))).toBe(false);
    expect(printed(screen.getByText(hint))).toBe(false);
  });
});
