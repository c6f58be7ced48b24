import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartResponse } from "@zaika/contract/cart";
import { getMyOrders } from "@zaika/contract/endpoints/orders";
import { reorder } from "@zaika/contract/endpoints/reorder";
import type { OrderStatus } from "@zaika/contract/order-status";
import { REORDER_MESSAGES } from "@zaika/contract/reorder";
import { describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../../../test/mock-api";
import { listOf, makeOrder, toSummary } from "../../../test/orders";
import { renderRoutes, signInAs } from "../../../test/utils";
import { OrderHistory } from "./OrderHistory";

/** Order n: ZK-50000n with its own id and status. */
const order = (n: number, status: OrderStatus) =>
  toSummary(makeOrder({ _id: `0b6f1c1e-5d6a-4b7e-9f00-00000000000${n}`, orderNumber: `ZK-50000${n}`, status }));

/** The cart the reorder answers (its lines do not matter here; the cart page is a stand-in). */
const cart: CartResponse = { data: [], restaurant: null, itemCount: 0, subtotal: 0, coupon: null, previousFees: [] };

function renderHistory() {
  signInAs("user");
  return renderRoutes(
    [
      { path: "/user/profile/order-history", element: <OrderHistory show="all" /> },
      { path: "/user/cart", element: <p>Cart page</p> },
    ],
    "/user/profile/order-history",
  );
}

describe("OrderHistory: Reorder", () => {
  it("offers Reorder on ended orders only, each described by its own row, beside the link to the order", async () => {
    mockEndpoint(
      getMyOrders,
      listOf([order(1, "OUT_FOR_DELIVERY"), order(2, "DELIVERED"), order(3, "CANCELLED"), order(4, "REJECTED")]),
    );
    renderHistory();
    const list = await screen.findByRole("list", { name: "Orders" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).queryByRole("button", { name: "Reorder" }) !== null)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    const [, delivered] = rows;
    const button = within(delivered as HTMLElement).getByRole("button", { name: "Reorder" });
    expect(button).toHaveAccessibleDescription(expect.stringContaining("ZK-500002"));
    // Not nested in the row's link (a button inside a link is neither valid nor reachable as itself).
    expect(button.closest("a")).toBeNull();
  });

  it("repeats the order of the row pressed and opens the cart", async () => {
    mockEndpoint(getMyOrders, listOf([order(2, "DELIVERED"), order(3, "CANCELLED")]));
    const calls = mockEndpoint(reorder, { success: true, message: REORDER_MESSAGES.added, ...cart, changes: [] });
    const { router } = renderHistory();
    const list = await screen.findByRole("list", { name: "Orders" });
    const second = within(list).getAllByRole("listitem")[1] as HTMLElement;
    await userEvent.click(within(second).getByRole("button", { name: "Reorder" }));

    expect(await screen.findByText("Cart page")).toBeInTheDocument();
    expect(calls.map((call) => call.params.id)).toEqual(["0b6f1c1e-5d6a-4b7e-9f00-000000000003"]);
    expect(router.state.location.state).toEqual({ reorder: { orderNumber: "ZK-500003", changes: [] } });
  });
});

describe("OrderHistory: states as the customer reads them", () => {
  it("tells an unpaid online order, counting down, from one waiting for the restaurant", async () => {
    // Real time moves the fake clock along (the list loads by itself); the countdown is moved by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 12.5 minutes before the window of orders placed at 06:30 UTC closes (06:45): "13 min left".
    vi.setSystemTime(new Date("2026-01-15T06:32:30.000Z"));
    const unpaid = { ...order(1, "PENDING"), paymentMode: "ONLINE", paymentStatus: "PENDING" } as const;
    const cash = { ...order(2, "PENDING"), paymentMode: "COD", paymentStatus: "PENDING" } as const;
    const paid = { ...order(3, "PENDING"), paymentMode: "ONLINE", paymentStatus: "PAID" } as const;
    mockEndpoint(getMyOrders, listOf([unpaid, cash, paid, order(4, "PREPARING")]));
    renderHistory();
    const list = await screen.findByRole("list", { name: "Orders" });
    const rows = within(list).getAllByRole("link");
    expect(rows.map((row) => within(row).getByText(/Awaiting|Waiting|Preparing/).textContent)).toEqual([
      "Awaiting payment · 13 min left",
      "Waiting for the restaurant",
      "Waiting for the restaurant",
      "Preparing",
    ]);
    expect(within(list).queryByText("Pending")).not.toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(60_000));
    expect(within(rows[0] as HTMLElement).getByText("Awaiting payment · 12 min left")).toBeInTheDocument();
  });
});
