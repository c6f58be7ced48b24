import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { getSettlements, recordRestaurantPayout } from "@zaika/contract/endpoints/settlements";
import { SETTLEMENT_MESSAGES, type Settlement } from "@zaika/contract/settlements";
import { describe, expect, it, vi } from "vitest";
import { todayInIndia } from "../../../lib/india-time";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { AdminSettlementsPage } from "./AdminSettlementsPage";

const RESTAURANT_ID = "7d1e2f3a-0000-4000-8000-0000000000aa";

const sharma: Settlement = {
  restaurantId: RESTAURANT_ID,
  name: "Sharma Ji Ki Rasoi",
  city: "Indore",
  outstanding: 4520.75,
  pending: 310.5,
  paidOut: 12000,
  lastPayoutOn: "2026-01-15",
};
const chappan: Settlement = {
  restaurantId: "7d1e2f3a-0000-4000-8000-0000000000bb",
  name: "Chappan Dukan Chaat",
  city: "Indore",
  outstanding: 0,
  pending: 0,
  paidOut: 800,
  lastPayoutOn: null,
};

function page(rows: Settlement[]): ResponseOf<typeof getSettlements> {
  return { data: rows, pagination: { page: 1, limit: 10, total: rows.length, totalPages: 1 } };
}

function renderPage(path = "/admin/settlements") {
  return renderRoutes([{ path: "/admin/settlements", element: <AdminSettlementsPage /> }], path);
}

