import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sameEveryDay } from "@zaika/contract/business-hours";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeRestaurant } from "../../../test/restaurants";
import { jsonResponse, renderRoutes, signInAs } from "../../../test/utils";
import { RestaurantSettingsPage } from "./RestaurantSettingsPage";

const fetchMock = vi.fn<typeof fetch>();
const restaurant = makeRestaurant();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("RestaurantSettingsPage", () => {
  it("edits the owner's own profile without the platform's fields, and saves the hours", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    signInAs("restaurant", "Ravi Jain", "owner-user-id");
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/business-hours")) {
        return init?.method === "PUT"
          ? jsonResponse({
              success: true,
              message: RESTAURANT_MESSAGES.businessHoursUpdated,
              ...JSON.parse(String(init.body)),
            })
          : jsonResponse({ businessHours: sameEveryDay([{ open: "11:00", close: "23:00" }]) });
      }
      if (init?.method === "PUT")
        return jsonResponse({ success: true, message: RESTAURANT_MESSAGES.updated, data: restaurant });
      return jsonResponse({ data: restaurant });
    });
    renderRoutes([{ path: "/restaurant/settings", element: <RestaurantSettingsPage /> }], "/restaurant/settings");

    expect(await screen.findByLabelText("Restaurant name")).toHaveValue(restaurant.name);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/restaurant");
    expect(screen.queryByLabelText("Commission rate (%)")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("Restaurant name"));
    await user.type(screen.getByLabelText("Restaurant name"), "Sarafa Spice House & Co");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.updated));
    const profilePut = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === "PUT" && String(url) === `/api/admin/restaurant/${restaurant._id}`,
    );
    expect(JSON.parse(String(profilePut?.[1]?.body)).name).toBe("Sarafa Spice House & Co");

    await user.click(await screen.findByLabelText("Closed on Sunday"));
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.businessHoursUpdated));
    // Settings keep the editor open after saving.
    expect(screen.getByRole("button", { name: "Save hours" })).toBeInTheDocument();
  });
});
