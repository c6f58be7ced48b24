import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { mockPublicConfig } from "../../../test/public-config";
import { AddressForm } from "./AddressForm";

// Leaflet needs a real layout engine: the map stands in as a stub that reports clicks through its options.
type PickerOptions = { onClick: (p: { lat: number; lon: number }) => void };
let pickerOptions: PickerOptions | undefined;
vi.mock("../../../components/map/picker-map", () => ({
  createPickerMap: (_container: HTMLElement, options: PickerOptions) => {
    pickerOptions = options;
    return { setBaseLayer: vi.fn(), setMarker: vi.fn(), resize: vi.fn(), remove: vi.fn() };
  },
}));

function renderForm() {
  const onSubmit = vi.fn();
  // The map reads its tile settings from the public configuration.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddressForm formId="address-form" onSubmit={onSubmit} />
      <button type="submit" form="address-form">
        Save address
      </button>
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Asha Verma");
  await user.type(screen.getByLabelText("Phone number"), "9876543210");
  await user.type(screen.getByLabelText("Address line 1"), "12 MG Road");
  await user.type(screen.getByLabelText("City"), "Indore");
  await user.type(screen.getByLabelText("State"), "Madhya Pradesh");
  await user.type(screen.getByLabelText("PIN code"), "452001");
}

beforeEach(() => {
  pickerOptions = undefined;
  mockPublicConfig();
});

describe("AddressForm", () => {
  it("names every missing required field and asks for the map spot", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Save address" }));

    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Address line 1 is required")).toBeInTheDocument();
    expect(screen.getByText("City is required")).toBeInTheDocument();
    expect(screen.getByText("State is required")).toBeInTheDocument();
    expect(screen.getByText("Phone number is required")).toBeInTheDocument();
    expect(screen.getByText("PIN code must be 6 digits and cannot start with 0")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Mark the delivery spot on the map");
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a PIN code starting with 0 and a number that is not an Indian mobile", async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText("PIN code"));
    await user.type(screen.getByLabelText("PIN code"), "052001");
    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "12345");
    await user.click(screen.getByRole("button", { name: "Save address" }));

    expect(await screen.findByText("PIN code must be 6 digits and cannot start with 0")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's error once it is corrected", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("City is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("City"), "Indore");
    await waitFor(() => expect(screen.queryByText("City is required")).not.toBeInTheDocument());
    expect(screen.getByLabelText("City")).not.toHaveAttribute("aria-invalid");
  });

  it("sends the checked values with the spot clicked on the map and the chosen type", async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("radio", { name: "Work" }));
    await waitFor(() => expect(pickerOptions).toBeDefined());
    pickerOptions?.onClick({ lat: 22.7245, lon: 75.8842 });
    expect(await screen.findByText("Pin at 22.72450, 75.88420")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save address" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      fullName: "Asha Verma",
      phoneNumber: "9876543210",
      addressLine1: "12 MG Road",
      addressLine2: "",
      landmark: "",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452001",
      addressType: "work",
      deliveryInstructions: "",
      coordinates: { lat: 22.7245, lng: 75.8842 },
      isDefault: false,
    });
  });

  it("puts the pin at the browser's position with 'Use my current location'", async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 22.75, longitude: 75.9 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    const { user } = renderForm();
    const types = screen.getByRole("group", { name: "Address type" });
    expect(within(types).getByRole("radio", { name: "Home" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Use my current location" }));
    expect(await screen.findByText("Pin at 22.75000, 75.90000")).toBeInTheDocument();
  });
});
