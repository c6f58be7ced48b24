import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type BusinessHours, sameEveryDay } from "@zaika/contract/business-hours";
import { updateBusinessHours } from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { apiRequests, mockEndpoint } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { BusinessHoursEditor } from "./BusinessHoursEditor";

const RESTAURANT_ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

function renderEditor(hours: BusinessHours = sameEveryDay([{ open: "11:00", close: "23:00" }])) {
  return renderRoutes(
    [{ path: "/", element: <BusinessHoursEditor restaurantId={RESTAURANT_ID} hours={hours} /> }],
    "/",
  );
}

function day(name: string) {
  return screen.getByRole("group", { name });
}

function setTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("BusinessHoursEditor", () => {
  it("refuses overlapping slots on a day without calling the server", async () => {
    const user = userEvent.setup();
    renderEditor();

    setTime("Closes (Monday, slot 1)", "15:00");
    await user.click(within(day("Monday")).getByRole("button", { name: "Add a slot on Monday" }));
    setTime("Opens (Monday, slot 2)", "14:00");
    setTime("Closes (Monday, slot 2)", "18:00");
    await user.click(screen.getByRole("button", { name: "Save hours" }));

    expect(await within(day("Monday")).findByText("Slots of a day must not overlap")).toBeInTheDocument();
    expect(apiRequests()).toHaveLength(0);
  });

  it("asks for both times of a new slot", async () => {
    const user = userEvent.setup();
    renderEditor();

    await user.click(within(day("Tuesday")).getByRole("button", { name: "Add a slot on Tuesday" }));
    await user.click(screen.getByRole("button", { name: "Save hours" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Opens (Tuesday, slot 2)")).toHaveAccessibleDescription(
        "Time must be HH:MM (24-hour)",
      ),
    );
    expect(screen.getByLabelText("Opens (Tuesday, slot 2)")).toHaveAttribute("aria-invalid", "true");
    expect(apiRequests()).toHaveLength(0);
  });

  it("saves split shifts, a closed day and a round-the-clock day", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const saves = mockEndpoint(updateBusinessHours, ({ body }) => ({
      success: true,
      message: RESTAURANT_MESSAGES.businessHoursUpdated,
      businessHours: body.businessHours,
    }));
    renderEditor();

    setTime("Closes (Monday, slot 1)", "15:00");
    await user.click(within(day("Monday")).getByRole("button", { name: "Add a slot on Monday" }));
    setTime("Opens (Monday, slot 2)", "18:30");
    setTime("Closes (Monday, slot 2)", "02:00");
    await user.click(screen.getByLabelText("Closed on Tuesday"));
    await user.click(within(day("Sunday")).getByLabelText("Open 24 hours on Sunday"));
    await user.click(screen.getByRole("button", { name: "Save hours" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.businessHoursUpdated));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.params.id).toBe(RESTAURANT_ID);
    expect(saves[0]?.request.method).toBe("PUT");
    const businessHours = saves[0]?.body.businessHours;
    expect(businessHours?.monday).toEqual({
      isClosed: false,
      slots: [
        { open: "11:00", close: "15:00" },
        { open: "18:30", close: "02:00" },
      ],
    });
    expect(businessHours?.tuesday).toEqual({ isClosed: true, slots: [] });
    expect(businessHours?.sunday).toEqual({ isClosed: false, slots: [{ open: "00:00", close: "24:00" }] });
    expect(businessHours?.wednesday).toEqual({ isClosed: false, slots: [{ open: "11:00", close: "23:00" }] });
  });

  it("copies Monday's hours to every day", async () => {
    const user = userEvent.setup();
    renderEditor();

    setTime("Opens (Monday, slot 1)", "09:00");
    await user.click(screen.getByRole("button", { name: "Copy Monday to every day" }));

    expect(screen.getByLabelText("Opens (Friday, slot 1)")).toHaveValue("09:00");
    // Copying only fills the form: nothing is saved until "Save hours".
    expect(apiRequests()).toHaveLength(0);
  });
});
