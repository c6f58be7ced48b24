/**
 * A Leaflet map made once per mount, after its code has loaded on demand (Leaflet stays out of the first load), with
 * the app's base layer (street tiles or the offline basemap, decision 020) added when the public configuration says
 * which. `create` builds the map in the container from the loaded module; it runs once, so it reads changing values
 * through refs. The map is removed on unmount; a failed load is logged and reported as "failed".
 */
import type { MapSettings } from "@zaika/contract/map-tiles";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useMapSettings } from "./use-map-settings";

export type LazyMapStatus = "loading" | "ready" | "failed";

/** What a lazily made map must offer the hook. */
export interface LazyMap {
  remove(): void;
  setBaseLayer(settings: MapSettings): void;
}

export function useLazyMap<Module, Map extends LazyMap>(
  containerRef: RefObject<HTMLElement | null>,
  load: () => Promise<Module>,
  create: (module: Module, container: HTMLElement) => Map,
): { status: LazyMapStatus; mapRef: RefObject<Map | null> } {
  const mapRef = useRef<Map | null>(null);
  const [status, setStatus] = useState<LazyMapStatus>("loading");
  const mapSettings = useMapSettings();
  // Read once, at mount.
  const first = useRef({ load, create });

  useEffect(() => {
    let cancelled = false;
    first.current
      .load()
      .then((module) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        mapRef.current = first.current.create(module, container);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        console.error("Failed to load the map", error);
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [containerRef]);

  useEffect(() => {
    if (status === "ready" && mapSettings) mapRef.current?.setBaseLayer(mapSettings);
  }, [mapSettings, status]);

  return { status, mapRef };
}
