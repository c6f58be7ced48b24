import { useQueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CART_MESSAGES, type CartResponse } from "@zaika/contract/cart";
import { reorder } from "@zaika/contract/endpoints/reorder";
import { REORDER_MESSAGES, type ReorderChange, type ReorderResponse } from "@zaika/contract/reorder";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeCart } from "../../features/cart/test-data";
import { toast } from "../../lib/toast";
import { errorResponse, mockEndpoint, mockEndpointError } from "../../test/mock-api";
import { renderRoutes, signInAs } from "../../test/utils";
import { ReorderButton } from "./ReorderButton";

const ORDER = { _id: "0b6f1c1e-5d6a-4b7e-9f00-000000000001", orderNumber: "ZK-100001" };

const unavailable: ReorderChange = {
  kind: "unavailable",
  productId: "1a2b3c4d-0000-4000-8000-000000000012",
  name: "Sweet Lassi",
  message: "Sweet Lassi is currently unavailable, so it was left out",
  leftOut: true,
  oldUnitPrice: null,
  newUnitPrice: null,
};
const answer: ReorderResponse = {
  success: true,
  message: REORDER_MESSAGES.added,
  ...makeCart(),
  changes: [unavailable],
};

/** The cart page's stand-in: shows what the cart query holds when it opens. */
function CartProbe() {
  const cart = useQueryClient().getQueryData<CartResponse>(["cart"]);
  return <p>Cart page{cart ? `: ${JSON.stringify(cart)}` : ""}</p>;
}

function renderButton() {
  signInAs("user");
  return renderRoutes(
    [
      { path: "/user/profile/order-history/:id", element: <ReorderButton order={ORDER} /> },
      { path: "/user/cart", element: <CartProbe /> },
    ],
    `/user/profile/order-history/${ORDER._id}`,
  );
}

beforeEach(() => {
  vi.spyOn(toast, "success");
  vi.spyOn(toast, "error");
});

describe("ReorderButton", () => {
  it("fills the cart and opens the cart page with what changed", async () => {
    const calls = mockEndpoint(reorder, answer);
    const { router } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Reorder" }));

    // The answer is the cart: the cart query holds it (without the reorder's own fields) as the page opens.
    expect(await screen.findByText(`Cart page: ${JSON.stringify(makeCart())}`)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params.id).toBe(ORDER._id);
    expect(calls[0]?.body).toEqual({ replaceCart: false });
    expect(router.state.location.state).toEqual({ reorder: { orderNumber: "ZK-100001", changes: [unavailable] } });
    expect(toast.success).toHaveBeenCalledWith(REORDER_MESSAGES.added);
  });

  it("asks before replacing another restaurant's cart, and replaces it when the customer agrees", async () => {
    const calls = mockEndpoint(reorder, ({ body }) =>
      body?.replaceCart
        ? answer
        : errorResponse(409, {
            code: "CONFLICT",
            message: CART_MESSAGES.otherRestaurant("Tandoor House"),
            details: { currentRestaurant: { _id: "7d1e2f3a-0000-4000-8000-0000000000aa", name: "Tandoor House" } },
          }),
    );
    const { router } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Reorder" }));

    const dialog = await screen.findByRole("dialog", { name: "Start a new cart?" });
    expect(dialog).toHaveTextContent(CART_MESSAGES.otherRestaurant("Tandoor House"));
    expect(toast.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Start new cart" }));

    expect(await screen.findByText(/^Cart page/)).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ replaceCart: false }, { replaceCart: true }]);
    expect(router.state.location.pathname).toBe("/user/cart");
  });

  it("keeps the cart when the customer cancels the question", async () => {
    const calls = mockEndpointError(reorder, 409, {
      code: "CONFLICT",
      message: CART_MESSAGES.otherRestaurant("Tandoor House"),
      details: { currentRestaurant: { _id: "7d1e2f3a-0000-4000-8000-0000000000aa", name: "Tandoor House" } },
    });
    const { router } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Reorder" }));
    await screen.findByRole("dialog", { name: "Start a new cart?" });
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/user/profile/order-history/${ORDER._id}`);
  });

  it("says why when nothing of the order can be ordered, and stays on the page", async () => {
    mockEndpointError(reorder, 422, {
      code: "BUSINESS_RULE",
      message: REORDER_MESSAGES.nothingOrderable,
      details: { changes: [unavailable] },
    });
    const { router } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Reorder" }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(REORDER_MESSAGES.nothingOrderable, expect.anything()));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/user/profile/order-history/${ORDER._id}`);
    expect(screen.getByRole("button", { name: "Reorder" })).toBeEnabled();
  });
});
