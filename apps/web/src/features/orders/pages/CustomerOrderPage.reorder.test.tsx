import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartResponse } from "@zaika/contract/cart";
import { getOrderTracking } from "@zaika/contract/endpoints/dispatch";
import { getOrder } from "@zaika/contract/endpoints/orders";
import { reorder } from "@zaika/contract/endpoints/reorder";
import { getOrderReview } from "@zaika/contract/endpoints/reviews";
import type { OrderStatus } from "@zaika/contract/order-status";
import { REORDER_MESSAGES, type ReorderChange } from "@zaika/contract/reorder";
import { beforeEach, describe, expect, it } from "vitest";
import { makeTracking } from "../../../test/dispatch";
import { mockEndpoint } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes, signInAs } from "../../../test/utils";
import { CustomerOrderPage } from "./CustomerOrderPage";

const cart: CartResponse = { data: [], restaurant: null, itemCount: 0, subtotal: 0, coupon: null, previousFees: [] };

function renderPage(status: OrderStatus) {
  signInAs("user");
  mockEndpoint(getOrder, { data: makeOrder({ status }) });
  return renderRoutes(
    [
      { path: "/user/profile/order-history/:id", element: <CustomerOrderPage /> },
      { path: "/user/cart", element: <p>Cart page</p> },
    ],
    `/user/profile/order-history/${ORDER_ID}`,
  );
}

beforeEach(() => {
  mockPublicConfig();
  mockEndpoint(getOrderTracking, makeTracking({ rider: null }));
  // A delivered order's page asks for its review (the rating card).
  mockEndpoint(getOrderReview, { data: null });
});

describe("CustomerOrderPage: Reorder", () => {
  it("repeats a delivered order and opens the cart with what changed", async () => {
    const changes: ReorderChange[] = [
      {
        kind: "unavailable",
        productId: "1a2b3c4d-0000-4000-8000-000000000012",
        name: "Sweet Lassi",
        message: "Sweet Lassi is currently unavailable, so it was left out",
        leftOut: true,
        oldUnitPrice: null,
        newUnitPrice: null,
      },
    ];
    const calls = mockEndpoint(reorder, { success: true, message: REORDER_MESSAGES.added, ...cart, changes });
    const { router } = renderPage("DELIVERED");
    await userEvent.click(await screen.findByRole("button", { name: "Reorder" }));

    expect(await screen.findByText("Cart page")).toBeInTheDocument();
    expect(calls.map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(router.state.location.state).toEqual({ reorder: { orderNumber: makeOrder().orderNumber, changes } });
  });

  it("offers no Reorder while the order is on its way", async () => {
    renderPage("PREPARING");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reorder" })).not.toBeInTheDocument();
  });
});
