import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sameEveryDay } from "@zaika/contract/business-hours";
import {
  getBusinessHours,
  getMyRestaurant,
  updateBusinessHours,
  updateRestaurant,
} from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { apiRequests, mockEndpoint } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RestaurantSettingsPage } from "./RestaurantSettingsPage";

const restaurant = makeRestaurant();

describe("RestaurantSettingsPage", () => {
  it("edits the owner's own profile without the platform's fields, and saves the hours", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    signInAs("restaurant", "Ravi Jain", "owner-user-id");
    const mine = mockEndpoint(getMyRestaurant, { data: restaurant });
    mockEndpoint(getBusinessHours, { businessHours: sameEveryDay([{ open: "11:00", close: "23:00" }]) });
    const profileSaves = mockEndpoint(updateRestaurant, {
      success: true,
      message: RESTAURANT_MESSAGES.updated,
      data: restaurant,
    });
    const hourSaves = mockEndpoint(updateBusinessHours, ({ body }) => ({
      success: true,
      message: RESTAURANT_MESSAGES.businessHoursUpdated,
      businessHours: body.businessHours,
    }));
    renderRoutes([{ path: "/restaurant/settings", element: <RestaurantSettingsPage /> }], "/restaurant/settings");

    expect(await screen.findByLabelText("Restaurant name")).toHaveValue(restaurant.name);
    expect(mine).toHaveLength(1);
    expect(new URL(apiRequests()[0]?.url ?? "").pathname).toBe("/api/restaurant");
    expect(screen.queryByLabelText("Commission rate (%)")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("Restaurant name"));
    await user.type(screen.getByLabelText("Restaurant name"), "Sarafa Spice House & Co");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.updated));
    expect(profileSaves).toHaveLength(1);
    expect(profileSaves[0]?.params.id).toBe(restaurant._id);
    expect(profileSaves[0]?.body.name).toBe("Sarafa Spice House & Co");

    await user.click(await screen.findByLabelText("Closed on Sunday"));
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.businessHoursUpdated));
    expect(hourSaves.map((call) => call.params.id)).toEqual([restaurant._id]);
    expect(hourSaves[0]?.body.businessHours.sunday).toEqual({ isClosed: true, slots: [] });
    // Settings keep the editor open after saving.
    expect(screen.getByRole("button", { name: "Save hours" })).toBeInTheDocument();
  });

  it("refuses free delivery that starts at or below the minimum order, under the threshold field (issue 16)", async () => {
    const user = userEvent.setup();
    signInAs("restaurant", "Ravi Jain", "owner-user-id");
    mockEndpoint(getMyRestaurant, { data: restaurant });
    mockEndpoint(getBusinessHours, { businessHours: sameEveryDay([{ open: "11:00", close: "23:00" }]) });
    const profileSaves = mockEndpoint(updateRestaurant, {
      success: true,
      message: RESTAURANT_MESSAGES.updated,
      data: restaurant,
    });
    renderRoutes([{ path: "/restaurant/settings", element: <RestaurantSettingsPage /> }], "/restaurant/settings");

    // Free from ₹499 as stored; the minimum raised to ₹499 leaves no order that pays the fee.
    const minimum = await screen.findByLabelText("Minimum order amount (₹)");
    await user.clear(minimum);
    await user.type(minimum, "499");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const threshold = screen.getByLabelText("Free delivery from (₹, optional)");
    await waitFor(() =>
      expect(threshold).toHaveAccessibleDescription(
        expect.stringContaining(
          "Free delivery must start above the minimum order (₹499). Leave it empty for no free delivery, or set the delivery fee to ₹0 for free delivery on every order.",
        ),
      ),
    );
    expect(threshold).toHaveAttribute("aria-invalid", "true");
    expect(profileSaves).toHaveLength(0);

    // Emptying the threshold (no free delivery) is accepted.
    await user.clear(threshold);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(profileSaves).toHaveLength(1));
    expect(profileSaves[0]?.body.deliverySettings).toMatchObject({
      minimumOrderAmount: 499,
      freeDeliveryThreshold: null,
    });
  });
});
