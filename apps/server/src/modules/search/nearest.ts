/**
 * Places visited nearest first, for "nearest first" searches over many matches: a grid is walked in rings of cells
 * around the searcher, and the walk stops once no unvisited cell can hold a place nearer than what the caller still
 * needs. The bound is a true lower bound of the haversine distance (contract geo.ts) from the searcher's own position
 * to the edge of the rings walked so far, so the caller ends with exactly what visiting every place would have given it.
 *
 * The cell size is chosen per grid from its places' spread, about CELL_TARGET places to an occupied cell: a dense
 * city's matches get small cells (few places measured before the nearest are certain), a rare dish's matches large
 * ones (few empty cells walked).
 */

/** Fewer places than this are simply all visited. */
export const GRID_MIN_PLACES = 64;
/** Places per occupied cell the grid aims at. */
export const CELL_TARGET = 2;
/** Cell sizes, in degrees, the grid keeps within (about 110 m to 110 km at the equator). */
export const MIN_CELL_DEGREES = 0.001;
export const MAX_CELL_DEGREES = 1;

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Located {
  lat: number;
  lng: number;
}

export interface PlaceGrid<T extends Located> {
  all: readonly T[];
  /** Degrees per cell, in latitude and in longitude. */
  cell: number;
  cells: Map<number, T[]>;
  /** The occupied cells' index range. */
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * One small integer per occupied (lat, lng) cell index pair, counted from the grid's first occupied row and column
 * (kept small so that V8 stores the keys unboxed); cells outside the occupied range have no key (-1).
 */
function keyOf(grid: PlaceGrid<Located>, i: number, j: number): number {
  if (i < grid.minLat || i > grid.maxLat || j < grid.minLng || j > grid.maxLng) return -1;
  return (i - grid.minLat) * (grid.maxLng - grid.minLng + 1) + (j - grid.minLng);
}

function build<T extends Located>(places: readonly T[], cell: number): PlaceGrid<T> {
  const grid: PlaceGrid<T> = {
    all: places,
    cell,
    cells: new Map(),
    minLat: Number.POSITIVE_INFINITY,
    maxLat: Number.NEGATIVE_INFINITY,
    minLng: Number.POSITIVE_INFINITY,
    maxLng: Number.NEGATIVE_INFINITY,
  };
  for (const place of places) {
    const i = Math.floor(place.lat / cell);
    const j = Math.floor(place.lng / cell);
    grid.minLat = Math.min(grid.minLat, i);
    grid.maxLat = Math.max(grid.maxLat, i);
    grid.minLng = Math.min(grid.minLng, j);
    grid.maxLng = Math.max(grid.maxLng, j);
  }
  for (const place of places) {
    const key = keyOf(grid, Math.floor(place.lat / cell), Math.floor(place.lng / cell));
    const found = grid.cells.get(key);
    if (found) found.push(place);
    else grid.cells.set(key, [place]);
  }
  return grid;
}

/**
 * A grid of the places, its cell sized from their spread (about CELL_TARGET to a cell were they even), then halved
 * while the occupied cells hold far more than that (places bunched in a few cities of a wide area).
 */
export function placeGrid<T extends Located>(places: readonly T[]): PlaceGrid<T> {
  let minLat = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  let minLng = Number.POSITIVE_INFINITY;
  let maxLng = Number.NEGATIVE_INFINITY;
  for (const place of places) {
    minLat = Math.min(minLat, place.lat);
    maxLat = Math.max(maxLat, place.lat);
    minLng = Math.min(minLng, place.lng);
    maxLng = Math.max(maxLng, place.lng);
  }
  const area = Math.max(maxLat - minLat, MIN_CELL_DEGREES) * Math.max(maxLng - minLng, MIN_CELL_DEGREES);
  const clamp = (cell: number) => Math.min(MAX_CELL_DEGREES, Math.max(MIN_CELL_DEGREES, cell));
  let cell = clamp(Math.sqrt((area * CELL_TARGET) / Math.max(places.length, 1)));
  let grid = build(places, cell);
  while (places.length > 4 * CELL_TARGET * grid.cells.size && cell > MIN_CELL_DEGREES) {
    cell = clamp(cell / 2);
    grid = build(places, cell);
  }
  return grid;
}

/** The least haversine distance from a point to anything `degrees` of latitude away (hav(d/R) ≥ hav(Δφ)). */
function northSouthMetres(degrees: number): number {
  return EARTH_RADIUS_M * toRadians(degrees);
}

/**
 * The least haversine distance from a point at latitude `lat` to anything `degrees` of longitude away whose latitude
 * is at most `maxAbsLat` from the equator: hav(d/R) ≥ cos φ1 · cos φ2 · hav(Δλ), with cos φ2 ≥ cos(maxAbsLat).
 */
function eastWestMetres(degrees: number, lat: number, maxAbsLat: number): number {
  const scale = Math.sqrt(Math.cos(toRadians(lat)) * Math.cos(toRadians(maxAbsLat)));
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, scale * Math.sin(toRadians(degrees) / 2)));
}

