import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { createRider, getRiders, setRiderActive } from "@zaika/contract/endpoints/riders";
import { RIDER_MESSAGES, type Rider } from "@zaika/contract/rider";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { AdminRidersPage } from "./AdminRidersPage";

const ravi: Rider = {
  _id: "rider-1",
  name: "Ravi Kumar",
  phone: "9876500001",
  vehicleType: "scooter",
  vehicleNumber: "MP 09 AB 1234",
  isActive: true,
  isAvailable: true,
  activeDeliveries: 2,
  deliveredCount: 14,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function page(riders: Rider[]): ResponseOf<typeof getRiders> {
  return { data: riders, pagination: { page: 1, limit: 10, total: riders.length, totalPages: 1 } };
}

function renderPage() {
  return renderRoutes([{ path: "/admin/riders", element: <AdminRidersPage /> }], "/admin/riders");
}

describe("AdminRidersPage", () => {
  it("lists riders with vehicle, state badges and their work", async () => {
    const lists = mockEndpoint(getRiders, page([ravi]));
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading riders");
    const item = (await screen.findByText("Ravi Kumar")).closest("li");
    if (!item) throw new Error("no card");
    expect(within(item).getByText("MP 09 AB 1234")).toBeInTheDocument();
    // Each value of the card sits under its column's header (dt → dd).
    expect(within(item).getByText("Status").nextElementSibling).toHaveTextContent(/^ActiveOnline$/);
    expect(within(item).getByText("Active", { selector: "dt" }).nextElementSibling).toContainElement(
      within(item).getByRole("switch", { name: "Ravi Kumar active" }),
    );
    expect(within(item).getByText("Current deliveries").nextElementSibling).toHaveTextContent("2");
    expect(within(item).getByText("Delivered").nextElementSibling).toHaveTextContent("14");
    expect(lists[0]?.query).toEqual({ page: "1", limit: "10" });
  });

  it("shows a table on wide screens", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockEndpoint(getRiders, page([ravi]));
    renderPage();

    const table = await screen.findByRole("table", { name: "Riders" });
    const row = within(table).getByRole("row", { name: /Ravi Kumar/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Ravi Kumar", "9876500001", "Scooter · MP 09 AB 1234", "ActiveOnline", "2", "14", ""]);
    expect(within(row).getByRole("switch", { name: "Ravi Kumar active" })).toBeInTheDocument();
  });

  it("shows an empty state when there are no riders", async () => {
    mockEndpoint(getRiders, page([]));
    renderPage();
    expect(await screen.findByText("No riders yet")).toBeInTheDocument();
  });

  it("validates the add-rider form on the client, then shows the server's phone error on the field", async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, "error");
    mockEndpoint(getRiders, page([ravi]));
    const creates = mockEndpointError(createRider, 409, {
      message: RIDER_MESSAGES.phoneTaken,
      code: "CONFLICT",
      details: [{ field: "phone", message: RIDER_MESSAGES.phoneTaken }],
    });
    renderPage();
    await screen.findByText("Ravi Kumar");

    await user.click(screen.getByRole("button", { name: "Add rider" }));
    const dialog = screen.getByRole("dialog", { name: "Add rider" });
    await user.click(within(dialog).getByRole("button", { name: "Add rider" }));

    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(expect.stringContaining("Name"));
    expect(within(dialog).getByLabelText("Vehicle type")).toHaveAccessibleDescription("Choose a vehicle type");
    expect(creates).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Name"), "Sunil Yadav");
    await user.type(within(dialog).getByLabelText("Phone number"), "98765 00002");
    await user.selectOptions(within(dialog).getByLabelText("Vehicle type"), "motorcycle");
    await user.type(within(dialog).getByLabelText("Vehicle number"), "not a plate");
    await user.click(within(dialog).getByRole("button", { name: "Add rider" }));
    expect(within(dialog).getByLabelText("Vehicle number")).toHaveAccessibleDescription(
      "Enter a vehicle number like MP 09 AB 1234",
    );
    expect(creates).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Vehicle number"));
    await user.type(within(dialog).getByLabelText("Vehicle number"), "mp 09 cd 4321");
    await user.click(within(dialog).getByRole("button", { name: "Add rider" }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText("Phone number")).toHaveAccessibleDescription(RIDER_MESSAGES.phoneTaken),
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toEqual({
      name: "Sunil Yadav",
      phone: "9876500002",
      vehicleType: "motorcycle",
      vehicleNumber: "MP 09 CD 4321",
    });
  });

  it("adds a rider, says so and refreshes the list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const sunil: Rider = { ...ravi, _id: "rider-2", name: "Sunil Yadav", phone: "9876500002", isAvailable: false };
    let riders = [ravi];
    mockEndpoint(getRiders, () => page(riders));
    const creates = mockEndpoint(createRider, () => {
      riders = [ravi, sunil];
      return { success: true, message: RIDER_MESSAGES.created, data: sunil };
    });
    renderPage();
    await screen.findByText("Ravi Kumar");

    await user.click(screen.getByRole("button", { name: "Add rider" }));
    const dialog = screen.getByRole("dialog", { name: "Add rider" });
    await user.type(within(dialog).getByLabelText("Name"), "Sunil Yadav");
    await user.type(within(dialog).getByLabelText("Phone number"), "9876500002");
    await user.selectOptions(within(dialog).getByLabelText("Vehicle type"), "bicycle");
    await user.type(within(dialog).getByLabelText("Vehicle number"), "MP09AB12");
    await user.click(within(dialog).getByRole("button", { name: "Add rider" }));

    expect(await screen.findByText("Sunil Yadav")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(RIDER_MESSAGES.created);
    expect(creates.map((call) => call.body)).toEqual([
      { name: "Sunil Yadav", phone: "9876500002", vehicleType: "bicycle", vehicleNumber: "MP09AB12" },
    ]);
  });

  it("deactivates a rider only after confirmation", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let current = ravi;
    mockEndpoint(getRiders, () => page([current]));
    const updates = mockEndpoint(setRiderActive, ({ body }) => {
      current = { ...ravi, isActive: body.isActive };
      return { success: true, message: RIDER_MESSAGES.deactivated, data: current };
    });
    renderPage();

    await user.click(await screen.findByRole("switch", { name: "Ravi Kumar active" }));
    const dialog = screen.getByRole("dialog", { name: "Deactivate rider?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(updates).toHaveLength(0);

    await user.click(screen.getByRole("switch", { name: "Ravi Kumar active" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Deactivate rider?" })).getByRole("button", { name: "Deactivate" }),
    );

    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Ravi Kumar active" })).toHaveAttribute("aria-checked", "false"),
    );
    expect(updates.map((call) => [call.params.id, call.body])).toEqual([[ravi._id, { isActive: false }]]);
    expect(success).toHaveBeenCalledWith(RIDER_MESSAGES.deactivated);
    expect(screen.getByText("Inactive")).toBeInTheDocument();
  });
});
