/** Links: which clicks the app handles (and which it leaves to the browser), NavLink's active state, and Navigate. */
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createMemoryRouter } from "./core";
import { Link, Navigate, NavLink } from "./links";
import { RouterProvider, useLocation } from "./render";

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

/** A router at `path` drawing `element` on every address, with where it is. */
function renderAt(element: ReactNode, path = "/orders/1") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/", path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("Link", () => {
  it("writes the resolved address and navigates in the app on a plain left click, with its state", async () => {
    const router = renderAt(
      <Link to="/cart?step=2" state={{ from: "orders" }} className="link">
        Cart
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Cart" });
    expect(link).toHaveAttribute("href", "/cart?step=2");
    expect(link).toHaveClass("link");
    await userEvent.click(link);
    expect(router.state.location).toMatchObject({ pathname: "/cart", search: "?step=2", state: { from: "orders" } });
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe("/orders/1");
  });

  it("resolves a query-only link against the current pathname, and can replace the entry", () => {
    const router = renderAt(
      <Link to="?page=2" replace>
        Next page
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Next page" });
    expect(link).toHaveAttribute("href", "/orders/1?page=2");
    fireEvent.click(link);
    expect(screen.getByRole("status")).toHaveTextContent("/orders/1?page=2");
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe("/");
  });

  it.each([
    ["the Ctrl key", { ctrlKey: true }],
    ["the Meta key", { metaKey: true }],
    ["the Shift key", { shiftKey: true }],
    ["the Alt key", { altKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the browser", (_, init) => {
    renderAt(<Link to="/cart">Cart</Link>);
    const click = fireEvent.click(screen.getByRole("link", { name: "Cart" }), init);
    expect(click).toBe(true);
    expect(screen.getByRole("status")).toHaveTextContent("/orders/1");
  });

  it.each([
    [
      "another target",
      <Link key="t" to="/cart" target="_blank">
        Cart
      </Link>,
    ],
    [
      "a download",
      <Link key="d" to="/cart" download>
        Cart
      </Link>,
    ],
    [
      "an onClick that prevented it",
      <Link key="p" to="/cart" onClick={(event) => event.preventDefault()}>
        Cart
      </Link>,
    ],
    [
      "another site's address",
      <Link key="e" to="https://example.com/cart">
        Cart
      </Link>,
    ],
  ])("leaves a link with %s to the browser", (_, link) => {
    renderAt(link);
    fireEvent.click(screen.getByRole("link", { name: "Cart" }));
    expect(screen.getByRole("status")).toHaveTextContent("/orders/1");
  });

  it("navigates with target _self, and calls its own onClick first", () => {
    const clicked: string[] = [];
    renderAt(
      <Link to="/cart" target="_self" onClick={() => clicked.push("clicked")}>
        Cart
      </Link>,
    );
    const click = fireEvent.click(screen.getByRole("link", { name: "Cart" }));
    expect(click).toBe(false);
    expect(clicked).toEqual(["clicked"]);
    expect(screen.getByRole("status")).toHaveTextContent("/cart");
  });
});

describe("NavLink", () => {
  const nav = (
    <nav>
      <NavLink to="/admin" end className={({ isActive }) => (isActive ? "on" : "off")}>
        Dashboard
      </NavLink>
      <NavLink to="/admin/orders" className="item">
        {({ isActive }) => `Orders${isActive ? " (here)" : ""}`}
      </NavLink>
    </nav>
  );

  it("is active on its own address and, unless `end`, below it", () => {
    renderAt(nav, "/admin/orders/7");
    const dashboard = screen.getByRole("link", { name: "Dashboard" });
    const orders = screen.getByRole("link", { name: "Orders (here)" });
    expect(dashboard).toHaveClass("off");
    expect(dashboard).not.toHaveAttribute("aria-current");
    expect(orders).toHaveAttribute("aria-current", "page");
    expect(orders).toHaveClass("item", "active");
  });

  it("follows navigation, and ignores case and a trailing slash", async () => {
    const router = renderAt(nav, "/Admin/");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Orders" })).not.toHaveClass("active");
    await userEvent.click(screen.getByRole("link", { name: "Orders" }));
    expect(router.state.location.pathname).toBe("/admin/orders");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveClass("off");
    expect(screen.getByRole("link", { name: "Orders (here)" })).toHaveAttribute("aria-current", "page");
    // Not active on an address that only starts with its own.
    act(() => void router.navigate("/admin/orders-archive"));
    expect(screen.getByRole("link", { name: "Orders" })).not.toHaveAttribute("aria-current");
  });
});

describe("Navigate", () => {
  it("navigates once rendered, replacing the entry when asked, with its state", () => {
    const router = createMemoryRouter(
      [
        { path: "/old", element: <Navigate to="/new?x=1" replace state={{ from: "/old" }} /> },
        { path: "/new", element: <Where /> },
      ],
      { initialEntries: ["/", "/old"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("status")).toHaveTextContent("/new?x=1");
    expect(router.state.location.state).toEqual({ from: "/old" });
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe("/");
  });
});
