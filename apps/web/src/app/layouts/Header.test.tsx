import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authStore } from "../../lib/auth-store";
import { renderRoutes, signInAs } from "../../test/utils";
import { Header } from "./Header";

function renderHeader(path = "/user") {
  return renderRoutes([{ path: "*", element: <Header /> }], path);
}

describe("Header", () => {
  // First in the file: the store is still as the app starts, with the session check out (lib/session-hint).
  it("shows a login icon link, search, location and an empty cart to signed-out visitors", () => {
    expect(authStore.getState().status).toBe("loading");
    renderHeader();
    // Until the session check answers, only the user menu's place: no "Login" for someone who may be signed in.
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    act(() => authStore.signOut());
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("combobox", { name: "Search dishes, restaurants and categories" })).toHaveAttribute(
      "placeholder",
      "Search dishes, restaurants, categories...",
    );
    expect(screen.getByPlaceholderText("Location")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/user/cart");
  });

  it("hides the location control on category pages", () => {
    renderHeader("/user/category/42?category=Pizza");
    expect(screen.queryByPlaceholderText("Location")).not.toBeInTheDocument();
  });

  it("gives a signed-in customer a menu with Profile and Logout", async () => {
    const user = userEvent.setup();
    signInAs("user", "Asha Verma");
    renderHeader();

    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    const menuButton = screen.getByRole("button", { name: /account menu/i });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton);

    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/user/profile");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("link", { name: "Profile" })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("shows an admin neither search nor location nor cart, and Profile leads to /admin", async () => {
    const user = userEvent.setup();
    signInAs("admin", "Admin");
    renderHeader("/admin");

    expect(screen.queryByRole("combobox", { name: /search/i })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText("Location")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /cart/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /account menu/i }));
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/admin");
  });

  it("opens the admin menu in a drawer that Escape closes", async () => {
    const user = userEvent.setup();
    signInAs("admin", "Admin");
    renderHeader("/admin");

    const trigger = screen.getByRole("button", { name: "Open menu" });
    await user.click(trigger);

    const drawer = screen.getByRole("dialog", { name: "Admin menu" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    // The menu is a chunk of its own (StaffMenu), in by the time the drawer has drawn.
    await within(drawer).findByRole("link", { name: "Dashboard" });
    const links = screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual(
      expect.arrayContaining([
        ["Dashboard", "/admin"],
        ["Orders", "/admin/orders"],
        ["Add Restaurant", "/admin/add-restaurant"],
      ]),
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("gives customers a full-width location drawer", async () => {
    const user = userEvent.setup();
    renderHeader();

    await user.click(screen.getByRole("button", { name: "Choose delivery location" }));

    expect(screen.getByRole("dialog", { name: "Please Enter Your Location" })).toHaveClass("w-full");
    expect(screen.getByLabelText("Enter Your Delivery Location")).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
