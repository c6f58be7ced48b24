import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Me } from "@zaika/contract/auth";
import { getMe, refreshSession, updateMe } from "@zaika/contract/endpoints/auth";
import { getMyOrders } from "@zaika/contract/endpoints/orders";
import type { OrderListResponse } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../../../test/mock-api";
import { listOf, makeOrder, ORDER_ID, toSummary } from "../../../test/orders";
import { renderRoutes } from "../../../test/utils";
import { PROFILE_UPDATED } from "../api/update-me";
import { ProfilePage } from "./ProfilePage";

const me: Me = {
  _id: "u-1",
  role: "user",
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  dateOfBirth: "1995-04-12",
  createdAt: "2025-06-01T10:00:00.000Z",
};

const orders = listOf(
  [
    {
      ...toSummary(
        makeOrder({
          status: "REJECTED",
          paymentMode: "COD",
          paymentStatus: "PENDING",
          estimatedDeliveryTime: null,
        }),
      ),
      itemCount: 2,
      itemNames: ["Paneer Tikka", "Butter Naan"],
    },
  ],
  1,
  10,
);

function respond(list: OrderListResponse = orders) {
  mockEndpoint(getMe, me);
  const updates = mockEndpoint(updateMe, ({ body }) => ({ ...me, ...body }));
  const lists = mockEndpoint(getMyOrders, list);
  // Nobody is signed in here: the token refresh after a save finds no session cookie.
  const refreshes = mockEndpoint(refreshSession, () => new Response(null, { status: 204 }));
  return { updates, lists, refreshes };
}

function renderPage() {
  return renderRoutes([{ path: "/user/profile", element: <ProfilePage /> }], "/user/profile");
}

describe("ProfilePage", () => {
  it("shows the account details, a link to saved addresses and the order history", async () => {
    const { lists } = respond();
    renderPage();

    expect(await screen.findByText("+91 98765 43210")).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByText("1 June 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Saved addresses" })).toHaveAttribute("href", "/user/profile/address");

    const order = await screen.findByRole("link", { name: /Sharma Ji Ki Rasoi/ });
    expect(order).toHaveAttribute("href", `/user/profile/order-history/${ORDER_ID}`);
    expect(within(order).getByText("Rejected")).toHaveClass("bg-red-100");
    expect(within(order).getByText("Paneer Tikka, Butter Naan")).toBeInTheDocument();
    expect(within(order).getByText("₹597.50")).toBeInTheDocument();
    expect(lists[0]?.query.page).toBe("1");
  });

  it("invites a customer with no orders to browse restaurants", async () => {
    respond(listOf([], 1, 10));
    renderPage();
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse restaurants" })).toHaveAttribute("href", "/user");
  });

  it("edits the name and e-mail with the contract's validation, then saves them", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const { updates, refreshes } = respond();
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Edit details" }));
    const name = screen.getByLabelText("Name");
    const email = screen.getByLabelText("E-mail");
    await user.clear(name);
    await user.type(name, "A");
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.clear(name);
    await user.type(name, "Asha Sharma");
    await user.clear(email);
    await user.type(email, "Asha.Sharma@Example.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(PROFILE_UPDATED));
    expect(updates.map((call) => call.body)).toEqual([{ name: "Asha Sharma", email: "asha.sharma@example.com" }]);
    expect(await screen.findByText("Asha Sharma")).toBeInTheDocument();
    expect(screen.getByText("asha.sharma@example.com")).toBeInTheDocument();
    // The header's name comes from the access token: a fresh one is asked for at once.
    await waitFor(() => expect(refreshes).toHaveLength(1));
  });
});
