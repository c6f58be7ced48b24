/**
 * The admins' restaurants map on real Leaflet (jsdom draws nothing, but Leaflet still builds tiles and markers as
 * elements): the base layer every map shares (decision 020) under the restaurants' markers.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import type { Restaurant } from "@zaika/contract/restaurant";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { MemoryRouter } from "../../../lib/router";
import { mockPublicConfig, TEST_TILES } from "../../../test/public-config";
import RestaurantsMap from "./RestaurantsMap";

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(480);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

const restaurant = (id: string, name: string, lat: number, lng: number) =>
  ({
    _id: id,
    name,
    isActive: true,
    address: { city: "Indore", coordinates: { lat, lng } },
  }) as unknown as Restaurant;

function renderMap() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RestaurantsMap
          restaurants={[
            restaurant("r1", "Spice Route", 22.7196, 75.8577),
            restaurant("r2", "Sharma Ji Ki Rasoi", 22.7514, 75.8957),
          ]}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Map of restaurants" });
}

const tileSources = (map: HTMLElement) =>
  [...map.querySelectorAll("img.leaflet-tile")].map((img) => img.getAttribute("src") ?? "");
const attribution = (map: HTMLElement) => map.querySelector(".leaflet-control-attribution")?.textContent ?? "";

describe("RestaurantsMap", () => {
  it("draws the restaurants over the street tiles of the server's configuration, credited", async () => {
    mockPublicConfig(TEST_TILES);
    const map = renderMap();

    await waitFor(() => expect(tileSources(map).length).toBeGreaterThan(0));
    for (const source of tileSources(map)) expect(source).toMatch(/^https:\/\/tiles\.zaika\.test\/\d+\/\d+\/\d+\.png$/);
    expect(attribution(map)).toContain("© Test tile contributors");
    expect(map.querySelectorAll(".leaflet-marker-icon").length).toBeGreaterThan(0);
  });

  it("draws the offline basemap without tiles", async () => {
    mockPublicConfig();
    const map = renderMap();

    await waitFor(() => expect(attribution(map)).toContain("Offline basemap: Zaika"));
    expect(tileSources(map)).toEqual([]);
  });
});
