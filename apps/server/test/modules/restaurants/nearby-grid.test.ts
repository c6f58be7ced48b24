/**
 * The nearby index's grid finds exactly the places that the contract's haversine (distanceMetres) puts within the
 * radius, with that distance to the bit: in a city, across the antimeridian and near a pole (where every place is
 * measured), over a radius wider than the grid, and after places come and go.
 */
import { distanceMetres } from "@zaika/contract/geo";
import { describe, expect, it } from "vitest";
import { createGrid } from "../../../src/modules/restaurants/nearby-grid";

/** A small deterministic generator, so a failing comparison can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Place {
  name: string;
  lat: number;
  lng: number;
}

/** What the grid finds, as "name@distance", sorted. */
function found(grid: ReturnType<typeof createGrid<Place>>, lat: number, lng: number, radius: number) {
  const seen: string[] = [];
  grid.within(lat, lng, radius, (place, distance) => seen.push(`${place.name}@${distance}`));
  return seen.sort();
}

/** Every place measured with distanceMetres: the reference. */
function measured(places: Iterable<Place>, lat: number, lng: number, radius: number) {
  const seen: string[] = [];
  for (const place of places) {
    const distance = distanceMetres({ lat, lon: lng }, { lat: place.lat, lon: place.lng });
    if (distance <= radius) seen.push(`${place.name}@${distance}`);
  }
  return seen.sort();
}

describe("the nearby grid", () => {
  const next = random(99);
  const places = new Map<string, Place>();
  const grid = createGrid<Place>();
  const put = (place: Place) => {
    places.set(place.name, place);
    grid.add(place);
  };
  // A city of 2,000 around Indore, a few across the antimeridian and near the north pole.
  for (let i = 0; i < 2000; i++) {
    put({ name: `city${i}`, lat: 22.72 + (next() - 0.5) * 0.5, lng: 75.86 + (next() - 0.5) * 0.5 });
  }
  for (let i = 0; i < 40; i++) {
    put({
      name: `fiji${i}`,
      lat: -17 + (next() - 0.5) * 0.2,
      lng: i % 2 ? 179.95 + next() * 0.05 : -180 + next() * 0.05,
    });
    put({ name: `pole${i}`, lat: 89.9 + next() * 0.1, lng: (next() - 0.5) * 360 });
  }
  const cases: Array<[string, number, number, number]> = [
    ["city, 5 km", 22.72, 75.86, 5000],
    ["city edge, 2 km", 22.97, 76.1, 2000],
    ["city, 300 m", 22.7, 75.9, 300],
    ["wider than the grid", 22.72, 75.86, 400_000],
    ["across the antimeridian", -17, 179.99, 8000],
    ["across the antimeridian, west", -17, -179.99, 8000],
    ["at the pole", 89.95, 10, 15_000],
    ["nowhere near", 0, 0, 5000],
  ];

  it("finds what distanceMetres puts within the radius, with its distance", () => {
    for (const [what, lat, lng, radius] of cases) {
      const expected = measured(places.values(), lat, lng, radius);
      expect(found(grid, lat, lng, radius), what).toEqual(expected);
    }
    // The cases are not all empty.
    expect(measured(places.values(), -17, 179.99, 8000).length).toBeGreaterThan(0);
    expect(measured(places.values(), 89.95, 10, 15_000).length).toBeGreaterThan(0);
  });

  it("finds places added and forgets places removed since its last search", () => {
    for (let i = 0; i < 300; i++) {
      const name = `city${Math.floor(next() * 2000)}`;
      const place = places.get(name);
      if (!place) continue;
      places.delete(name);
      grid.remove(place);
    }
    for (let i = 0; i < 100; i++)
      put({ name: `new${i}`, lat: 22.72 + (next() - 0.5) * 0.1, lng: 75.86 + (next() - 0.5) * 0.1 });
    for (const [what, lat, lng, radius] of cases) {
      expect(found(grid, lat, lng, radius), what).toEqual(measured(places.values(), lat, lng, radius));
    }
    grid.clear();
    expect(found(grid, 22.72, 75.86, 400_000)).toEqual([]);
  });
});
