import { screen, waitFor } from "@testing-library/react";
import { MAP } from "@zaika/contract/constants";
import { getPublicConfig } from "@zaika/contract/endpoints/system";
import { OFFLINE_MAP } from "@zaika/contract/map-tiles";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { mockEndpointError } from "../../../test/mock-api";
import { mockPublicConfig, TEST_TILES } from "../../../test/public-config";
import { renderRoutes } from "../../../test/utils";
import { LocationPicker } from "./LocationPicker";

// Leaflet needs a real layout; the test checks what the picker asks of the map module.
const createPickerMap = vi.hoisted(() =>
  vi.fn((_container: HTMLElement, _options: { centre: { lat: number; lon: number }; zoom: number }) => ({
    setBaseLayer: vi.fn(),
    setMarker: vi.fn(),
    resize: vi.fn(),
    remove: vi.fn(),
  })),
);
vi.mock("../../../components/map/picker-map", () => ({ createPickerMap }));

function renderPicker() {
  return renderRoutes([{ path: "*", element: <LocationPicker /> }], "/user");
}

/** The base layer the newest map was given (the real one is ../../../components/map/base-layer.ts). */
const baseLayerCalls = () => createPickerMap.mock.results.at(-1)?.value.setBaseLayer.mock.calls ?? [];

beforeEach(() => {
  createPickerMap.mockClear();
});

describe("LocationPicker", () => {
  it(`shows 'Loading...' until the map has loaded, centred on ${MAP.centre.lat}, ${MAP.centre.lng} at zoom ${MAP.zoom}`, async () => {
    mockPublicConfig();
    renderPicker();

    expect(screen.getByText("Loading...")).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Loading...")).not.toBeInTheDocument());
    expect(createPickerMap).toHaveBeenLastCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ centre: { lat: 22.719568, lon: 75.857727 }, zoom: 14 }),
    );
  });

  it("centres on the stored location when there is one", async () => {
    mockPublicConfig();
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

  it("puts the street tiles of the server's configuration under the pin", async () => {
    mockPublicConfig(TEST_TILES);
    renderPicker();

    await waitFor(() => expect(baseLayerCalls()).toEqual([[TEST_TILES]]));
  });

  it("draws the offline basemap when the server has no tiles", async () => {
    mockPublicConfig();
    renderPicker();

    await waitFor(() => expect(baseLayerCalls()).toEqual([[OFFLINE_MAP]]));
  });

  it("draws the offline basemap when the configuration cannot be read", async () => {
    mockEndpointError(getPublicConfig, 404, { code: "NOT_FOUND", message: "Not found" });
    renderPicker();

    await waitFor(() => expect(baseLayerCalls()).toEqual([[OFFLINE_MAP]]));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
