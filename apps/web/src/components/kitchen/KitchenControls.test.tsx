import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getKitchen, updateKitchen } from "@zaika/contract/endpoints/kitchen";
import type { KitchenState } from "@zaika/contract/kitchen";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../test/mock-api";
import { renderRoutes } from "../../test/utils";
import { KitchenControls } from "./KitchenControls";

const RESTAURANT_ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const taking: KitchenState = {
  busyMinutes: 0,
  paused: false,
  pausedUntil: null,
  orderCapPerWindow: null,
  ordersThisWindow: 3,
};

/** The server's controls: what GET answers, changed by each PUT as the server would. */
function mockKitchen(initial: KitchenState, message = "Kitchen settings saved") {
  let current = initial;
  mockEndpoint(getKitchen, () => ({ kitchen: current }));
  return mockEndpoint(updateKitchen, ({ body }) => {
    const { pause, ...rest } = body;
    current = { ...current, ...rest } as KitchenState;
    if (pause === "resume") current = { ...current, paused: false, pausedUntil: null };
    else if (pause === "until-resumed") current = { ...current, paused: true, pausedUntil: null };
    // 20:30 IST.
    else if (pause !== undefined) current = { ...current, paused: true, pausedUntil: "2026-11-24T15:00:00.000Z" };
    return { success: true, message, kitchen: current };
  });
}

function renderControls() {
  return renderRoutes([{ path: "/", element: <KitchenControls restaurantId={RESTAURANT_ID} /> }], "/");
}

const kitchen = () => screen.getByRole("region", { name: "Kitchen" });

describe("KitchenControls", () => {
  it("pauses new orders for 30 minutes and shows when they come back", async () => {
    const user = userEvent.setup();
    const saves = mockKitchen(taking, "New orders paused");
    renderControls();

    expect(
      await within(await screen.findByRole("region", { name: "Kitchen" })).findByText("Taking orders"),
    ).toBeVisible();
    expect(screen.getByText("3 orders in the current 15-minute window")).toBeVisible();
    await user.click(
      within(screen.getByRole("group", { name: "Pause new orders" })).getByRole("button", { name: "30 min" }),
    );

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toEqual({ pause: 30 });
    expect(await within(kitchen()).findByText("Paused · back at 8:30 PM")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resume orders" })).toBeVisible();
  });

  it("resumes a pause until resumed", async () => {
    const user = userEvent.setup();
    const saves = mockKitchen({ ...taking, paused: true }, "Taking orders again");
    renderControls();

    expect(await screen.findByText("Paused for now")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Resume orders" }));
    await waitFor(() => expect(saves[0]?.body).toEqual({ pause: "resume" }));
    expect(await within(kitchen()).findByText("Taking orders")).toBeVisible();
  });

  it("marks the kitchen busy and caps the orders per window", async () => {
    const user = userEvent.setup();
    const saves = mockKitchen(taking);
    renderControls();

    await user.selectOptions(await screen.findByLabelText("Busy: add to preparation time"), "+20 min");
    await waitFor(() => expect(saves[0]?.body).toEqual({ busyMinutes: 20 }));
    expect(await within(kitchen()).findByText("Busy · +20 min")).toBeVisible();

    const cap = screen.getByLabelText("Most orders per 15 minutes");
    await user.type(cap, "0");
    await user.click(screen.getByRole("button", { name: "Save cap" }));
    expect(cap).toHaveAccessibleDescription(/Enter a whole number from 1 to 500/);
    expect(saves).toHaveLength(1);

    await user.clear(cap);
    await user.type(cap, "12");
    await user.click(screen.getByRole("button", { name: "Save cap" }));
    await waitFor(() => expect(saves[1]?.body).toEqual({ orderCapPerWindow: 12 }));
    expect(await screen.findByText("3 orders in the current 15-minute window of at most 12")).toBeVisible();
  });

  it("says when the controls could not be loaded, and retries", async () => {
    const user = userEvent.setup();
    mockEndpointError(
      getKitchen,
      403,
      { message: "You can only manage your own restaurant", code: "FORBIDDEN" },
      { once: true },
    );
    renderControls();
    expect(await screen.findByText("Could not load the kitchen controls")).toBeVisible();
    expect(screen.getByText("You can only manage your own restaurant")).toBeVisible();
    mockEndpoint(getKitchen, { kitchen: taking });
    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(await screen.findByText("Taking orders")).toBeVisible();
  });
});
