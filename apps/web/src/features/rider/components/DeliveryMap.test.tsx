/**
 * The rider's delivery map on real Leaflet (jsdom draws nothing, but Leaflet still builds its tiles and layers as
 * elements): the street tiles of the server's configuration, or the offline basemap without them.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { mockPublicConfig, TEST_TILES } from "../../../test/public-config";
import DeliveryMap from "./DeliveryMap";

beforeEach(() => {
  // Leaflet asks for tiles to cover the container: give it a size (jsdom lays nothing out), and a canvas that draws
  // nothing (jsdom has none) for the offline basemap's grid.
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(192);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

function renderMap() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeliveryMap
        pickup={{ lat: 22.7196, lng: 75.8577 }}
        drop={{ lat: 22.7514, lng: 75.8957 }}
        pickupName="Spice Route"
        dropName="Asha Verma"
      />
    </QueryClientProvider>,
  );
  return screen.getByRole("img", { name: "Map from Spice Route to Asha Verma" });
}

const tileSources = (map: HTMLElement) =>
  [...map.querySelectorAll("img.leaflet-tile")].map((img) => img.getAttribute("src") ?? "");
const attribution = (map: HTMLElement) => map.querySelector(".leaflet-control-attribution")?.textContent ?? "";

describe("DeliveryMap", () => {
  it("loads the street tiles of the server's configuration, credited", async () => {
    mockPublicConfig(TEST_TILES);
    const map = renderMap();

    await waitFor(() => expect(tileSources(map).length).toBeGreaterThan(0));
    for (const source of tileSources(map)) expect(source).toMatch(/^https:\/\/tiles\.zaika\.test\/\d+\/\d+\/\d+\.png$/);
    expect(attribution(map)).toContain("© Test tile contributors");
  });

  it("draws the offline basemap without tiles, and asks no tile server", async () => {
    mockPublicConfig();
    const map = renderMap();

    await waitFor(() => expect(attribution(map)).toContain("Offline basemap: Zaika"));
    expect(tileSources(map)).toEqual([]);
    // The route line and the two stops stay on top of the basemap.
    expect(map.querySelectorAll(".leaflet-overlay-pane path").length).toBeGreaterThanOrEqual(3);
  });
});
