import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { OFFLINE_MAP } from "@zaika/contract/map-tiles";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { mockPublicConfig, TEST_TILES } from "../../test/public-config";
import { TrackingMap, type TrackingMapProps } from "./TrackingMap";
import type { TrackingMapOptions } from "./tracking-map";

// Leaflet needs a real layout; the test checks what the component asks of the map module.
const createTrackingMap = vi.hoisted(() =>
  vi.fn((_container: HTMLElement, _options: TrackingMapOptions) => ({
    setBaseLayer: vi.fn(),
    setRider: vi.fn(),
    resize: vi.fn(),
    remove: vi.fn(),
  })),
);
vi.mock("./tracking-map", () => ({ createTrackingMap }));

const handle = () => createTrackingMap.mock.results.at(-1)?.value;

const props = (lat: number, etaMinutes: number | null = 4): TrackingMapProps => ({
  restaurant: { lat: 22.72, lng: 75.86, name: "Sharma Ji Ki Rasoi" },
  drop: { lat: 22.75, lng: 75.89, name: "your address" },
  rider: { name: "Ravi", position: { lat, lng: 75.89 } },
  heading: "to-customer",
  etaMinutes,
});

function renderMap(initial: TrackingMapProps) {
  const queryClient = createQueryClient();
  const wrap = (p: TrackingMapProps) => (
    <QueryClientProvider client={queryClient}>
      <TrackingMap {...p} />
    </QueryClientProvider>
  );
  const view = render(wrap(initial));
  return { ...view, update: (next: TrackingMapProps) => view.rerender(wrap(next)) };
}

beforeEach(() => {
  createTrackingMap.mockClear();
});

describe("TrackingMap", () => {
  it("draws the restaurant, the drop and the rider once, and says the same in words beside the map", async () => {
    mockPublicConfig();
    renderMap(props(22.739));

    await waitFor(() => expect(createTrackingMap).toHaveBeenCalledTimes(1));
    expect(createTrackingMap).toHaveBeenCalledWith(expect.any(HTMLElement), {
      restaurant: { lat: 22.72, lng: 75.86, name: "Sharma Ji Ki Rasoi" },
      drop: { lat: 22.75, lng: 75.89, name: "your address" },
      rider: { lat: 22.739, lng: 75.89 },
      labels: { restaurant: "Pickup: Sharma Ji Ki Rasoi", drop: "Drop: your address", rider: "Ravi" },
    });
    expect(screen.getByRole("img", { name: "Map of Ravi riding to your address" })).toBeInTheDocument();
    // 0.011° of latitude from the drop: 1,223 m.
    expect(screen.getByText("Ravi is 1.2 km away · about 4 min")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Map legend" })).toHaveTextContent("RiderRestaurantDrop");
  });

  it("moves the rider's marker when the position changes, without making the map again", async () => {
    mockPublicConfig();
    const { update } = renderMap(props(22.739));
    await waitFor(() => expect(handle()?.setRider).toHaveBeenCalled());

    update(props(22.745, 2));

    await waitFor(() => expect(handle()?.setRider).toHaveBeenLastCalledWith({ lat: 22.745, lng: 75.89 }));
    expect(createTrackingMap).toHaveBeenCalledTimes(1);
    expect(handle()?.remove).not.toHaveBeenCalled();
    // 0.005° from the drop: 556 m, to the nearest 10 m.
    expect(screen.getByText("Ravi is 560 m away · about 2 min")).toBeInTheDocument();
  });

  it("puts the configured street tiles under the markers", async () => {
    mockPublicConfig(TEST_TILES);
    renderMap(props(22.739));
    await waitFor(() => expect(handle()?.setBaseLayer.mock.calls).toEqual([[TEST_TILES]]));
  });

  it("draws the offline basemap without tiles, and removes the map when it goes", async () => {
    mockPublicConfig();
    const { unmount } = renderMap(props(22.739));
    await waitFor(() => expect(handle()?.setBaseLayer.mock.calls).toEqual([[OFFLINE_MAP]]));
    unmount();
    expect(handle()?.remove).toHaveBeenCalledTimes(1);
  });

  it("says where the rider is heading for pickup, from the restaurant", async () => {
    mockPublicConfig();
    renderMap({ ...props(22.73), drop: { lat: 22.75, lng: 75.89, name: "Asha Verma" }, heading: "to-restaurant" });
    await waitFor(() => expect(createTrackingMap).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("img", { name: "Map of Ravi riding to Sharma Ji Ki Rasoi" })).toBeInTheDocument();
    // To the restaurant at 22.72, 75.86: 0.01° north (1,112 m) and 0.03° east (0.03 × 111,195 m × cos 22.7° =
    // 3,077 m), √(1,112² + 3,077²) = 3,272 m.
    expect(screen.getByText(/^Ravi is 3\.3 km away · about 4 min$/)).toBeInTheDocument();
  });
});
