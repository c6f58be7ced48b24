/**
 * Places visited nearest first, for "nearest first" searches over many matches: a grid of 0.05° cells is walked in
 * rings around the searcher, and the walk stops once no unvisited cell can hold a place nearer than what the caller
 * still needs. The bound is a true lower bound of the haversine distance (contract geo.ts), so the caller ends with
 * exactly what visiting every place would have given it.
 */

export const CELL_DEGREES = 0.05;
/** Fewer places than this are simply all visited. */
export const GRID_MIN_PLACES = 64;

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Located {
  lat: number;
  lng: number;
}

export interface PlaceGrid<T extends Located> {
  all: readonly T[];
  cells: Map<number, T[]>;
  /** The occupied cells' index range. */
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
/** One number per (lat, lng) cell; rows run 10,000 cells wide, more than the 7,200 around the globe. */
const keyOf = (lat: number, lng: number) => (lat + 2000) * 10_000 + (lng + 4000);

export function placeGrid<T extends Located>(places: readonly T[]): PlaceGrid<T> {
  const grid: PlaceGrid<T> = {
    all: places,
    cells: new Map(),
    minLat: Number.POSITIVE_INFINITY,
    maxLat: Number.NEGATIVE_INFINITY,
    minLng: Number.POSITIVE_INFINITY,
    maxLng: Number.NEGATIVE_INFINITY,
  };
  for (const place of places) {
    const i = cellOf(place.lat);
    const j = cellOf(place.lng);
    const key = keyOf(i, j);
    const cell = grid.cells.get(key);
    if (cell) cell.push(place);
    else grid.cells.set(key, [place]);
    grid.minLat = Math.min(grid.minLat, i);
    grid.maxLat = Math.max(grid.maxLat, i);
    grid.minLng = Math.min(grid.minLng, j);
    grid.maxLng = Math.max(grid.maxLng, j);
  }
  return grid;
}

/**
 * The least haversine distance from the point to anything at least `cells` whole cells away in latitude or in
 * longitude, with latitudes up to `maxAbsLat`: hav(d/R) ≥ hav(Δφ), and ≥ cos²φmax · hav(Δλ).
 */
function lowerBound(cells: number, maxAbsLat: number): number {
  if (cells <= 0) return 0;
  const span = toRadians(cells * CELL_DEGREES);
  const northSouth = EARTH_RADIUS_M * span;
  const eastWest = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.cos(toRadians(maxAbsLat)) * Math.sin(span / 2)));
  // A millimetre of slack for rounding in either formula.
  return Math.min(northSouth, eastWest) - 0.001;
}

/**
 * Calls `visit` for the grid's places ring by ring around the point (a ring's order within is arbitrary), and stops
 * when `enough(bound)` answers true: every place not visited yet is at least `bound` metres away. Visits everything,
 * in no particular order, when the rings would reach a pole or the antimeridian.
 */
export function visitNearest<T extends Located>(
  grid: PlaceGrid<T>,
  point: Located,
  visit: (place: T) => void,
  enough: (bound: number) => boolean,
): void {
  const ci = cellOf(point.lat);
  const cj = cellOf(point.lng);
  // Rings beyond this cover no occupied cell.
  const last = Math.max(ci - grid.minLat, grid.maxLat - ci, cj - grid.minLng, grid.maxLng - cj, 0);
  const visitCell = (i: number, j: number) => {
    for (const place of grid.cells.get(keyOf(i, j)) ?? []) visit(place);
  };
  for (let ring = 0; ring <= last; ring++) {
    const maxAbsLat = Math.abs(point.lat) + (ring + 1) * CELL_DEGREES;
    const crossesEdge = maxAbsLat >= 89 || Math.abs(point.lng) + (ring + 1) * CELL_DEGREES >= 180;
    if (crossesEdge) {
      // Cell indices do not wrap: past here the rings say nothing about distance. Visit what the rings have not.
      for (const place of grid.all) {
        const i = cellOf(place.lat);
        const j = cellOf(place.lng);
        if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) >= ring) visit(place);
      }
      return;
    }
    if (ring === 0) visitCell(ci, cj);
    else {
      for (let j = cj - ring; j <= cj + ring; j++) {
        visitCell(ci - ring, j);
        visitCell(ci + ring, j);
      }
      for (let i = ci - ring + 1; i <= ci + ring - 1; i++) {
        visitCell(i, cj - ring);
        visitCell(i, cj + ring);
      }
    }
    // Everything in ring + 1 and beyond is at least `ring` whole cells away in one direction.
    if (enough(lowerBound(ring, maxAbsLat + CELL_DEGREES))) return;
  }
}
