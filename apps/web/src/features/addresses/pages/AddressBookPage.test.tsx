import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADDRESS_MESSAGES, type Address } from "@zaika/contract/address";
import { deleteAddress, getAddresses, setDefaultAddress } from "@zaika/contract/endpoints/addresses";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../../../test/mock-api";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes, signInAs } from "../../../test/utils";
import { AddressBookPage } from "./AddressBookPage";

vi.mock("../../../components/map/picker-map", () => ({
  createPickerMap: () => ({ setBaseLayer: vi.fn(), setMarker: vi.fn(), resize: vi.fn(), remove: vi.fn() }),
}));

const home: Address = {
  _id: "a1",
  fullName: "Asha Verma",
  addressLine1: "12 MG Road",
  addressLine2: "",
  landmark: "City Mall",
  city: "Indore",
  state: "Madhya Pradesh",
  postalCode: "452001",
  addressType: "home",
  phoneNumber: "9876543210",
  deliveryInstructions: "",
  coordinates: { lat: 22.7, lng: 75.85 },
  isDefault: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const office: Address = { ...home, _id: "a2", fullName: "Asha at work", addressType: "work", isDefault: false };

const renderPage = () =>
  renderRoutes([{ path: "/user/profile/address", element: <AddressBookPage /> }], "/user/profile/address");

beforeEach(() => {
  signInAs("user");
  mockPublicConfig();
});

describe("AddressBookPage", () => {
  it("shows an empty state when nothing is saved", async () => {
    mockEndpoint(getAddresses, { data: [] });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your addresses");
    expect(await screen.findByText("No saved addresses yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add new address" })).toBeInTheDocument();
  });

  it("lists addresses with their type and default marker, and moves the default", async () => {
    mockEndpoint(getAddresses, { data: [home, office] });
    const defaults = mockEndpoint(setDefaultAddress, {
      success: true,
      message: ADDRESS_MESSAGES.defaultSet,
      data: [
        { ...office, isDefault: true },
        { ...home, isDefault: false },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole("list", { name: "Saved addresses" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("Asha Verma");
    expect(within(first as HTMLElement).getByText("Home")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("Default")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("Work")).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText("Default")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Set Asha at work, 12 MG Road as default" }));
    await waitFor(() =>
      expect(within(screen.getAllByRole("listitem")[0] as HTMLElement).getByText("Asha at work")).toBeInTheDocument(),
    );
    expect(defaults.map((call) => call.params.id)).toEqual(["a2"]);
  });

  it("deletes only after confirming", async () => {
    mockEndpoint(getAddresses, { data: [home, office] });
    const deletes = mockEndpoint(deleteAddress, {
      success: true,
      message: ADDRESS_MESSAGES.removed,
      data: [{ ...home }],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Asha at work, 12 MG Road" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this address?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Asha at work, 12 MG Road" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Asha at work")).not.toBeInTheDocument());
    expect(deletes.map((call) => call.params.id)).toEqual(["a2"]);
  });

  it("opens the edit dialog filled with the address", async () => {
    mockEndpoint(getAddresses, { data: [home] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Asha Verma, 12 MG Road" }));
    const dialog = screen.getByRole("dialog", { name: "Edit address" });
    expect(within(dialog).getByLabelText("Landmark (optional)")).toHaveValue("City Mall");
    expect(within(dialog).getByLabelText("PIN code")).toHaveValue("452001");
  });
});
