import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { distanceMetres } from "@zaika/contract/geo";
import { beforeAll, describe, expect, it } from "vitest";
import { RESTAURANTS } from "../../src/db/seed/content/restaurants";
import { buildIndex, type Gazetteer, gazetteer } from "../../src/providers/geocoding/gazetteer";

/** GeoNames postal-code lines: country, PIN, place, state, state code, district, code, sub-district, code, lat, lon, accuracy. */
const row = (pin: string, place: string, state: string, district: string, lat: number, lon: number) =>
  ["IN", pin, place, state, "35", district, "439", district, "", String(lat), String(lon), "1"].join("\t");

const SAMPLE = [
  row("452010", "Vijay Nagar", "Madhya Pradesh", "Indore", 22.7069, 75.9552),
  row("452010", "Vijay Nagar", "Madhya Pradesh", "Indore", 22.7069, 75.9552), // repeated in the source
  row("452001", "Indore G.P.O.", "Madhya Pradesh", "Indore", 22.7233, 75.87),
  row("452016", "Indore Khajrana", "Madhya Pradesh", "Indore", 22.7329, 75.9058),
  row("520001", "Vijayawada H.O", "Andhra Pradesh", "Krishna", 16.5, 80.6),
  row("271215", "Vijay Nagar", "Uttar Pradesh", "Balrampur", 27.4906, 82.3745),
  row("586101", "Bijapur H.O", "Karnataka", "Vijayapura", 16.83, 75.71),
  row("586102", "Station Road", "Karnataka", "Vijayapura", 16.82, 75.72),
  row("208005", "Industrial Estate (Kanpur  Nagar", "Uttar Pradesh", "Kanpur Nagar", 26.5989, 80.2289),
  "not a data line",
  "",
].join("\n");

/** A gazetteer of the given lines alone (without the demo city's neighbourhoods). */
function sampleGazetteer(lines: string = SAMPLE) {
  const dir = mkdtempSync(path.join(tmpdir(), "zaika-gazetteer-"));
  const file = path.join(dir, "IN.txt");
  writeFileSync(file, lines);
  return gazetteer(file, []);
}

