import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Me } from "@zaika/contract/auth";
import type { OrderListResponse } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { PROFILE_UPDATED } from "../api/update-me";
import { ProfilePage } from "./ProfilePage";

const fetchMock = vi.fn<typeof fetch>();

const me: Me = {
  _id: "u-1",
  role: "user",
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  dateOfBirth: "1995-04-12",
  createdAt: "2025-06-01T10:00:00.000Z",
};

const orders: OrderListResponse = {
  data: [
    {
      _id: "0b6f1c1e-5d6a-4b7e-9f00-000000000001",
      orderNumber: "100042",
      status: "REJECTED",
      user: { _id: "u-1", name: "Asha Verma", email: null, phone: null },
      finalTotal: 597.5,
      paymentMode: "COD",
      paymentStatus: "PENDING",
      estimatedDeliveryTime: null,
      createdAt: "2026-01-15T06:30:00.000Z",
      restaurant: { _id: "r-1", name: "Sharma Ji Ki Rasoi", logo: null },
      itemCount: 2,
      itemNames: ["Paneer Tikka", "Butter Naan"],
      rider: null,
      deliveryAddress: { fullName: "Asha Verma", addressLine1: "45 Vijay Nagar", city: "Indore" },
    },
  ],
  pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
};

function respond(list: OrderListResponse = orders) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/auth/me" && init?.method === "PATCH") {
      return jsonResponse({ ...me, ...JSON.parse(String(init.body)) });
    }
    if (path === "/api/auth/me") return jsonResponse(me);
    return jsonResponse(list);
  });
}

function renderPage() {
  return renderRoutes([{ path: "/user/profile", element: <ProfilePage /> }], "/user/profile");
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("ProfilePage", () => {
  it("shows the account details, a link to saved addresses and the order history", async () => {
    respond();
    renderPage();

    expect(await screen.findByText("+91 98765 43210")).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByText("1 June 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Saved addresses" })).toHaveAttribute("href", "/user/profile/address");

    const order = await screen.findByRole("link", { name: /Sharma Ji Ki Rasoi/ });
    expect(order).toHaveAttribute("href", "/user/profile/order-history/0b6f1c1e-5d6a-4b7e-9f00-000000000001");
    expect(within(order).getByText("Rejected")).toHaveClass("bg-red-100");
    expect(within(order).getByText("Paneer Tikka, Butter Naan")).toBeInTheDocument();
    expect(within(order).getByText("₹597.50")).toBeInTheDocument();
    const listCall = fetchMock.mock.calls.find(([input]) => String(input).includes("/order/user/my-orders"));
    expect(new URL(String(listCall?.[0]), "http://localhost").searchParams.get("page")).toBe("1");
  });

  it("invites a customer with no orders to browse restaurants", async () => {
    respond({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    renderPage();
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse restaurants" })).toHaveAttribute("href", "/user");
  });

  it("edits the name and e-mail with the contract's validation, then saves them", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    respond();
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
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);

    await user.clear(name);
    await user.type(name, "Asha Sharma");
    await user.clear(email);
    await user.type(email, "Asha.Sharma@Example.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(PROFILE_UPDATED));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: "Asha Sharma", email: "asha.sharma@example.com" });
    expect(await screen.findByText("Asha Sharma")).toBeInTheDocument();
    expect(screen.getByText("asha.sharma@example.com")).toBeInTheDocument();
  });
});
