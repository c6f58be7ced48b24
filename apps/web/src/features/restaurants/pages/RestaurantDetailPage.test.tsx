import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sameEveryDay } from "@zaika/contract/business-hours";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeRestaurant } from "../../../test/restaurants";
import { jsonResponse, renderRoutes, signInAs } from "../../../test/utils";
import { RestaurantDetailPage } from "./RestaurantDetailPage";

const fetchMock = vi.fn<typeof fetch>();
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

function callsTo(method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? "GET") === method && String(url) === path);
}

/** Answers like the API: the restaurant, its hours, and whatever `writes` says for writes. */
function serve(writes: (url: string, init: RequestInit | undefined) => Response | undefined = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const written = writes(url, init);
    if (written) return written;
    if (url.endsWith("/business-hours")) return jsonResponse({ businessHours: hours });
    return jsonResponse({ data: restaurant });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("RestaurantDetailPage", () => {
  it("shows an admin the profile, images and hours with the admin's controls", async () => {
    signInAs("admin");
    serve();
    renderAt(`/admin/restaurant/${restaurant._id}`);

    expect(screen.getByRole("status")).toHaveTextContent("Loading restaurant");
    expect(await screen.findByRole("heading", { level: 1, name: restaurant.name })).toBeInTheDocument();
    expect(callsTo("GET", `/api/admin/restaurant/${restaurant._id}`)).toHaveLength(1);
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
    serve((_url, init) =>
      init?.method === "PATCH"
        ? jsonResponse({
            success: true,
            message: RESTAURANT_MESSAGES.deactivated,
            data: { ...restaurant, isActive: false },
          })
        : undefined,
    );
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.click(await screen.findByRole("switch", { name: "Active" }));

    await waitFor(() =>
      expect(callsTo("PATCH", `/api/admin/restaurant/${restaurant._id}/toggle-status`)).toHaveLength(1),
    );
  });

  it("deletes after confirmation and returns to the list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    signInAs("admin");
    serve((_url, init) =>
      init?.method === "DELETE" ? jsonResponse({ success: true, message: RESTAURANT_MESSAGES.removed }) : undefined,
    );
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: `Delete ${restaurant.name}?` });
    await user.click(within(dialog).getByRole("button", { name: "Delete restaurant" }));

    expect(await screen.findByRole("heading", { name: "Restaurants list" })).toBeInTheDocument();
    expect(callsTo("DELETE", `/api/admin/restaurant/${restaurant._id}`)).toHaveLength(1);
    expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.removed);
  });

  it("lets an admin edit commission and verification, then returns to the list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    signInAs("admin");
    serve((_url, init) =>
      init?.method === "PUT"
        ? jsonResponse({ success: true, message: RESTAURANT_MESSAGES.updated, data: restaurant })
        : undefined,
    );
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const commission = screen.getByLabelText("Commission rate (%)");
    await user.clear(commission);
    await user.type(commission, "15");
    await user.click(screen.getByLabelText("Verified partner"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("heading", { name: "Restaurants list" })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.updated);
    const body = JSON.parse(String(callsTo("PUT", `/api/admin/restaurant/${restaurant._id}`)[0]?.[1]?.body));
    expect(body.additionalSettings.commissionRate).toBe(15);
    expect(body.isVerified).toBe(false);
    expect(body.cuisine).toEqual(restaurant.cuisine);
    expect(body).not.toHaveProperty("ownerEmail");
  });

  it("shows an owner their own restaurant (not the user id in the link) without the admin's controls", async () => {
    const user = userEvent.setup();
    signInAs("restaurant", "Ravi Jain", "owner-user-id");
    serve((_url, init) =>
      init?.method === "PUT"
        ? jsonResponse({ success: true, message: RESTAURANT_MESSAGES.updated, data: restaurant })
        : undefined,
    );
    renderAt("/restaurant/owner-user-id");

    expect(await screen.findByRole("heading", { level: 1, name: restaurant.name })).toBeInTheDocument();
    expect(callsTo("GET", "/api/restaurant")).toHaveLength(1);
    expect(callsTo("GET", "/api/admin/restaurant/owner-user-id")).toHaveLength(0);
    expect(screen.queryByRole("switch", { name: "Active" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    expect(screen.queryByLabelText("Commission rate (%)")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Verified partner")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(callsTo("PUT", `/api/admin/restaurant/${restaurant._id}`)).toHaveLength(1));
    const body = JSON.parse(String(callsTo("PUT", `/api/admin/restaurant/${restaurant._id}`)[0]?.[1]?.body));
    expect(body.additionalSettings).not.toHaveProperty("commissionRate");
    expect(body.additionalSettings).not.toHaveProperty("isActive");
    expect(body).not.toHaveProperty("isVerified");
    // The owner stays on the page, back on the profile.
    expect(await screen.findByRole("button", { name: "Edit profile" })).toBeInTheDocument();
  });

  it("says so when the restaurant does not exist", async () => {
    signInAs("admin");
    vi.spyOn(toast, "error");
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: RESTAURANT_MESSAGES.notFound, code: "NOT_FOUND" }, { status: 404 }),
    );
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
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === "PUT")
        return jsonResponse({ success: true, message: RESTAURANT_MESSAGES.imagesUpdated, data: withGallery });
      if (url.endsWith("/business-hours")) return jsonResponse({ businessHours: hours });
      return jsonResponse({ data: withGallery });
    });
    renderAt(`/admin/restaurant/${restaurant._id}`);

    await user.upload(await screen.findByLabelText("Logo"), new File(["png"], "logo.png", { type: "image/png" }));
    await user.click(screen.getByLabelText("Remove picture 2"));
    await user.click(screen.getByRole("button", { name: "Save images" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.imagesUpdated));
    const request = callsTo("PUT", `/api/admin/restaurant/${restaurant._id}/update-images`)[0];
    const form = request?.[1]?.body as FormData;
    expect((form.get("logo") as File).name).toBe("logo.png");
    expect(form.get("cover")).toBeNull();
    expect(JSON.parse(String(form.get("removeGallery")))).toEqual(["/uploads/gallery/b.webp"]);
  });
});
