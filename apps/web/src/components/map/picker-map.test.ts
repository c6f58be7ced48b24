/**
 * The picker map on real Leaflet (jsdom draws nothing, but Leaflet still builds its tiles and layers as elements): its
 * base layer is the configured street tiles, or the offline basemap without them.
 */
import { OFFLINE_MAP } from "@zaika/contract/map-tiles";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_TILES } from "../../test/public-config";
import { createPickerMap, type PickerMap } from "./picker-map";

let container: HTMLElement;
let map: PickerMap | undefined;

beforeEach(() => {
  // Leaflet asks for tiles to cover the container: give it a size (jsdom lays nothing out), and a canvas that draws
  // nothing (jsdom has none) for the offline basemap's grid.
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(512);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(256);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  container = document.createElement("div");
  document.body.append(container);
  map = createPickerMap(container, {
    centre: { lat: 22.719568, lon: 75.857727 },
    zoom: 14,
    onClick: () => {},
    onDragStart: () => {},
    onDragEnd: () => {},
  });
});

afterEach(() => {
  map?.remove();
  container.remove();
});

const tileSources = () => [...container.querySelectorAll("img.leaflet-tile")].map((img) => img.getAttribute("src"));
const attribution = () => container.querySelector(".leaflet-control-attribution")?.textContent ?? "";
const outline = () => container.querySelectorAll(".leaflet-overlay-pane path");

describe("the picker map's base layer", () => {
  it("loads the configured street tiles, credited", () => {
    map?.setBaseLayer(TEST_TILES);

    const sources = tileSources();
    expect(sources.length).toBeGreaterThan(0);
    // Zoom 14 around Indore: x near (75.86 + 180) / 360 × 2^14 = 11644, y near 7129.
    for (const source of sources) expect(source).toMatch(/^https:\/\/tiles\.zaika\.test\/14\/116\d\d\/71\d\d\.png$/);
    expect(attribution()).toContain("© Test tile contributors");
    expect(attribution()).not.toContain("Offline basemap");
    expect(outline()).toHaveLength(0);
  });

  it("draws the offline basemap without tiles: India's outline, no tile requests", () => {
    map?.setBaseLayer(OFFLINE_MAP);

    expect(tileSources()).toEqual([]);
    expect(outline().length).toBeGreaterThan(0);
    expect(attribution()).toContain("Offline basemap: Zaika");
  });

  it("swaps one base layer for the other", () => {
    map?.setBaseLayer(OFFLINE_MAP);
    map?.setBaseLayer(TEST_TILES);
    expect(tileSources().length).toBeGreaterThan(0);
    expect(outline()).toHaveLength(0);
    expect(attribution()).not.toContain("Offline basemap");

    map?.setBaseLayer(OFFLINE_MAP);
    expect(tileSources()).toEqual([]);
    expect(outline().length).toBeGreaterThan(0);
    expect(attribution()).not.toContain("Test tile contributors");
  });
});
