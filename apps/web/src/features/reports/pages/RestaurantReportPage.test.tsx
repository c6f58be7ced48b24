import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getRestaurantReport } from "@zaika/contract/endpoints/reports";
import { REPORT_MESSAGES, type RestaurantReport } from "@zaika/contract/reports";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RestaurantReportPage } from "./RestaurantReportPage";

/**
 * February 2026, newest first. Each delivered order's money, worked by hand at a 15 % commission on the item
 * subtotal (packaging carries none) and 18 % GST on the commission:
 * - 100045: items 630 + packaging 20 = gross 650; commission 15 % of 630 = 94.50; GST 18 % of 94.50 = 17.01;
 *   net 650 − 94.50 − 17.01 = 538.49.
 * - 100043: items 400 + packaging 10 = gross 410; commission 60; GST 10.80; net 410 − 60 − 10.80 = 339.20.
 * - 100044 was cancelled: its gross is shown, its commission, GST and net are 0 and it is out of the money totals.
 * Totals: 3 orders, 2 delivered; gross 650 + 410 = 1,060; commission 94.50 + 60 = 154.50; GST 17.01 + 10.80 = 27.81;
 * net 538.49 + 339.20 = 877.69 (and 1,060 − 154.50 − 27.81 = 877.69).
 * The ledger's statement agrees: the cancelled sale is reversed in the period, so gross 1,060 and net payable 877.69;
 * nothing was owed on 1 Feb, and after a payout of 500 the restaurant is owed 877.69 − 500 = 377.69.
 */
const FEBRUARY: RestaurantReport = {
  from: "2026-02-01",
  to: "2026-02-28",
  orders: [
    {
      orderId: "ord-3",
      orderNumber: "100045",
      placedAt: "2026-02-20T14:30:00.000Z", // 8:00 pm in India
      items: 3,
      status: "DELIVERED",
      paymentMode: "ONLINE",
      gross: 650,
      commission: 94.5,
      commissionGst: 17.01,
      net: 538.49,
    },
    {
      orderId: "ord-2",
      orderNumber: "100044",
      placedAt: "2026-02-14T18:45:00.000Z", // 12:15 am on the 15th in India
      items: 1,
      status: "CANCELLED",
      paymentMode: "COD",
      gross: 240,
      commission: 0,
      commissionGst: 0,
      net: 0,
    },
    {
      orderId: "ord-1",
      orderNumber: "100043",
      placedAt: "2026-02-01T05:00:00.000Z", // 10:30 am in India
      items: 2,
      status: "DELIVERED",
      paymentMode: "COD",
      gross: 410,
      commission: 60,
      commissionGst: 10.8,
      net: 339.2,
    },
  ],
  totals: { orders: 3, delivered: 2, gross: 1060, commission: 154.5, commissionGst: 27.81, net: 877.69 },
  settlement: {
    gross: 1060,
    commission: 154.5,
    commissionGst: 27.81,
    refunds: 0,
    cancellationFees: 0,
    netPayable: 877.69,
    paidOut: 500,
    outstanding: 377.69,
    pending: 0, // every order had been delivered or cancelled by the end of February
  },
};

const NOTHING: RestaurantReport = {
  from: "2026-03-04",
  to: "2026-03-10",
  orders: [],
  totals: { orders: 0, delivered: 0, gross: 0, commission: 0, commissionGst: 0, net: 0 },
  settlement: {
    gross: 0,
    commission: 0,
    commissionGst: 0,
    refunds: 0,
    cancellationFees: 0,
    netPayable: 0,
    paidOut: 0,
    outstanding: 0,
    pending: 0,
  },
};

/**
 * The week after, without orders: on 5 March February's 377.69 was paid out, so the statement of the empty period
 * still moves money (paid out 377.69) and nothing is owed at its end (377.69 − 377.69 = 0).
 */
const PAID_WEEK: RestaurantReport = {
  ...NOTHING,
  settlement: { ...NOTHING.settlement, paidOut: 377.69 },
};

const CSV = "Order ID,Order number\r\nord-3,100045\r\n";

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
    expect(calls[0]?.query).toEqual({ from: "2026-02-01", to: "2026-02-28" });
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
    expect(calls[0]?.query).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  });

  it("applies a preset at once and keeps the range in the URL", async () => {
    const calls = mockEndpoint(getRestaurantReport, ({ query }) => (query.from === "2026-02-01" ? FEBRUARY : NOTHING));
    const { router } = renderPage();
    await screen.findByText("No orders in this period");

    await userEvent.click(screen.getByRole("button", { name: "Last month" }));

    expect(await findOrdersTable()).toBeInTheDocument();
    expect(calls.map((call) => call.query)).toEqual([
      { from: "2026-03-04", to: "2026-03-10" },
      { from: "2026-02-01", to: "2026-02-28" },
    ]);
    expect(router.state.location.search).toBe("?from=2026-02-01&to=2026-02-28");
    expect(screen.getByLabelText("From")).toHaveValue("2026-02-01");

    await userEvent.click(screen.getByRole("button", { name: "This month" }));
    expect(await screen.findByText("No orders in this period")).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ from: "2026-03-01", to: "2026-03-10" });
  });

  it("asks for a range typed into the date inputs", async () => {
    const calls = mockEndpoint(getRestaurantReport, ({ query }) => (query.from === "2026-02-01" ? FEBRUARY : NOTHING));
    const { router } = renderPage();
    await screen.findByText("No orders in this period");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-02-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-02-28" } });
    await userEvent.click(screen.getByRole("button", { name: "Show report" }));

    expect(await findOrdersTable()).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ from: "2026-02-01", to: "2026-02-28" });
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

  it("downloads the CSV of the range (format=csv) and saves it under the server's file name", async () => {
    const calls = mockEndpoint(getRestaurantReport, ({ query }) =>
      query.format === "csv"
        ? new Response(CSV, {
            headers: {
              "Content-Type": "text/csv; charset=utf-8",
              "Content-Disposition": 'attachment; filename="zaika-report-2026-02-01-to-2026-02-28.csv"',
            },
          })
        : FEBRUARY,
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
    renderPage("/restaurant/report?from=2026-02-01&to=2026-02-28");
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
