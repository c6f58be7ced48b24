/**
 * The customer's delivery location in browser storage (spec §3 Location: lat, lon, description), with a small
 * store so that every component showing or using it follows changes, in this tab and in others.
 */
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import type { StoredLocation } from "@zaika/contract/geo";
import { LOCATION_STORAGE_KEY } from "@zaika/contract/geo-rules";
import { useSyncExternalStore } from "react";

export type { StoredLocation };

// The key comes from the contract's zod-free geo-rules: this module is part of every page's first load.
// StoredLocationSchema checks a location before it is written (see features/location); reading only rejects what is
// not usable as coordinates.

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedLocation: StoredLocation | null = null;

function isCoordinate(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCATION_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode): that means "no location".
    return null;
  }
}

function parse(raw: string | null): StoredLocation | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { lat, lon, description } = value as Record<string, unknown>;
    if (!isCoordinate(lat) || !isCoordinate(lon)) return null;
    return { lat, lon, description: typeof description === "string" ? description : "" };
  } catch {
    // A corrupt value means "no location".
    return null;
  }
}

/** The stored location, or null when none is stored or it is unusable. The same object until it changes. */
export function readStoredLocation(): StoredLocation | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLocation = parse(raw);
  }
  return cachedLocation;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeStoredLocation(location: StoredLocation): void {
  try {
    window.localStorage.setItem(
      LOCATION_STORAGE_KEY,
      JSON.stringify({ lat: location.lat, lon: location.lon, description: location.description }),
    );
  } catch {
    // Storage unavailable: the location simply is not remembered.
  }
  notify();
}

export function clearStoredLocation(): void {
  try {
    window.localStorage.removeItem(LOCATION_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
  notify();
}

function onStorageEvent(event: StorageEvent): void {
  if (event.key === null || event.key === LOCATION_STORAGE_KEY) notify();
}

/** Calls `listener` whenever the stored location may have changed (here or in another tab). */
export function subscribeStoredLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorageEvent);
  };
}

/** The stored location, re-rendering when it changes. */
export function useStoredLocation(): StoredLocation | null {
  return useSyncExternalStore(subscribeStoredLocation, readStoredLocation, () => null);
}

/**
 * First element of the query key of every query whose answer depends on the stored location (restaurant lists,
 * menus with distance, nearby dishes). The location controls invalidate it when the location changes.
 */
export const LOCATION_SCOPED_QUERY = "near-location";

/** The search parameters of a location (spec §7): latitude, longitude and mxRadius 5000 metres; none without one. */
export function nearbyQuery(location: StoredLocation | null): {
  latitude?: number;
  longitude?: number;
  mxRadius?: number;
} {
  if (!location) return {};
  return { latitude: location.lat, longitude: location.lon, mxRadius: RESTAURANT_LIST.radiusMetres };
}

const CHOOSE_LOCATION_EVENT = "zaika:choose-location";

/**
 * Asks the page's location control to let the customer choose a location (e.g. from a "Set location" prompt in a
 * page): the header's box takes focus, or on small screens the location drawer opens.
 */
export function requestLocationChoice(): void {
  window.dispatchEvent(new Event(CHOOSE_LOCATION_EVENT));
}

/** Calls `listener` on every requestLocationChoice(). */
export function onLocationChoiceRequest(listener: () => void): () => void {
  window.addEventListener(CHOOSE_LOCATION_EVENT, listener);
  return () => window.removeEventListener(CHOOSE_LOCATION_EVENT, listener);
}