describe("the offline gazetteer", () => {
  it("keeps one locality per PIN and name, tidying names", () => {
    const index = buildIndex(SAMPLE);
    expect(index.names.filter((n) => n === "Vijay Nagar")).toHaveLength(2);
    expect(index.names).toContain("Industrial Estate (Kanpur Nagar)");
    expect(index.districts.map((d) => d.name).sort()).toEqual([
      "Balrampur",
      "Indore",
      "Kanpur Nagar",
      "Krishna",
      "Vijayapura",
    ]);
  });

  it("ranks whole-word matches first, cities above localities, town offices above villages, city matches last", async () => {
    const places = await sampleGazetteer().search("vijay", 10);
    expect(places.map((p) => p.description)).toEqual([
      "Vijay Nagar, Indore, Madhya Pradesh 452010",
      "Vijay Nagar, Balrampur, Uttar Pradesh 271215",
      "Vijayapura, Karnataka",
      "Vijayawada H.O, Krishna, Andhra Pradesh 520001",
      // Last: localities whose city, not name, matches.
      "Bijapur H.O, Vijayapura, Karnataka 586101",
      "Station Road, Vijayapura, Karnataka 586102",
    ]);
  });

  it("ranks places near the caller first within the same match quality", async () => {
    const places = await sampleGazetteer().search("vijay nagar", 2, { near: { lat: 27.5, lon: 82.4 } });
    expect(places[0]?.addressComponents.district).toBe("Balrampur");
  });

  it("ranks a nearer band first within the same match quality, even a village above a town office", async () => {
    const lines = [
      // From Rajwada, Indore: Dewas (a town office, PIN …001) about 33 km, Mhow about 21 km, Palda about 6 km.
      row("455001", "Ram Nagar", "Madhya Pradesh", "Dewas", 22.9623, 76.0508),
      row("453441", "Ram Nagar", "Madhya Pradesh", "Mhow", 22.5544, 75.7615),
      row("452020", "Ram Nagar", "Madhya Pradesh", "Indore", 22.68, 75.8939),
    ].join("\n");
    const places = await sampleGazetteer(lines).search("ram nagar", 3, { near: { lat: 22.7196, lon: 75.8577 } });
    expect(places.map((p) => p.addressComponents.district)).toEqual(["Indore", "Mhow", "Dewas"]);
  });

  it("describes a city with its state and a locality with its city, state and PIN", async () => {
    const [city] = await sampleGazetteer().search("Indore", 1);
    expect(city).toEqual({
      placeId: "district:madhya-pradesh:indore",
      description: "Indore, Madhya Pradesh",
      lat: 22.7233,
      lon: 75.9058,
      addressComponents: { locality: "Indore", district: "Indore", state: "Madhya Pradesh", country: "India" },
    });
  });

  it("finds PIN codes by their first digits", async () => {
    const g = sampleGazetteer();
    expect((await g.search("4520", 10)).map((p) => p.addressComponents.postal_code)).toEqual([
      "452001",
      "452010",
      "452016",
    ]);
    expect((await g.search("452 010", 10)).map((p) => p.placeId)).toEqual(["pin:452010:vijay-nagar"]);
    expect(await g.search("999999", 10)).toEqual([]);
  });

  it("treats punctuation and case as spaces", async () => {
    const places = await sampleGazetteer().search("INDORE g.p.o", 5);
    expect(places[0]?.placeId).toBe("pin:452001:indore-g-p-o");
    expect(await sampleGazetteer().search("%_*", 5)).toEqual([]);
  });

  it("names the nearest locality within 50 km and nothing farther", async () => {
    const g = sampleGazetteer();
    const place = await g.reverse(22.735, 75.9);
    expect(place).toMatchObject({ placeId: "pin:452016:indore-khajrana", lat: 22.735, lon: 75.9 });
    expect(await g.reverse(22.7, 76.3)).toMatchObject({ addressComponents: { locality: "Vijay Nagar" } });
    expect(await g.reverse(22.7, 76.6)).toBeNull();
    expect(await g.reverse(15, 65)).toBeNull();
  });

  it("answers reverse lookups on the full data in well under a millisecond each", async () => {
    const g = gazetteer();
    await g.warm();
    const started = performance.now();
    for (let i = 0; i < 200; i++) await g.reverse(20 + (i % 10) * 0.7, 73 + (i % 13) * 0.8);
    expect((performance.now() - started) / 200).toBeLessThan(1);
  });
});

describe("the gazetteer on the full data", () => {
  let g: Gazetteer;
  const rajwada = { lat: 22.7196, lon: 75.8577 };
  const hyderabad = { lat: 17.385, lon: 78.4867 };

  beforeAll(async () => {
    g = gazetteer();
    await g.warm();
  });

  it('offers Vijay Nagar, Indore first for "Vijay" near Indore, before Hyderabad\'s', async () => {
    const places = (await g.search("Vijay", 8, { near: rajwada })).map((p) => p.description);
    expect(places[0]).toBe("Vijay Nagar, Indore, Madhya Pradesh 452010");
    expect(places).toContain("Vijay Nagar Colony (Hyderabad), Hyderabad, Telangana 500057");
  });

  it('does not force Indore first for "Vijay" near Hyderabad', async () => {
    const [first] = await g.search("Vijay", 8, { near: hyderabad });
    expect(first?.description).toBe("Vijay Nagar Colony (Hyderabad), Hyderabad, Telangana 500057");
  });

  it("places Vijay Nagar, Indore where it is, not at the source's shared centroid 8 km east", async () => {
    const [place] = await g.search("Vijay Nagar, Indore", 1);
    expect(place).toMatchObject({ placeId: "pin:452010:vijay-nagar", lat: 22.7502, lon: 75.8925 });
  });

  const areas = [...new Set(RESTAURANTS.map((r) => r.area))];
  it.each(areas)("finds the seeded area %s in Indore, within 1.5 km of its restaurants", async (area) => {
    const [place] = await g.search(area, 1, { near: rajwada });
    expect(place?.addressComponents).toMatchObject({ locality: area, district: "Indore", state: "Madhya Pradesh" });
    const found = { lat: place?.lat ?? Number.NaN, lon: place?.lon ?? Number.NaN };
    for (const restaurant of RESTAURANTS.filter((r) => r.area === area)) {
      const metres = distanceMetres({ lat: restaurant.lat, lon: restaurant.lng }, found);
      expect(metres).toBeLessThan(1_500);
    }
  });
});
