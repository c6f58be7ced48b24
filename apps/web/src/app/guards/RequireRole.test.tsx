import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, signInAs } from "../../test/utils";
import { RequireRole } from "./RequireRole";

const routes = [
  { path: "/", element: <h1>Home</h1> },
  { path: "/login", element: <h1>Login</h1> },
  {
    path: "/admin",
    element: (
      <RequireRole roles={["admin"]}>
        <h1>Admin area</h1>
      </RequireRole>
    ),
  },
];

describe("RequireRole", () => {
  it("renders the page for an allowed role", async () => {
    signInAs("admin");
    renderRoutes(routes, "/admin");
    expect(await screen.findByRole("heading", { name: "Admin area" })).toBeInTheDocument();
  });

  it('sends a signed-in user with another role to "/"', async () => {
    signInAs("user");
    const { router } = renderRoutes(routes, "/admin");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a signed-out visitor to /login, remembering where they were going", async () => {
    const { router } = renderRoutes(routes, "/admin?tab=orders");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: "/admin?tab=orders" });
  });
});
