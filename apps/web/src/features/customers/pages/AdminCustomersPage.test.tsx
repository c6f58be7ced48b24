import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CUSTOMER_MESSAGES, type Customer } from "@zaika/contract/customer-admin";
import { blockCustomer, getCustomers } from "@zaika/contract/endpoints/customers";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { AdminCustomersPage } from "./AdminCustomersPage";

const asha: Customer = {
  _id: "customer-1",
  name: "Asha Verma",
  phone: "9876543210",
  email: "asha@example.com",
  orderCount: 7,
  totalSpent: 2450.5,
  isBlocked: false,
  blockedReason: null,
  // 20:00 UTC on 14 Jan is already 15 Jan in India.
  createdAt: "2026-01-14T20:00:00.000Z",
};

function page(customers: Customer[], totalPages = 1) {
  return { data: customers, pagination: { page: 1, limit: 10, total: customers.length, totalPages } };
}

function renderPage() {
  return renderRoutes([{ path: "/admin/customers", element: <AdminCustomersPage /> }], "/admin/customers");
}

describe("AdminCustomersPage", () => {
  it("lists customers with orders, total spent in rupees and the join date in IST", async () => {
    mockEndpoint(getCustomers, page([asha]));
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading customers");
    const item = (await screen.findByText("Asha Verma")).closest("li");
    if (!item) throw new Error("no card");
    expect(within(item).getByText("9876543210")).toBeInTheDocument();
    expect(within(item).getByText("asha@example.com")).toBeInTheDocument();
    expect(within(item).getByText("Orders").nextElementSibling).toHaveTextContent("7");
    expect(within(item).getByText("Total spent").nextElementSibling).toHaveTextContent("₹2,450.50");
    expect(within(item).getByText("Joined").nextElementSibling).toHaveTextContent("15 Jan 2026");
    expect(within(item).getByText("Active")).toBeInTheDocument();
  });

  it("searches once typing pauses and starts again from page 1", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(getCustomers, page([asha], 3));
    renderPage();
    await screen.findByText("Asha Verma");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(lists.some((call) => call.query.page === "2")).toBe(true));

    await user.type(screen.getByLabelText("Search customers"), "asha");

    await waitFor(() =>
      expect(lists.map((call) => call.searchParams.toString())).toContain("page=1&limit=10&search=asha"),
    );
    // Debounced: no request for the half-typed "a", "as", "ash".
    expect(lists.filter((call) => call.searchParams.has("search")).length).toBe(1);
  });

  it("shows an empty state when there are no customers", async () => {
    mockEndpoint(getCustomers, page([]));
    renderPage();
    expect(await screen.findByText("No customers yet")).toBeInTheDocument();
  });

  it("requires a reason to block, then blocks with it", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let current = asha;
    mockEndpoint(getCustomers, () => page([current]));
    const blocks = mockEndpoint(blockCustomer, ({ body }) => {
      current = { ...asha, isBlocked: body.blocked, blockedReason: (body.blocked && body.reason) || null };
      return { success: true, message: CUSTOMER_MESSAGES.blocked, data: current };
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Block Asha Verma" }));
    const dialog = screen.getByRole("dialog", { name: "Block customer" });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));

    expect(within(dialog).getByLabelText("Reason for blocking")).toHaveAccessibleDescription(
      CUSTOMER_MESSAGES.reasonRequired,
    );
    await user.type(within(dialog).getByLabelText("Reason for blocking"), "  ");
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(blocks).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Reason for blocking"), "Repeated fake COD orders");
    await user.click(within(dialog).getByRole("button", { name: "Block" }));

    expect(await screen.findByText("Blocked", { selector: "li span" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(blocks.map((call) => [call.params.id, call.body])).toEqual([
      [asha._id, { blocked: true, reason: "Repeated fake COD orders" }],
    ]);
    expect(success).toHaveBeenCalledWith(CUSTOMER_MESSAGES.blocked);
    expect(screen.getByText("Repeated fake COD orders")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unblock Asha Verma" })).toBeInTheDocument();
  });

  it("unblocks after confirmation", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let current: Customer = { ...asha, isBlocked: true, blockedReason: "Abusive to riders" };
    mockEndpoint(getCustomers, () => page([current]));
    const blocks = mockEndpoint(blockCustomer, () => {
      current = { ...asha, isBlocked: false, blockedReason: null };
      return { success: true, message: CUSTOMER_MESSAGES.unblocked, data: current };
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Unblock Asha Verma" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Unblock customer?" })).getByRole("button", { name: "Unblock" }),
    );

    expect(await screen.findByRole("button", { name: "Block Asha Verma" })).toBeInTheDocument();
    expect(blocks.map((call) => [call.params.id, call.body])).toEqual([[asha._id, { blocked: false }]]);
    expect(success).toHaveBeenCalledWith(CUSTOMER_MESSAGES.unblocked);
  });
});
