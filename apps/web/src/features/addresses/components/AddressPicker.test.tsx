import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address } from "@zaika/contract/address";
import { createAddress, getAddresses } from "@zaika/contract/endpoints/addresses";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { mockEndpoint } from "../../../test/mock-api";
import { mockPublicConfig } from "../../../test/public-config";
import { signInAs } from "../../../test/utils";
import { AddressPicker, type AddressPickerProps } from "./AddressPicker";

vi.mock("../../../components/map/picker-map", () => ({
  createPickerMap: () => ({ setBaseLayer: vi.fn(), setMarker: vi.fn(), resize: vi.fn(), remove: vi.fn() }),
}));

const base: Omit<Address, "_id" | "fullName" | "coordinates" | "isDefault"> = {
  addressLine1: "12 MG Road",
  addressLine2: "",
  landmark: "",
  city: "Indore",
  state: "Madhya Pradesh",
  postalCode: "452001",
  addressType: "home",
  phoneNumber: "9876543210",
  deliveryInstructions: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
// The restaurant sits at (22.7, 75.85); 0.018° of latitude is about 2 km, 0.18° about 20 km.
const restaurant = { coordinates: { lat: 22.7, lng: 75.85 }, deliveryRadiusKm: 5 };
const near: Address = {
  ...base,
  _id: "a1",
  fullName: "Near Home",
  coordinates: { lat: 22.718, lng: 75.85 },
  isDefault: false,
};
const far: Address = {
  ...base,
  _id: "a2",
  fullName: "Far Office",
  addressType: "work",
  coordinates: { lat: 22.88, lng: 75.85 },
  isDefault: true,
};

function renderPicker(props: Partial<AddressPickerProps> = {}) {
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddressPicker selectedId={null} onSelect={onSelect} restaurant={restaurant} {...props} />
    </QueryClientProvider>,
  );
  return { onSelect, user: userEvent.setup() };
}

beforeEach(() => {
  signInAs("user");
  mockPublicConfig();
});

describe("AddressPicker", () => {
  it("shows a skeleton while loading, then each address with its distance", async () => {
    mockEndpoint(getAddresses, { data: [far, near] });
    renderPicker();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your addresses");
    expect(await screen.findByText("2 km away")).toBeInTheDocument();
  });

  it("marks an address beyond the radius as outside the delivery area and does not let it be chosen", async () => {
    mockEndpoint(getAddresses, { data: [far, near] });
    const { onSelect, user } = renderPicker();

    const farRadio = await screen.findByRole("radio", { name: /Far Office/ });
    expect(farRadio).toBeDisabled();
    expect(screen.getByText("Outside delivery area (20 km away, delivers within 5 km)")).toBeInTheDocument();
    expect(farRadio).toHaveAccessibleDescription("Outside delivery area (20 km away, delivers within 5 km)");
    await user.click(farRadio);
    // The default is far away, so nothing is preselected either.
    expect(onSelect).not.toHaveBeenCalled();

    const nearRadio = screen.getByRole("radio", { name: /Near Home/ });
    expect(nearRadio).toBeEnabled();
    await user.click(nearRadio);
    expect(onSelect).toHaveBeenCalledWith(near);
  });

  it("preselects the default address when it can be delivered to", async () => {
    mockEndpoint(getAddresses, {
      data: [
        { ...near, isDefault: true },
        { ...far, isDefault: false },
      ],
    });
    const { onSelect } = renderPicker();
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ _id: "a1" })));
  });

  it("shows the selected address as checked", async () => {
    mockEndpoint(getAddresses, { data: [far, near] });
    renderPicker({ selectedId: "a1" });
    expect(await screen.findByRole("radio", { name: /Near Home/ })).toBeChecked();
  });

  it("offers every address without distances when no restaurant is known", async () => {
    mockEndpoint(getAddresses, { data: [far, near] });
    renderPicker({ restaurant: null });
    expect(await screen.findByRole("radio", { name: /Far Office/ })).toBeEnabled();
    expect(screen.queryByText(/Outside delivery area/)).not.toBeInTheDocument();
  });

  it("shows an empty state with 'Add new address', and selects the address it saves", async () => {
    const saved: Address = { ...near, _id: "new", fullName: "Asha Verma", isDefault: true };
    mockEndpoint(getAddresses, { data: [] });
    const creates = mockEndpoint(createAddress, { success: true, message: "Address added successfully", data: saved });
    const { onSelect, user } = renderPicker();
    expect(await screen.findByText("No saved addresses yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add new address" }));
    const dialog = screen.getByRole("dialog", { name: "Add new address" });
    expect(dialog).toBeInTheDocument();

    await user.type(screen.getByLabelText("Full name"), "Asha Verma");
    await user.type(screen.getByLabelText("Phone number"), "9876543210");
    await user.type(screen.getByLabelText("Address line 1"), "12 MG Road");
    await user.type(screen.getByLabelText("City"), "Indore");
    await user.type(screen.getByLabelText("State"), "Madhya Pradesh");
    await user.type(screen.getByLabelText("PIN code"), "452001");
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 22.718, longitude: 75.85 } } as GeolocationPosition),
      },
    });
    await user.click(screen.getByRole("button", { name: "Use my current location" }));
    await user.click(screen.getByRole("button", { name: "Save address" }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(saved));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({
      fullName: "Asha Verma",
      phoneNumber: "9876543210",
      addressLine1: "12 MG Road",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452001",
      coordinates: { lat: 22.718, lng: 75.85 },
    });
  });
});
