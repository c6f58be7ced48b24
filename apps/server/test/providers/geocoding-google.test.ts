import { describe, expect, it } from "vitest";
import { googleGeocoder } from "../../src/providers/geocoding/google";
import { createTestApp } from "../helpers/app";

/** A stand-in for the Geocoding API: records the URLs asked and answers with canned bodies. */
function fakeGoogle(body: unknown, status = 200) {
  const urls: URL[] = [];
  const fetch = (async (input: URL | string) => {
    urls.push(new URL(String(input)));
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { urls, fetch };
}

const vijayNagar = {
  place_id: "ChIJ-vijay",
  formatted_address: "Vijay Nagar, Indore, Madhya Pradesh 452010, India",
  geometry: { location: { lat: 22.7533, lng: 75.8937 } },
  address_components: [
    { long_name: "Vijay Nagar", types: ["sublocality", "political"] },
    { long_name: "Indore", types: ["locality", "political"] },
    { long_name: "452010", types: ["postal_code"] },
    { long_name: "India", types: ["country", "political"] },
  ],
};

describe("Google geocoding adapter", () => {
  it("searches within India with the key and maps results to places", async () => {
    const google = fakeGoogle({ status: "OK", results: [vijayNagar] });
    const places = await googleGeocoder({ apiKey: "test-key-123", fetch: google.fetch }).search("vijay nagar", 5, {
      near: { lat: 22.72, lon: 75.86 },
    });
    const url = google.urls[0];
    expect(url?.searchParams.get("components")).toBe("country:IN");
    expect(url?.searchParams.get("key")).toBe("test-key-123");
    expect(url?.searchParams.get("bounds")).toContain("22.47");
    expect(places).toEqual([
      {
        placeId: "ChIJ-vijay",
        description: "Vijay Nagar, Indore, Madhya Pradesh 452010, India",
        lat: 22.7533,
        lon: 75.8937,
        addressComponents: expect.objectContaining({ locality: "Indore", postal_code: "452010", country: "India" }),
      },
    ]);
  });

  it("reverse-geocodes keeping the picked point, and finds nothing outside India or at sea", async () => {
    const found = await googleGeocoder({
      apiKey: "k".repeat(12),
      fetch: fakeGoogle({ status: "OK", results: [vijayNagar] }).fetch,
    }).reverse(22.75, 75.89);
    expect(found).toMatchObject({ placeId: "ChIJ-vijay", lat: 22.75, lon: 75.89 });
    const sea = googleGeocoder({
      apiKey: "k".repeat(12),
      fetch: fakeGoogle({ status: "ZERO_RESULTS", results: [] }).fetch,
    });
    expect(await sea.reverse(15, 65)).toBeNull();
  });

  it("fails loudly on a refused key so the route reports it", async () => {
    const denied = fakeGoogle({
      status: "REQUEST_DENIED",
      error_message: "The provided API key is invalid.",
      results: [],
    });
    await expect(googleGeocoder({ apiKey: "k".repeat(12), fetch: denied.fetch }).search("indore", 5)).rejects.toThrow(
      /REQUEST_DENIED/,
    );
  });
});

describe("a failing geocoder behind the routes", () => {
  it("answers 503 with a retryable message, not a 500", async () => {
    const failing = googleGeocoder({ apiKey: "k".repeat(12), fetch: fakeGoogle({}, 500).fetch });
    const t = await createTestApp({ seed: false, geocoder: failing });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/geo/reverse?lat=22.7&lon=75.8" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
    } finally {
      await t.close();
    }
  });
});