/**
 * The least distance from `point` to any place outside the rings walked so far (cells `ring` or fewer from the
 * point's cell): a place outside lies beyond the box's north or south edge (at least the latitude gap away), or within
 * its latitudes and beyond its east or west edge (at least the longitude gap away, at the box's latitudes).
 */
export function outsideBound(cell: number, point: Located, ring: number): number {
  const ci = Math.floor(point.lat / cell);
  const cj = Math.floor(point.lng / cell);
  const south = (ci - ring) * cell;
  const north = (ci + ring + 1) * cell;
  const west = (cj - ring) * cell;
  const east = (cj + ring + 1) * cell;
  const latGap = Math.min(point.lat - south, north - point.lat);
  const lngGap = Math.min(point.lng - west, east - point.lng);
  const maxAbsLat = Math.max(Math.abs(south), Math.abs(north));
  // A millimetre of slack for rounding in either formula.
  return Math.max(0, Math.min(northSouthMetres(latGap), eastWestMetres(lngGap, point.lat, maxAbsLat)) - 0.001);
}

/**
 * Calls `visit` for the grid's places ring by ring around the point (a ring's order within is arbitrary), and stops
 * when `enough(bound)` answers true: every place not visited yet is at least `bound` metres away. Visits the rest in no
 * particular order when the rings would reach a pole or the antimeridian, or would cost more than measuring them.
 */
export function visitNearest<T extends Located>(
  grid: PlaceGrid<T>,
  point: Located,
  visit: (place: T) => void,
  enough: (bound: number) => boolean,
): void {
  const { cell } = grid;
  const ci = Math.floor(point.lat / cell);
  const cj = Math.floor(point.lng / cell);
  // Rings before `first` cover no occupied cell (every occupied cell is at least that many cells away along one
  // axis), nor do rings after `last`.
  const gap = (at: number, min: number, max: number) => Math.max(0, min - at, at - max);
  const first = Math.max(gap(ci, grid.minLat, grid.maxLat), gap(cj, grid.minLng, grid.maxLng));
  const last = Math.max(ci - grid.minLat, grid.maxLat - ci, cj - grid.minLng, grid.maxLng - cj, 0);
  let walked = 0;
  const visitCell = (i: number, j: number) => {
    walked++;
    const places = grid.cells.get(keyOf(grid, i, j));
    if (places) for (const place of places) visit(place);
  };
  /** Visits, in no particular order, every place the rings before `ring` did not. */
  const visitRest = (ring: number) => {
    for (const place of grid.all) {
      const i = Math.floor(place.lat / cell);
      const j = Math.floor(place.lng / cell);
      if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) >= ring) visit(place);
    }
  };
  for (let ring = first; ring <= last; ring++) {
    const crossesEdge = Math.abs(point.lat) + (ring + 1) * cell >= 89 || Math.abs(point.lng) + (ring + 1) * cell >= 180;
    // Past a pole or the antimeridian the cell indices do not wrap, so the rings say nothing about distance; and once
    // the rings have looked up more cells than there are places, measuring the rest costs less than walking on (a
    // searcher far from every place, or between far-apart towns).
    if (crossesEdge || walked + 8 * ring > 2 * grid.all.length) {
      visitRest(ring);
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
    if (enough(outsideBound(cell, point, ring))) return;
  }
}
