import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sameEveryDay } from "@zaika/contract/business-hours";
import { getKitchen } from "@zaika/contract/endpoints/kitchen";
import {
  deleteRestaurant,
  getBusinessHours,
  getMyRestaurant,
  getRestaurant,
  toggleRestaurantStatus,
  updateRestaurant,
  updateRestaurantImages,
} from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES, type Restaurant } from "@zaika/contract/restaurant";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RestaurantDetailPage } from "./RestaurantDetailPage";

const restaurant = makeRestaurant();
const hours = sameEveryDay([{ open: "11:00", close: "23:00" }]);

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: "/admin/restaurant/:id", element: <RestaurantDetailPage /> },
      { path: "/restaurant/:id", element: <RestaurantDetailPage /> },
      { path: "/admin/restaurants", element: <h1>Restaurants list</h1> },
    ],
    path,
  );
}

/** Answers the reads like the API: the restaurant (by id, and as the owner's own), its hours and kitchen controls. */
function serve(shown: Restaurant = restaurant) {
  return {
    byId: mockEndpoint(getRestaurant, { data: shown }),
    mine: mockEndpoint(getMyRestaurant, { data: shown }),
    hours: mockEndpoint(getBusinessHours, { businessHours: hours }),
    kitchen: mockEndpoint(getKitchen, {
      kitchen: { busyMinutes: 0, paused: false, pausedUntil: null, orderCapPerWindow: null, ordersThisWindow: 0 },
    }),
  };
}

describe("RestaurantDetailPage", () => {
  it("shows the kitchen controls of the restaurant", async () => {
    signInAs("admin");
    const { kitchen } = serve();
    renderAt(`/admin/restaurant/${restaurant._id}`);

    const controls = await screen.findByRole("region", { name: "Kitchen" });
    expect(await within(controls).findByText("Taking orders")).toBeVisible();
    expect(kitchen[0]?.params.id).toBe(restaurant._id);
  });

  it("shows an admin the profile, images and hours with the admin's controls", async () => {
    signInAs("admin");
    const { byId } = serve();
    renderAt(`/admin/restaurant/${restaurant._id}`);

    expect(screen.getByRole("status")).toHaveTextContent("Loading restaurant");
    expect(await screen.findByRole("heading", { level: 1, name: restaurant.name })).toBeInTheDocument();
    expect(byId.map((call) => call.params.id)).toEqual([restaurant._id]);
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.getByText("₹499")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Images" })).toBeInTheDocument();
    expect(await screen.findAllByText("11:00 AM – 11:00 PM")).toHaveLength(7);
  });

  it("switches the restaurant off through its toggle-status endpoint", async () => {
    const user = userEvent.setup();
    signInAs("admin");
    serve();
    const toggles = mockEndpoint(toggleRestaurantStatus, {
      success: true,
      message: RESTAURANT_MESSAGES.deactivated,
      data: { ...restaurant, isActive: false },
    });
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.click(await screen.findByRole("switch", { name: "Active" }));

    await waitFor(() => expect(toggles.map((call) => call.params.id)).toEqual([restaurant._id]));
  });

  it("deletes after confirmation and returns to the list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    signInAs("admin");
    serve();
    const deletes = mockEndpoint(deleteRestaurant, { success: true, message: RESTAURANT_MESSAGES.removed });
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: `Delete ${restaurant.name}?` });
    await user.click(within(dialog).getByRole("button", { name: "Delete restaurant" }));

    expect(await screen.findByRole("heading", { name: "Restaurants list" })).toBeInTheDocument();
    expect(deletes.map((call) => call.params.id)).toEqual([restaurant._id]);
    expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.removed);
  });

  it("lets an admin edit commission and verification, then returns to the list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    signInAs("admin");
    serve();
    const updates = mockEndpoint(updateRestaurant, {
      success: true,
      message: RESTAURANT_MESSAGES.updated,
      data: restaurant,
    });
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const commission = screen.getByLabelText("Commission rate (%)");
    await user.clear(commission);
    await user.type(commission, "15");
    await user.click(screen.getByLabelText("Verified partner"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("heading", { name: "Restaurants list" })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.updated);
    expect(updates.map((call) => call.params.id)).toEqual([restaurant._id]);
    const body = updates[0]?.body;
    expect(body?.additionalSettings).toHaveProperty("commissionRate", 15);
    expect(body).toHaveProperty("isVerified", false);
    expect(body?.cuisine).toEqual(restaurant.cuisine);
    expect(body).not.toHaveProperty("ownerEmail");
  });

  it("shows an owner their own restaurant (not the user id in the link) without the admin's controls", async () => {
    const user = userEvent.setup();
    signInAs("restaurant", "Ravi Jain", "owner-user-id");
    const served = serve();
    const updates = mockEndpoint(updateRestaurant, {
      success: true,
      message: RESTAURANT_MESSAGES.updated,
      data: restaurant,
    });
    renderAt("/restaurant/owner-user-id");

    expect(await screen.findByRole("heading", { level: 1, name: restaurant.name })).toBeInTheDocument();
    expect(served.mine).toHaveLength(1);
    expect(served.byId.filter((call) => call.params.id === "owner-user-id")).toHaveLength(0);
    expect(screen.queryByRole("switch", { name: "Active" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    expect(screen.queryByLabelText("Commission rate (%)")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Verified partner")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(updates.map((call) => call.params.id)).toEqual([restaurant._id]));
    const body = updates[0]?.body;
    expect(body).toHaveProperty("additionalSettings");
    expect(body?.additionalSettings).not.toHaveProperty("commissionRate");
    expect(body?.additionalSettings).not.toHaveProperty("isActive");
    expect(body).not.toHaveProperty("isVerified");
    // The owner stays on the page, back on the profile.
    expect(await screen.findByRole("button", { name: "Edit profile" })).toBeInTheDocument();
  });

  it("says so when the restaurant does not exist", async () => {
    signInAs("admin");
    vi.spyOn(toast, "error");
    const notFound = { message: RESTAURANT_MESSAGES.notFound, code: "NOT_FOUND" } as const;
    mockEndpointError(getRestaurant, 404, notFound);
    mockEndpointError(getBusinessHours, 404, notFound);
    renderAt(`/admin/restaurant/${restaurant._id}`);

    expect(await screen.findByRole("heading", { name: "Restaurant not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to restaurants" })).toHaveAttribute("href", "/admin/restaurants");
  });

  it("uploads a new logo and removes a gallery picture in one multipart request", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const withGallery = makeRestaurant({
      images: { logo: null, cover: null, gallery: ["/uploads/gallery/a.webp", "/uploads/gallery/b.webp"] },
    });
    signInAs("admin");
    serve(withGallery);
    const uploads = mockEndpoint(updateRestaurantImages, {
      success: true,
      message: RESTAURANT_MESSAGES.imagesUpdated,
      data: withGallery,
    });
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.upload(await screen.findByLabelText("Logo"), new File(["png"], "logo.png", { type: "image/png" }));
    await user.click(screen.getByLabelText("Remove picture 2"));
    await user.click(screen.getByRole("button", { name: "Save images" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.imagesUpdated));
    expect(uploads.map((call) => call.params.id)).toEqual([restaurant._id]);
    const form = uploads[0]?.body;
    expect((form?.get("logo") as File | null | undefined)?.name).toBe("logo.png");
    expect(form?.get("cover")).toBeNull();
    expect(JSON.parse(String(form?.get("removeGallery")))).toEqual(["/uploads/gallery/b.webp"]);
  });
});
