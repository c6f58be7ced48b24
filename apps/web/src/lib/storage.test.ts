import { act, renderHook } from "@testing-library/react";
import { LOCATION_STORAGE_KEY, StoredLocationSchema } from "@zaika/contract/geo";
import { describe, expect, it } from "vitest";
import {
  clearStoredLocation,
  nearbyQuery,
  readStoredLocation,
  useStoredLocation,
  writeStoredLocation,
} from "./storage";

const indore = { lat: 22.719568, lon: 75.857727, description: "Rajwada, Indore, Madhya Pradesh" };

describe("stored location", () => {
  it("uses the contract's storage key and stores exactly what StoredLocationSchema accepts", () => {
    writeStoredLocation(indore);
    const raw = JSON.parse(window.localStorage.getItem(LOCATION_STORAGE_KEY) ?? "null");
    expect(StoredLocationSchema.parse(raw)).toEqual(indore);
  });

  it("reads back what was written, the same object until it changes, and null after clearing", () => {
    writeStoredLocation(indore);
    const first = readStoredLocation();
    expect(first).toEqual(indore);
    expect(readStoredLocation()).toBe(first);
    clearStoredLocation();
    expect(readStoredLocation()).toBeNull();
  });

  it("treats a corrupt or coordinate-less value as no location", () => {
    window.localStorage.setItem(LOCATION_STORAGE_KEY, "{not json");
    expect(readStoredLocation()).toBeNull();
    window.localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ lat: "22", lon: 75, description: "x" }));
    expect(readStoredLocation()).toBeNull();
  });

  it("re-renders subscribers when the location is written or cleared", () => {
    const { result } = renderHook(() => useStoredLocation());
    expect(result.current).toBeNull();
    act(() => writeStoredLocation(indore));
    expect(result.current).toEqual(indore);
    act(() => clearStoredLocation());
    expect(result.current).toBeNull();
  });

  it("turns a location into the restaurant search's latitude, longitude and 5000 m radius", () => {
    expect(nearbyQuery(indore)).toEqual({ latitude: 22.719568, longitude: 75.857727, mxRadius: 5000 });
    expect(nearbyQuery(null)).toEqual({});
  });
});
