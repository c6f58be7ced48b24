import { distanceMetres } from "@zaika/contract/geo";
import { describe, expect, it } from "vitest";
import {
  type Located,
  MAX_CELL_DEGREES,
  MIN_CELL_DEGREES,
  outsideBound,
  placeGrid,
  visitNearest,
} from "../../../src/modules/search/nearest";

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const metres = (a: Located, b: Located) => distanceMetres({ lat: a.lat, lon: a.lng }, { lat: b.lat, lon: b.lng });

interface Spot extends Located {
  id: number;
}

function scatter(next: () => number, count: number, centre: Located, spanDegrees: number, from = 0): Spot[] {
  return Array.from({ length: count }, (_, k) => ({
    id: from + k,
    lat: centre.lat + (next() - 0.5) * spanDegrees,
    lng: centre.lng + (next() - 0.5) * spanDegrees,
  }));
}

const INDORE = { lat: 22.72, lng: 75.86 };
const DELHI = { lat: 28.61, lng: 77.21 };

describe("the grid's cell size", () => {
  it("follows the places' spread: dense places get small cells, sparse ones large", () => {
    const next = random(3);
    // 10,000 over a 0.6° square: about 2 to a cell of 0.0085°.
    const dense = placeGrid(scatter(next, 10_000, INDORE, 0.6));
    expect(dense.cell).toBeGreaterThan(0.006);
    expect(dense.cell).toBeLessThan(0.012);
    // 100 over the same square: 0.085°.
    const sparse = placeGrid(scatter(next, 100, INDORE, 0.6));
    expect(sparse.cell).toBeGreaterThan(0.06);
    expect(sparse.cell).toBeLessThan(0.12);
  });

  it("halves the cell while places bunched in two cities of a wide area crowd a few cells", () => {
    const next = random(5);
    const places = [...scatter(next, 2_000, INDORE, 0.2), ...scatter(next, 2_000, DELHI, 0.2, 2_000)];
    const grid = placeGrid(places);
    // The spread alone (6° × 1.4°) would give 0.065°, about 9 to an occupied cell.
    expect(grid.cell).toBeLessThan(0.033);
    expect(places.length / grid.cells.size).toBeLessThanOrEqual(8);
  });

  it("stays within its bounds for places on one spot and for a few across the country", () => {
    const same = Array.from({ length: 100 }, () => ({ lat: 22.7, lng: 75.8 }));
    expect(placeGrid(same).cell).toBe(MIN_CELL_DEGREES);
    const far = [
      { lat: 8.5, lng: 76.9 },
      { lat: 34.1, lng: 74.8 },
      { lat: 26.1, lng: 91.7 },
    ];
    expect(placeGrid(far).cell).toBe(MAX_CELL_DEGREES);
  });
});

describe("outsideBound", () => {
  it("is never more than the distance to a place outside the rings walked", () => {
    const next = random(11);
    for (const cell of [0.001, 0.01, 0.05, 0.5]) {
      for (let k = 0; k < 200; k++) {
        const point = { lat: (next() - 0.5) * 160, lng: (next() - 0.5) * 340 };
        const ring = Math.floor(next() * 4);
        const bound = outsideBound(cell, point, ring);
        const ci = Math.floor(point.lat / cell);
        const cj = Math.floor(point.lng / cell);
        // Places just outside each edge of the box and at its corners, and a little further out.
        for (const di of [-ring - 1, -ring - 2, 0, ring + 1, ring + 2]) {
          for (const dj of [-ring - 1, -ring - 2, 0, ring + 1, ring + 2]) {
            if (Math.max(Math.abs(di), Math.abs(dj)) <= ring) continue;
            for (const [fi, fj] of [
              [0, 0],
              [0.999, 0.999],
              [next(), next()],
            ] as const) {
              const place = { lat: (ci + di + fi) * cell, lng: (cj + dj + fj) * cell };
              if (Math.abs(place.lat) >= 90) continue;
              expect(metres(point, place)).toBeGreaterThanOrEqual(bound);
            }
          }
        }
      }
    }
  });

  it("is the gap to the nearest edge: a point 0.3 of a 0.01° cell from its south edge, ring 0", () => {
    // 0.003° of latitude is 333.6 m (6,371 km × 0.003 × π / 180); the east-west gaps are wider.
    const bound = outsideBound(0.01, { lat: 22.713, lng: 75.855 }, 0);
    expect(bound).toBeCloseTo(333.58, 1);
  });
});

describe("visitNearest", () => {
  it("visits every place once when never told it has enough", () => {
    const next = random(17);
    const places = [...scatter(next, 500, INDORE, 0.5), ...scatter(next, 300, DELHI, 0.3, 500)];
    const grid = placeGrid(places);
    const seen: number[] = [];
    visitNearest(
      grid,
      { lat: 25, lng: 76 },
      (place) => seen.push(place.id),
      () => false,
    );
    expect(seen.sort((a, b) => a - b)).toEqual(places.map((p) => p.id));
  });

  it("measures everything at once rather than walk rings of empty cells to places far away", () => {
    // 100 restaurants on one spot (cells of 0.001°), searched from Delhi, 700 km off: about 6,000 rings away.
    const places = Array.from({ length: 100 }, (_, id) => ({ id, lat: INDORE.lat, lng: INDORE.lng }));
    const grid = placeGrid(places);
    let rings = 0;
    const seen: number[] = [];
    visitNearest(
      grid,
      DELHI,
      (place) => seen.push(place.id),
      () => {
        rings++;
        return false;
      },
    );
    expect(rings).toBe(0);
    expect(seen).toHaveLength(100);
  });

  it("finds the nearest ten exactly, having measured a small share of a dense city", () => {
    const next = random(23);
    const places = scatter(next, 10_000, INDORE, 0.6);
    const grid = placeGrid(places);
    for (let k = 0; k < 30; k++) {
      const point = { lat: INDORE.lat + (next() - 0.5) * 0.2, lng: INDORE.lng + (next() - 0.5) * 0.2 };
      const best: { id: number; distance: number }[] = [];
      let visited = 0;
      visitNearest(
        grid,
        point,
        (place) => {
          visited++;
          best.push({ id: place.id, distance: metres(point, place) });
          best.sort((a, b) => a.distance - b.distance);
          if (best.length > 10) best.pop();
        },
        (bound) => best.length === 10 && (best[9] as { distance: number }).distance < bound,
      );
      const expected = places
        .map((p) => ({ id: p.id, distance: metres(point, p) }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, 10);
      expect(best.map((b) => b.id)).toEqual(expected.map((e) => e.id));
      expect(visited).toBeLessThan(200);
    }
  });
});
