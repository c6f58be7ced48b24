import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReorderChange } from "@zaika/contract/reorder";
import { describe, expect, it } from "vitest";
import { reorderNoticeState } from "../../../lib/reorder-notice";
import { createMemoryRouter, RouterProvider } from "../../../lib/router";
import { ReorderChanges } from "./ReorderChanges";

const change = (kind: ReorderChange["kind"], message: string, leftOut: boolean): ReorderChange => ({
  kind,
  productId: "1a2b3c4d-0000-4000-8000-000000000011",
  name: "Royal Thali",
  message,
  leftOut,
  oldUnitPrice: null,
  newUnitPrice: null,
});

/** The cart page's place for the notice, opened with `state` as the Reorder button leaves it. */
function renderWithState(state: unknown) {
  const router = createMemoryRouter([{ path: "/user/cart", element: <ReorderChanges /> }], {
    initialEntries: [{ pathname: "/user/cart", state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("ReorderChanges", () => {
  it("lists each change as a list item in a status region, and Dismiss clears it for good", async () => {
    const changes = [
      change("unavailable", "Sweet Lassi is currently unavailable, so it was left out", true),
      change("extraGone", "Royal Thali was added without Extra cheese, which is no longer offered", false),
      change("priceChanged", "Royal Thali now costs ₹270 (was ₹260)", false),
    ];
    const router = renderWithState(reorderNoticeState({ orderNumber: "ZK-100001", changes }));

    const region = screen.getByRole("status");
    expect(within(region).getByRole("heading", { name: "What changed since order ZK-100001" })).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(changes.map((c) => c.message));

    await userEvent.click(within(region).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    // The history entry no longer carries it: Back and Forward do not bring it back.
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.pathname).toBe("/user/cart");
  });

  it.each([
    ["no state (the cart opened any other way)", null],
    ["a reorder without changes", reorderNoticeState({ orderNumber: "ZK-100001", changes: [] })],
    ["a state of another shape", { reorder: { orderNumber: 7, changes: "none" } }],
    ["changes that are not changes", { reorder: { orderNumber: "ZK-100001", changes: [{ text: "?" }] } }],
  ])("shows nothing for %s", (_, state) => {
    renderWithState(state);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
