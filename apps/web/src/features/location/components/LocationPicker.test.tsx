import { screen, waitFor } from "@testing-library/react";
import { MAP } from "@zaika/contract/constants";
import { describe, expect, it, vi } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { renderRoutes } from "../../../test/utils";
import { LocationPicker } from "./LocationPicker";

// Leaflet needs a real layout; the test checks what the picker asks of the map module.
const createPickerMap = vi.hoisted(() =>
  vi.fn((_container: HTMLElement, _options: { centre: { lat: number; lon: number }; zoom: number }) => ({
    setMarker: vi.fn(),
    resize: vi.fn(),
    remove: vi.fn(),
  })),
);
vi.mock("../../../components/map/picker-map", () => ({ createPickerMap }));

function renderPicker() {
  return renderRoutes([{ path: "*", element: <LocationPicker /> }], "/user");
}

describe("LocationPicker", () => {
  it(`shows 'Loading...' until the map has loaded, centred on ${MAP.centre.lat}, ${MAP.centre.lng} at zoom ${MAP.zoom}`, async () => {
    renderPicker();

    expect(screen.getByText("Loading...")).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Loading...")).not.toBeInTheDocument());
    expect(createPickerMap).toHaveBeenLastCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ centre: { lat: 22.719568, lon: 75.857727 }, zoom: 14 }),
    );
  });

  it("centres on the stored location when there is one", async () => {
    writeStoredLocation({ lat: 22.7514, lon: 75.8957, description: "Vijay Nagar, Indore" });
    renderPicker();

    await waitFor(() =>
      expect(createPickerMap).toHaveBeenLastCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ centre: expect.objectContaining({ lat: 22.7514, lon: 75.8957 }), zoom: 14 }),
      ),
    );
    expect(screen.getByText(/Vijay Nagar, Indore/)).toBeInTheDocument();
  });
});