function wideScreen() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function card(name: string): HTMLElement {
  const item = screen.getByText(name).closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

describe("AdminSettlementsPage", () => {
  it("lists the restaurants owed money with what they are owed, paid out and the last payout", async () => {
    const lists = mockEndpoint(getSettlements, page([sharma]));
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading settlements");
    await screen.findByText("Sharma Ji Ki Rasoi");
    const item = card("Sharma Ji Ki Rasoi");
    expect(within(item).getByText("Outstanding").nextElementSibling).toHaveTextContent("₹4,520.75");
    expect(within(item).getByText("Pending").nextElementSibling).toHaveTextContent("₹310.50");
    expect(within(item).getByText("Paid out").nextElementSibling).toHaveTextContent("₹12,000");
    expect(within(item).getByText("Last payout").nextElementSibling).toHaveTextContent("15 Jan 2026");
    expect(within(item).getByRole("button", { name: "Record payout to Sharma Ji Ki Rasoi" })).toBeInTheDocument();
    expect(screen.getByText("1 restaurant")).toBeInTheDocument();
    // Only those owed something: the server's default, no `all` sent.
    expect(lists[0]?.query).toEqual({ page: "1", limit: "10" });
  });

  it("shows a table on wide screens, with no payout for a restaurant owed nothing", async () => {
    wideScreen();
    mockEndpoint(getSettlements, page([sharma, chappan]));
    renderPage("/admin/settlements?all=true");

    const table = await screen.findByRole("table", { name: "Settlements" });
    const cells = (name: RegExp) =>
      within(within(table).getByRole("row", { name }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(/Sharma Ji Ki Rasoi/)).toEqual([
      "Sharma Ji Ki RasoiIndore",
      "₹4,520.75",
      "₹310.50",
      "₹12,000",
      "15 Jan 2026",
      "Record payout",
    ]);
    expect(cells(/Chappan Dukan Chaat/)).toEqual(["Chappan Dukan ChaatIndore", "₹0", "₹0", "₹800", "Never", ""]);
  });

  it("says a restaurant with a negative outstanding owes the platform", async () => {
    mockEndpoint(getSettlements, page([{ ...chappan, outstanding: -150.5 }]));
    renderPage("/admin/settlements?all=true");

    const item = (await screen.findByText("Chappan Dukan Chaat")).closest("li") as HTMLElement;
    expect(within(item).getByText("Outstanding").nextElementSibling).toHaveTextContent(
      "-₹150.50Owes the platform (a refund after a payout)",
    );
    expect(within(item).queryByRole("button", { name: /Record payout/ })).not.toBeInTheDocument();
  });

  it("shows that nobody is owed anything, and offers every restaurant instead", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(getSettlements, ({ query }) => (query.all === "true" ? page([chappan]) : page([])));
    renderPage();

    expect(await screen.findByText("No restaurant is owed anything right now")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all restaurants" }));

    expect(await screen.findByText("Chappan Dukan Chaat")).toBeInTheDocument();
    expect(lists.map((call) => call.query)).toEqual([
      { page: "1", limit: "10" },
      { page: "1", limit: "10", all: "true" },
    ]);
    expect(screen.getByRole("checkbox", { name: "Show all restaurants" })).toBeChecked();
  });

  it("asks again with all=true when 'Show all restaurants' is ticked, and without it when unticked", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(getSettlements, ({ query }) =>
      query.all === "true" ? page([sharma, chappan]) : page([sharma]),
    );
    const { router } = renderPage();
    await screen.findByText("Sharma Ji Ki Rasoi");

    await user.click(screen.getByRole("checkbox", { name: "Show all restaurants" }));
    expect(await screen.findByText("Chappan Dukan Chaat")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?all=true");

    await user.click(screen.getByRole("checkbox", { name: "Show all restaurants" }));
    await waitFor(() => expect(screen.queryByText("Chappan Dukan Chaat")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("");
    expect(lists.map((call) => call.query.all)).toEqual([undefined, "true", undefined]);
  });

  it("shows an error with a retry that asks again", async () => {
    const user = userEvent.setup();
    // A 4xx is not retried by the query client, so the error shows at once.
    mockEndpointError(getSettlements, 403, { message: "Only admins may see settlements", code: "FORBIDDEN" });
    renderPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the settlements");
    expect(alert).toHaveTextContent("Only admins may see settlements");

    mockEndpoint(getSettlements, page([sharma]));
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Sharma Ji Ki Rasoi")).toBeInTheDocument();
  });

  it("records a payout prefilled with the outstanding amount, says so and shows the lower outstanding", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let current = sharma;
    mockEndpoint(getSettlements, () => page([current]));
    const payouts = mockEndpoint(recordRestaurantPayout, ({ body }) => {
      // ₹4,520.75 owed − ₹4,000 paid = ₹520.75 still owed; ₹12,000 + ₹4,000 = ₹16,000 paid out; pending unchanged.
      current = { ...sharma, outstanding: 520.75, paidOut: 16000, lastPayoutOn: body.paidOn };
      return { success: true, message: "Payout of ₹4,000 to Sharma Ji Ki Rasoi recorded", data: current };
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Record payout to Sharma Ji Ki Rasoi" }));
    const dialog = screen.getByRole("dialog", { name: "Record payout to Sharma Ji Ki Rasoi" });
    const amount = within(dialog).getByLabelText("Amount (₹)");
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue(4520.75);
    expect(within(dialog).getByLabelText("Paid on")).toHaveValue(todayInIndia());

    await user.clear(amount);
    await user.type(amount, "4000");
    await user.type(within(dialog).getByLabelText("Reference (UTR)"), " HDFCN26015123456 ");
    await user.clear(within(dialog).getByLabelText("Paid on"));
    await user.type(within(dialog).getByLabelText("Paid on"), "2026-11-01");
    await user.click(within(dialog).getByRole("button", { name: "Record payout" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(payouts.map((call) => [call.params.restaurantId, call.body])).toEqual([
      [RESTAURANT_ID, { amount: 4000, reference: "HDFCN26015123456", paidOn: "2026-11-01" }],
    ]);
    expect(success).toHaveBeenCalledWith("Payout of ₹4,000 to Sharma Ji Ki Rasoi recorded");
    const item = card("Sharma Ji Ki Rasoi");
    await waitFor(() => expect(within(item).getByText("Outstanding").nextElementSibling).toHaveTextContent("₹520.75"));
    expect(within(item).getByText("Paid out").nextElementSibling).toHaveTextContent("₹16,000");
    expect(within(item).getByText("Last payout").nextElementSibling).toHaveTextContent("1 Nov 2026");
  });

  it("shows the server's 422 on the amount field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const refusal = "The payout is more than the ₹3,000 outstanding";
    mockEndpoint(getSettlements, page([sharma]));
    const payouts = mockEndpointError(recordRestaurantPayout, 422, {
      message: refusal,
      code: "BUSINESS_RULE",
      details: [{ field: "amount", message: refusal }],
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Record payout to Sharma Ji Ki Rasoi" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Reference (UTR)"), "UTR0001");
    await user.click(within(dialog).getByRole("button", { name: "Record payout" }));

    const amount = within(dialog).getByLabelText("Amount (₹)");
    await waitFor(() => expect(amount).toHaveAccessibleDescription(refusal));
    expect(amount).toHaveFocus();
    expect(payouts.map((call) => call.body)).toEqual([
      { amount: 4520.75, reference: "UTR0001", paidOn: todayInIndia() },
    ]);
  });

  it("checks the form before sending: an amount, a reference and a day not after today", async () => {
    const user = userEvent.setup();
    mockEndpoint(getSettlements, page([sharma]));
    const payouts = mockEndpoint(recordRestaurantPayout, { success: true, message: "never", data: sharma });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Record payout to Sharma Ji Ki Rasoi" }));
    const dialog = screen.getByRole("dialog");
    await user.clear(within(dialog).getByLabelText("Amount (₹)"));
    await user.clear(within(dialog).getByLabelText("Paid on"));
    await user.type(within(dialog).getByLabelText("Paid on"), "2999-01-01");
    await user.click(within(dialog).getByRole("button", { name: "Record payout" }));

    expect(within(dialog).getByLabelText("Amount (₹)")).toHaveAccessibleDescription("Amount must be a number");
    expect(within(dialog).getByLabelText("Reference (UTR)")).toHaveAccessibleDescription(
      expect.stringContaining("reference is required (e.g. the bank's UTR)"),
    );
    expect(within(dialog).getByLabelText("Paid on")).toHaveAccessibleDescription(
      expect.stringContaining(SETTLEMENT_MESSAGES.paidOnFuture),
    );
    expect(payouts).toHaveLength(0);
  });

  it("closes the dialog with Escape and gives focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    mockEndpoint(getSettlements, page([sharma]));
    renderPage();

    const open = await screen.findByRole("button", { name: "Record payout to Sharma Ji Ki Rasoi" });
    await user.click(open);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
