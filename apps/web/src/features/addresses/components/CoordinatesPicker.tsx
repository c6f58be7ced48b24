/**
 * The small map of the address form: the pin marks where the rider should come. A click or a pin drag picks the spot
 * (no look-up: the typed address stays as written); 'Use my current location' asks the browser. Leaflet loads on demand.
 */
import { MAP } from "@zaika/contract/constants";
import { LocateFixed } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLazyMap } from "../../../components/map/use-lazy-map";
import { Button } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";

export type LatLng = { lat: number; lng: number };

type CoordinatesPickerProps = {
  value: LatLng | null;
  onChange: (value: LatLng) => void;
  /** Where the map opens when no spot is picked yet. */
  fallbackCentre: LatLng;
  error?: string | undefined;
};

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

export function CoordinatesPicker({ value, onChange, fallbackCentre, error }: CoordinatesPickerProps) {
  const containerRef = useRef<HTMLElement>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  // Map handlers outlive renders: they read the latest callback and value through refs.
  const latest = useRef({ value, onChange, fallbackCentre });
  useEffect(() => {
    latest.current = { value, onChange, fallbackCentre };
  });

  const { status, mapRef } = useLazyMap(
    containerRef,
    () => import("../../../components/map/picker-map"),
    ({ createPickerMap }, container) => {
      const start = latest.current.value ?? latest.current.fallbackCentre;
      const pick = ({ lat, lon }: { lat: number; lon: number }) => latest.current.onChange({ lat, lng: lon });
      const map = createPickerMap(container, {
        centre: { lat: start.lat, lon: start.lng },
        zoom: MAP.zoom,
        onClick: pick,
        onDragStart: () => {},
        onDragEnd: pick,
      });
      // The dialog may still be settling: measure again once it has.
      requestAnimationFrame(() => map.resize());
      return map;
    },
  );

  // A spot set from outside the map (current location, a reset form) moves the pin there.
  useEffect(() => {
    if (status === "ready" && value) mapRef.current?.setMarker({ lat: value.lat, lon: value.lng }, true);
  }, [value, status, mapRef]);

  function locate() {
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      setLocateError("addresses:geolocationUnsupported");
      return;
    }
    setLocating(true);
    setLocateError(null);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        latest.current.onChange({ lat: coords.latitude, lng: coords.longitude });
      },
      () => {
        // The browser's own reason is in its language, not the app's: the app says it in its words.
        setLocating(false);
        setLocateError("addresses:locationFailed");
      },
      POSITION_OPTIONS,
    );
  }

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-900">{t("addresses:mapLegend")}</legend>
      <div
        className={`relative isolate h-48 overflow-hidden rounded-xl border bg-gray-100 sm:h-56 ${
          error ? "border-red-700" : "border-gray-300"
        }`}
      >
        <section ref={containerRef} className="size-full" aria-label={t("addresses:mapLabel")} />
        {status !== "ready" && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-gray-700">
            {status === "loading" ? t("addresses:mapLoading") : t("addresses:mapFailed")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700" aria-live="polite">
          {value
            ? t("addresses:pinAt", { lat: value.lat.toFixed(5), lon: value.lng.toFixed(5) })
            : t("addresses:tapMap")}
        </p>
        <Button variant="secondary" size="sm" onClick={locate} loading={locating}>
          <LocateFixed className="size-4" aria-hidden="true" />
          {t("addresses:useCurrentLocation")}
        </Button>
      </div>
      {(error || locateError) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error ?? (locateError && t(locateError))}
        </p>
      )}
    </fieldset>
  );
}
