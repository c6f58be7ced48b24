import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { getCart } from "@zaika/contract/endpoints/cart";
import { getCartOffers } from "@zaika/contract/endpoints/coupons";
import { getSettings } from "@zaika/contract/endpoints/settings";
import type { ReorderChange } from "@zaika/contract/reorder";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { reorderNoticeState } from "../../../lib/reorder-notice";
import { createMemoryRouter, RouterProvider } from "../../../lib/router";
import { mockEndpoint } from "../../../test/mock-api";
import { signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { makeCart, makeLine } from "../test-data";
import { CartPage } from "./CartPage";

vi.mock("react-confetti", () => ({ default: () => <div data-testid="confetti" /> }));

const left: ReorderChange = {
  kind: "unavailable",
  productId: "1a2b3c4d-0000-4000-8000-000000000012",
  name: "Sweet Lassi",
  message: "Sweet Lassi is currently unavailable, so it was left out",
  leftOut: true,
  oldUnitPrice: null,
  newUnitPrice: null,
};
const dearer: ReorderChange = {
  kind: "priceChanged",
  productId: "1a2b3c4d-0000-4000-8000-000000000011",
  name: "Paneer Tikka",
  message: "Paneer Tikka now costs ₹220 (was ₹200)",
  leftOut: false,
  oldUnitPrice: 200,
  newUnitPrice: 220,
};

/** The cart page as the Reorder button opens it: with what changed in the router's state. */
function renderCartAfterReorder() {
  signInAs("user");
  mockEndpoint(getSettings, { gst: 5 });
  mockEndpoint(getCart, makeCart([makeLine({ quantity: 2, unitPrice: 220, lineTotal: 440 })]));
  mockEndpoint(getCartOffers, { data: [] });
  const router = createMemoryRouter([{ path: "/user/cart", element: <CartPage /> }], {
    initialEntries: [
      { pathname: "/user/cart", state: reorderNoticeState({ orderNumber: "ZK-100001", changes: [left, dearer] }) },
    ],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
});

describe("CartPage after Reorder", () => {
  it("lists what changed above the cart's items", async () => {
    renderCartAfterReorder();
    const notice = await screen.findByRole("status", { name: "What changed since order ZK-100001" });
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([left.message, dearer.message]);
    expect(within(screen.getByRole("region", { name: "Items" })).getByText("Paneer Tikka")).toBeInTheDocument();
  });

  it("shows the cart, not a success screen left from an earlier order, and clears that screen's flag", async () => {
    checkoutStore.orderPlaced("0b6f1c1e-5d6a-4b7e-9f00-000000000009");
    renderCartAfterReorder();
    expect(await screen.findByRole("status", { name: "What changed since order ZK-100001" })).toBeInTheDocument();
    expect(screen.queryByTestId("confetti")).not.toBeInTheDocument();
    await waitFor(() => expect(checkoutStore.getState().orderSuccess).toBe(false));
  });
});
