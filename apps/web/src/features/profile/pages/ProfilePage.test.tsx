import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Me } from "@zaika/contract/auth";
import { getMe, refreshSession, updateMe } from "@zaika/contract/endpoints/auth";
import { getFavourites, removeFavourite } from "@zaika/contract/endpoints/favourites";
import { FAVOURITE_MESSAGES } from "@zaika/contract/favourites";
import type { ListedRestaurant } from "@zaika/contract/restaurant";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, type Responder } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { jsonResponse, renderRoutes, signInAs } from "../../../test/utils";
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

const favourite: ListedRestaurant = { ...makeRestaurant({ name: "Sharma Ji Ki Rasoi" }), hasOffers: true };

function respond(favourites: Responder<typeof getFavourites> = { data: [favourite] }) {
  mockEndpoint(getMe, me);
  const updates = mockEndpoint(updateMe, ({ body }) => ({ ...me, ...body }));
  const reads = mockEndpoint(getFavourites, favourites);
  // Nobody is signed in here: the token refresh after a save finds no session cookie.
  const refreshes = mockEndpoint(refreshSession, () => new Response(null, { status: 204 }));
  return { updates, reads, refreshes };
}

function renderPage() {
  signInAs("user");
  return renderRoutes([{ path: "/user/profile", element: <ProfilePage /> }], "/user/profile");
}

describe("ProfilePage", () => {
  it("shows the account details and links to the order history and saved addresses", async () => {
    respond();
    renderPage();

    expect(await screen.findByText("+91 98765 43210")).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByText("1 June 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/user/profile/order-history");
    expect(screen.getByRole("link", { name: "Saved addresses" })).toHaveAttribute("href", "/user/profile/address");
  });

  it("offers the customer's data to download and the account to delete, under Your data", async () => {
    respond();
    renderPage();
    const section = await screen.findByRole("region", { name: "Your data" });
    expect(within(section).getByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(within(section).getByRole("button", { name: "Delete account" })).toBeEnabled();
    expect(within(section).getByRole("link", { name: "how we handle erasure" })).toHaveAttribute(
      "href",
      "/privacy-policy#retention",
    );
  });

  it("lists the favourite restaurants as cards, each with its heart pressed", async () => {
    respond();
    renderPage();
    const list = await screen.findByRole("list", { name: "Favourite restaurants" });
    expect(within(list).getByRole("link", { name: "Sharma Ji Ki Rasoi" })).toHaveAttribute(
      "href",
      `/user/restaurant/${favourite._id}`,
    );
    expect(within(list).getByText("Offers")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Remove Sharma Ji Ki Rasoi from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("keeps the keyboard in the list when a heart removes its card", async () => {
    let kept = [favourite];
    respond(() => ({ data: kept }));
    mockEndpoint(removeFavourite, () => {
      kept = [];
      return {
        success: true as const,
        message: FAVOURITE_MESSAGES.removed,
        data: { restaurantId: favourite._id, isFavourite: false },
      };
    });
    renderPage();
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Favourite restaurants" });
    await user.click(within(list).getByRole("button", { name: "Remove Sharma Ji Ki Rasoi from favourites" }));

    expect(
      await screen.findByText("No favourites yet — tap the heart on a restaurant to keep it here"),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute("tabindex", "-1"));
    expect(document.activeElement).toContainElement(
      screen.getByText("No favourites yet — tap the heart on a restaurant to keep it here"),
    );
  });

  it("says how to keep a favourite when there is none", async () => {
    respond({ data: [] });
    renderPage();
    expect(
      await screen.findByText("No favourites yet — tap the heart on a restaurant to keep it here"),
    ).toBeInTheDocument();
  });

  it("shows the loading state, then an error with a retry that reads the favourites again", async () => {
    let fail = true;
    const { reads } = respond(() =>
      // A 4xx: not retried by the query client, so the error shows at once.
      fail ? jsonResponse({ message: "Access denied" }, { status: 403 }) : { data: [favourite] },
    );
    renderPage();
    expect(screen.getByText("Loading your favourites")).toBeInTheDocument();
    expect(await screen.findByText("Could not load your favourites")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Sharma Ji Ki Rasoi" })).toBeInTheDocument();
    expect(reads).toHaveLength(2);
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

    await waitFor(() => expect(success).toHaveBeenCalledWith("Profile updated successfully"));
    expect(updates.map((call) => call.body)).toEqual([{ name: "Asha Sharma", email: "asha.sharma@example.com" }]);
    expect(await screen.findByText("Asha Sharma")).toBeInTheDocument();
    expect(screen.getByText("asha.sharma@example.com")).toBeInTheDocument();
    // The header's name comes from the access token: a fresh one is asked for at once.
    await waitFor(() => expect(refreshes).toHaveLength(1));
  });
});
