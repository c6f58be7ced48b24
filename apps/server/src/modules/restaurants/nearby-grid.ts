/**
 * The nearby index's grid: places in cells of GRID_CELL_DEGREES, each cell keeping its places' latitude, longitude and
 * cos(latitude) side by side in one array, so that a search reads the places of the cells its box touches without
 * visiting each place's object, and measures with the contract's haversine (geo.ts distanceFrom, to the bit of
 * distanceMetres) only those inside the box.
 *
 * The box holds the circle as the SQL path's does (restaurantsAround): 1% wider than the radius in latitude, and in
 * longitude at the latitude of its edge farthest from the equator. Within it, what the haversine puts within the
 * radius is in the circle; a box crossing a pole or the antimeridian is left for every place to be measured.
 */
import { cosLatitude, distanceFrom } from "@zaika/contract/geo";

export const GRID_CELL_DEGREES = 0.05;

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

export interface Placed {
  lat: number;
  lng: number;
}

interface Cell<T> {
  places: T[];
  /** lat, lng and cos(lat) of each place in turn; null after a change until the next search packs them again. */
  coords: Float64Array | null;
}

export interface Grid<T extends Placed> {
  add(place: T): void;
  remove(place: T): void;
  clear(): void;
  /**
   * Calls `visit` with each place within `radius` metres of (lat, lng) and its distance (distanceMetres), in no
   * particular order; `visit` must not change the grid.
   */
  within(lat: number, lng: number, radius: number, visit: (place: T, distance: number) => void): void;
}

const cellIndex = (degrees: number) => Math.floor(degrees / GRID_CELL_DEGREES);
/** One number per (lat, lng) cell; rows run 10,000 cells wide, more than the 7,200 around the globe. */
const cellKey = (latCell: number, lngCell: number) => (latCell + 2000) * 10_000 + (lngCell + 4000);
const keyOf = (place: Placed) => cellKey(cellIndex(place.lat), cellIndex(place.lng));

function packed<T extends Placed>(cell: Cell<T>): Float64Array {
  if (cell.coords) return cell.coords;
  const coords = new Float64Array(cell.places.length * 3);
  cell.places.forEach((place, k) => {
    coords[3 * k] = place.lat;
    coords[3 * k + 1] = place.lng;
    coords[3 * k + 2] = cosLatitude(place.lat);
  });
  cell.coords = coords;
  return coords;
}

export function createGrid<T extends Placed>(): Grid<T> {
  const cells = new Map<number, Cell<T>>();

  /** Visits the places of `cell` in the box (every one with an unbounded box) that the circle holds. */
  function scan(
    cell: Cell<T>,
    box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
    radius: number,
    measure: (lat: number, lng: number, cosLat: number) => number,
    visit: (place: T, distance: number) => void,
  ) {
    const coords = packed(cell);
    const { minLat, maxLat, minLng, maxLng } = box;
    for (let k = 0, at = 0; at < coords.length; k++, at += 3) {
      const lat = coords[at] as number;
      const lng = coords[at + 1] as number;
      if (lat < minLat || lat > maxLat || lng < minLng || lng > maxLng) continue;
      const distance = measure(lat, lng, coords[at + 2] as number);
      if (distance > radius) continue;
      visit(cell.places[k] as T, distance);
    }
  }

  return {
    add(place) {
      const key = keyOf(place);
      const cell = cells.get(key);
      if (cell) {
        cell.places.push(place);
        cell.coords = null;
      } else cells.set(key, { places: [place], coords: null });
    },
    remove(place) {
      const key = keyOf(place);
      const cell = cells.get(key);
      if (!cell) return;
      const at = cell.places.indexOf(place);
      if (at < 0) return;
      cell.places.splice(at, 1);
      cell.coords = null;
      if (cell.places.length === 0) cells.delete(key);
    },
    clear() {
      cells.clear();
    },
    within(lat, lng, radius, visit) {
      const measure = distanceFrom({ lat, lon: lng });
      const dLat = (radius / METRES_PER_DEGREE) * 1.01;
      const minLat = lat - dLat;
      const maxLat = lat + dLat;
      const dLng = dLat / Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
      const minLng = lng - dLng;
      const maxLng = lng + dLng;
      if (minLat <= -90 || maxLat >= 90 || minLng < -180 || maxLng > 180) {
        const everything = { minLat: -Infinity, maxLat: Infinity, minLng: -Infinity, maxLng: Infinity };
        for (const cell of cells.values()) scan(cell, everything, radius, measure, visit);
        return;
      }
      const box = { minLat, maxLat, minLng, maxLng };
      const lat0 = cellIndex(minLat);
      const lat1 = cellIndex(maxLat);
      const lng0 = cellIndex(minLng);
      const lng1 = cellIndex(maxLng);
      if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > cells.size) {
        for (const cell of cells.values()) scan(cell, box, radius, measure, visit);
        return;
      }
      for (let i = lat0; i <= lat1; i++) {
        for (let j = lng0; j <= lng1; j++) {
          const cell = cells.get(cellKey(i, j));
          if (cell) scan(cell, box, radius, measure, visit);
        }
      }
    },
  };
}
