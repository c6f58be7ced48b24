import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes, signInAs } from "../../../test/utils";
import { CartButton } from "./CartButton";

const cart = { data: [], restaurant: null, itemCount: 3, subtotal: 540 };

describe("CartButton", () => {
  it("shows the cart's item count to a signed-in customer", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(cart));
    vi.stubGlobal("fetch", fetchMock);
    signInAs("user");
    renderRoutes([{ path: "*", element: <CartButton /> }], "/user");

    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/user/cart");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/cart");
  });

  it("shows 0 and asks for no cart when nobody is signed in", () => {
    const fetchMock = vi.fn(async () => jsonResponse(cart));
    vi.stubGlobal("fetch", fetchMock);
    renderRoutes([{ path: "*", element: <CartButton /> }], "/user");

    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 1 item in the singular", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ ...cart, itemCount: 1 })),
    );
    signInAs("user");
    renderRoutes([{ path: "*", element: <CartButton /> }], "/user");

    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
  });
});
