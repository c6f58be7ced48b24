import { afterEach, describe, expect, it } from "vitest";
import { createTrackingMap, type TrackingMap } from "./tracking-map";

// Real Leaflet on jsdom: no layout (a 0 × 0 map), but markers, their DOM and their positions are all there.
let map: TrackingMap | null = null;
afterEach(() => {
  map?.remove();
  map = null;
});

function setUp(rider: { lat: number; lng: number } | null) {
  const container = document.createElement("div");
  document.body.append(container);
  map = createTrackingMap(container, {
    restaurant: { lat: 22.72, lng: 75.86 },
    drop: { lat: 22.75, lng: 75.89 },
    rider,
    labels: { restaurant: "Pickup: Sharma Ji Ki Rasoi", drop: "Drop: your address", rider: "Ravi" },
  });
  return container;
}

const riderMarkers = (container: HTMLElement) =>
  container.querySelectorAll<HTMLElement>('.leaflet-marker-icon[title="Ravi"]');

describe("createTrackingMap", () => {
  it("moves the one rider marker instead of adding another", () => {
    const container = setUp({ lat: 22.739, lng: 75.89 });
    const before = riderMarkers(container);
    expect(before).toHaveLength(1);
    const element = before[0];
    // Where Leaflet placed the icon (left and top on jsdom, which has no 3D transforms).
    const placed = element?.style.cssText;
    expect(placed).toMatch(/top: -?\d/);

    map?.setRider({ lat: 22.745, lng: 75.89 });

    const after = riderMarkers(container);
    expect(after).toHaveLength(1);
    expect(after[0]).toBe(element);
    expect(element?.style.cssText).not.toBe(placed);
  });

  it("adds the rider when the first position comes, and takes it off again on null", () => {
    const container = setUp(null);
    expect(riderMarkers(container)).toHaveLength(0);
    map?.setRider({ lat: 22.739, lng: 75.89 });
    expect(riderMarkers(container)).toHaveLength(1);
    map?.setRider(null);
    expect(riderMarkers(container)).toHaveLength(0);
  });
});
