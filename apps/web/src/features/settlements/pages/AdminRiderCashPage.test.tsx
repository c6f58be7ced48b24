import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { getRiderCash, recordRiderDeposit } from "@zaika/contract/endpoints/settlements";
import type { RiderCash } from "@zaika/contract/settlements";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { AdminRiderCashPage } from "./AdminRiderCashPage";

const RIDER_ID = "9c0e0a4e-0000-4000-8000-000000000001";

const ravi: RiderCash = {
  riderId: RIDER_ID,
  name: "Ravi Kumar",
  phone: "9876500001",
  held: 1850,
  deliveries: 4,
  heldSince: "2026-01-15T06:30:00.000Z",
  deposited: 5200,
  lastDepositAt: "2026-01-14T12:00:00.000Z",
};
const sunil: RiderCash = {
  riderId: "9c0e0a4e-0000-4000-8000-000000000002",
  name: "Sunil Yadav",
  phone: null,
  held: 0,
  deliveries: 0,
  heldSince: null,
  deposited: 0,
  lastDepositAt: null,
};

function page(rows: RiderCash[]): ResponseOf<typeof getRiderCash> {
  return { data: rows, pagination: { page: 1, limit: 10, total: rows.length, totalPages: 1 } };
}

function renderPage(path = "/admin/rider-cash") {
  return renderRoutes([{ path: "/admin/rider-cash", element: <AdminRiderCashPage /> }], path);
}

function card(name: string): HTMLElement {
  const item = screen.getByText(name).closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

describe("AdminRiderCashPage", () => {
  it("lists the riders holding cash: how much, from how many deliveries, since when, and their deposits", async () => {
    const lists = mockEndpoint(getRiderCash, page([ravi]));
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading rider cash");
    await screen.findByText("Ravi Kumar");
    const item = card("Ravi Kumar");
    const value = (label: string) => within(item).getByText(label).nextElementSibling;
    expect(value("Cash held")).toHaveTextContent("₹1,850");
    expect(value("Deliveries")).toHaveTextContent("4");
    // 06:30 UTC is 12:00 pm in India.
    expect(value("Held since")).toHaveTextContent("15 Jan 2026, 12:00 pm");
    expect(value("Deposited")).toHaveTextContent("₹5,200");
    expect(value("Last deposit")).toHaveTextContent("14 Jan 2026, 5:30 pm");
    expect(lists[0]?.query).toEqual({ page: "1", limit: "10" });
  });

  it("shows a table on wide screens, with no deposit for a rider holding nothing", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockEndpoint(getRiderCash, page([ravi, sunil]));
    renderPage("/admin/rider-cash?all=true");

    const table = await screen.findByRole("table", { name: "Rider cash" });
    const cells = (name: RegExp) =>
      within(within(table).getByRole("row", { name }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(/Ravi Kumar/)).toEqual([
      "Ravi Kumar9876500001",
      "₹1,850",
      "4",
      "15 Jan 2026, 12:00 pm",
      "₹5,200",
      "14 Jan 2026, 5:30 pm",
      "Record deposit",
    ]);
    expect(cells(/Sunil Yadav/)).toEqual(["Sunil Yadav", "₹0", "0", "—", "₹0", "Never", ""]);
  });

  it("says when no rider holds cash, and asks again with all=true when 'Show all riders' is ticked", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(getRiderCash, ({ query }) => (query.all === "true" ? page([sunil]) : page([])));
    const { router } = renderPage();

    expect(await screen.findByText("No rider is holding cash right now")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Show all riders" }));

    expect(await screen.findByText("Sunil Yadav")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?all=true");
    expect(lists.map((call) => call.query.all)).toEqual([undefined, "true"]);
  });

  it("shows an error with a retry", async () => {
    const user = userEvent.setup();
    mockEndpointError(getRiderCash, 403, { message: "Only admins may see rider cash", code: "FORBIDDEN" });
    renderPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the riders' cash");
    mockEndpoint(getRiderCash, page([ravi]));
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Ravi Kumar")).toBeInTheDocument();
  });

  it("records a deposit prefilled with the cash held, says so and shows what the rider still holds", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let current = ravi;
    mockEndpoint(getRiderCash, () => page([current]));
    const deposits = mockEndpoint(recordRiderDeposit, () => {
      // ₹1,850 held − ₹1,500 handed in = ₹350 still held; ₹5,200 + ₹1,500 = ₹6,700 deposited.
      current = { ...ravi, held: 350, deliveries: 1, deposited: 6700, lastDepositAt: "2026-01-16T04:30:00.000Z" };
      return { success: true, message: "Deposit of ₹1,500 from Ravi Kumar recorded", data: current };
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Record deposit from Ravi Kumar" }));
    const dialog = screen.getByRole("dialog", { name: "Record deposit from Ravi Kumar" });
    const amount = within(dialog).getByLabelText("Amount (₹)");
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue(1850);

    await user.clear(amount);
    await user.type(amount, "1500");
    await user.type(within(dialog).getByLabelText("Reference"), "SLIP-0042");
    await user.click(within(dialog).getByRole("button", { name: "Record deposit" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deposits.map((call) => [call.params.riderId, call.body])).toEqual([
      [RIDER_ID, { amount: 1500, reference: "SLIP-0042" }],
    ]);
    expect(success).toHaveBeenCalledWith("Deposit of ₹1,500 from Ravi Kumar recorded");
    const item = card("Ravi Kumar");
    await waitFor(() => expect(within(item).getByText("Cash held").nextElementSibling).toHaveTextContent("₹350"));
    expect(within(item).getByText("Deposited").nextElementSibling).toHaveTextContent("₹6,700");
  });

  it("shows the server's 422 on the amount field", async () => {
    const user = userEvent.setup();
    const refusal = "The deposit is more than the ₹1,850 the rider holds";
    mockEndpoint(getRiderCash, page([ravi]));
    const deposits = mockEndpointError(recordRiderDeposit, 422, {
      message: refusal,
      code: "BUSINESS_RULE",
      details: [{ field: "amount", message: refusal }],
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Record deposit from Ravi Kumar" }));
    const dialog = screen.getByRole("dialog");
    const amount = within(dialog).getByLabelText("Amount (₹)");
    await user.clear(amount);
    await user.type(amount, "2000");
    await user.type(within(dialog).getByLabelText("Reference"), "SLIP-0043");
    await user.click(within(dialog).getByRole("button", { name: "Record deposit" }));

    await waitFor(() => expect(amount).toHaveAccessibleDescription(refusal));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(deposits.map((call) => call.body)).toEqual([{ amount: 2000, reference: "SLIP-0043" }]);
  });

  it("refuses an amount with more than two decimals before sending", async () => {
    const user = userEvent.setup();
    mockEndpoint(getRiderCash, page([ravi]));
    const deposits = mockEndpoint(recordRiderDeposit, { success: true, message: "never", data: ravi });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Record deposit from Ravi Kumar" }));
    const dialog = screen.getByRole("dialog");
    await user.clear(within(dialog).getByLabelText("Amount (₹)"));
    await user.type(within(dialog).getByLabelText("Amount (₹)"), "10.005");
    await user.type(within(dialog).getByLabelText("Reference"), "SLIP-0044");
    await user.click(within(dialog).getByRole("button", { name: "Record deposit" }));

    expect(within(dialog).getByLabelText("Amount (₹)")).toHaveAccessibleDescription(
      "Amount can have at most 2 decimals",
    );
    expect(deposits).toHaveLength(0);
  });
});
