import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "GET", url, headers, remoteAddress });

type PlaceBody = { placeId: string; description: string; addressComponents: Record<string, string> };

describe("place search", () => {
  it('finds Indore localities for "vijay"', async () => {
    const res = await get("/api/geo/places?q=vijay");
    expect(res.statusCode).toBe(200);
    const places = res.json().data as PlaceBody[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(8);
    expect(places).toContainEqual(
      expect.objectContaining({
        placeId: "pin:452010:vijay-nagar",
        description: "Vijay Nagar, Indore, Madhya Pradesh 452010",
        addressComponents: {
          locality: "Vijay Nagar",
          district: "Indore",
          state: "Madhya Pradesh",
          postal_code: "452010",
          country: "India",
        },
      }),
    );
  });

  it("puts places near the customer's stored location first", async () => {
    const res = await get("/api/geo/places?q=vijay&limit=3", {
      position: JSON.stringify({ lat: 22.7196, lon: 75.8577 }),
    });
    expect(res.json().data[0].description).toBe("Vijay Nagar, Indore, Madhya Pradesh 452010");
  });

  it("does not force Indore's places first for a customer far from Indore", async () => {
    const res = await get("/api/geo/places?q=vijay&limit=3", {
      position: JSON.stringify({ lat: 17.385, lon: 78.4867 }),
    });
    expect(res.json().data[0].description).toBe("Vijay Nagar Colony (Hyderabad), Hyderabad, Telangana 500057");
  });

  it("finds the demo city's neighbourhoods the postal data lacks", async () => {
    const res = await get("/api/geo/places?q=56%20dukan&limit=1", {
      position: JSON.stringify({ lat: 22.7196, lon: 75.8577 }),
    });
    expect(res.json().data[0]).toMatchObject({
      description: "56 Dukan, Indore, Madhya Pradesh 452001",
      lat: 22.7246,
      lon: 75.8841,
    });
  });

  it("ranks a city above its localities", async () => {
    const places = (await get("/api/geo/places?q=indore")).json().data as PlaceBody[];
    expect(places[0]).toMatchObject({
      description: "Indore, Madhya Pradesh",
      addressComponents: { district: "Indore" },
    });
    expect(places.slice(1).some((p) => p.addressComponents.district === "Indore")).toBe(true);
  });

  it("finds a PIN code's localities", async () => {
    const places = (await get("/api/geo/places?q=452010&limit=20")).json().data as PlaceBody[];
    expect(places.map((p) => p.description)).toContain("Vijay Nagar, Indore, Madhya Pradesh 452010");
    expect(places.every((p) => p.addressComponents.postal_code === "452010")).toBe(true);
  });

  it("matches a locality written with its city", async () => {
    const places = (await get(`/api/geo/places?q=${encodeURIComponent("Vijay Nagar, Indore")}`)).json().data;
    expect(places[0].placeId).toBe("pin:452010:vijay-nagar");
  });

  it("returns nothing for text no place matches, and honours limit", async () => {
    expect((await get("/api/geo/places?q=zzqxw")).json()).toEqual({ data: [] });
    expect((await get("/api/geo/places?q=nagar&limit=3")).json().data).toHaveLength(3);
  });

  it("answers 400 for too short or too long text and a bad limit", async () => {
    expect((await get("/api/geo/places?q=v")).statusCode).toBe(400);
    expect((await get(`/api/geo/places?q=${"a".repeat(101)}`)).statusCode).toBe(400);
    expect((await get("/api/geo/places?q=vijay&limit=50")).statusCode).toBe(400);
    expect((await get("/api/geo/places")).statusCode).toBe(400);
  });

  it("ignores a malformed position header", async () => {
    expect((await get("/api/geo/places?q=vijay", { position: "{not json" })).statusCode).toBe(200);
  });
});

describe("reverse geocoding", () => {
  it("names the Indore locality at a point in the city and keeps the point", async () => {
    const res = await get("/api/geo/reverse?lat=22.7533&lon=75.8937");
    expect(res.statusCode).toBe(200);
    const place = res.json().data;
    expect(place).toMatchObject({
      lat: 22.7533,
      lon: 75.8937,
      addressComponents: { district: "Indore", state: "Madhya Pradesh", country: "India" },
    });
    expect(place.description).toMatch(/, Indore, Madhya Pradesh 45\d{4}$/);
    expect(place.placeId).toMatch(/^pin:45\d{4}:[a-z0-9-]+$/);
  });

  it("answers 404 in the Arabian Sea, far from any locality", async () => {
    const res = await get("/api/geo/reverse?lat=15.0&lon=65.0");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No place found near this location");
  });

  it("answers 400 for coordinates that are not on Earth or not numbers", async () => {
    for (const query of ["lat=91&lon=75", "lat=22&lon=181", "lat=abc&lon=75", "lon=75"]) {
      const res = await get(`/api/geo/reverse?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("protection", () => {
  it("limits one address to 120 lookups a minute", async () => {
    const address = "203.0.113.9";
    for (let i = 0; i < 120; i++) {
      expect((await get("/api/geo/reverse?lat=22.7&lon=75.8", {}, address)).statusCode).toBe(200);
    }
    const refused = await get("/api/geo/reverse?lat=22.7&lon=75.8", {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await get("/api/geo/reverse?lat=22.7&lon=75.8", {}, "203.0.113.10")).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await get("/api/geo/reverse?lat=22.7&lon=75.8", {}, address)).statusCode).toBe(200);
  });
});
