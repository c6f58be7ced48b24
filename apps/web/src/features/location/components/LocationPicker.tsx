/**
 * The map picker (spec §2, §4): a Leaflet map, loaded on demand, centred on the stored location or on MAP.centre at
 * zoom MAP.zoom, showing 'Loading...' until it is ready. A click or a marker drag sets the delivery location (see
 * components/map/position-controller.ts); the text below the map announces the result to screen readers.
 */
import { MAP } from "@zaika/contract/constants";
import { useEffect, useRef } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { createPositionController } from "../../../components/map/position-controller";
import { useLazyMap } from "../../../components/map/use-lazy-map";
import { t } from "../../../lib/i18n";
import { reverseGeocode } from "../api/reverse-geocode";
import { useDeliveryLocation } from "../hooks/use-delivery-location";
import { LOCATION_MESSAGES } from "../messages";

export function LocationPicker({ className = "h-72" }: { className?: string }) {
  const { location, setLocation } = useDeliveryLocation();
  const containerRef = useRef<HTMLElement>(null);
  // The map's event handlers outlive renders: they read the latest values through refs.
  const latest = useRef({ location, setLocation });
  useEffect(() => {
    latest.current = { location, setLocation };
  });

  // Clicks and drags on the map go through the position controller (made with the map, disposed with it).
  const controllerRef = useRef<ReturnType<typeof createPositionController> | null>(null);
  const { status, mapRef } = useLazyMap(
    containerRef,
    () => import("../../../components/map/picker-map"),
    ({ createPickerMap }, container) => {
      const controller = createPositionController({
        reverse: (lat, lon) => reverseGeocode(lat, lon, { toast: false }),
        save: (next) => latest.current.setLocation(next),
        failureLogMessage: LOCATION_MESSAGES.reverseGeocodeFailed,
        restore: () => {
          const current = latest.current.location;
          if (current) mapRef.current?.setMarker(current, false);
        },
      });
      controllerRef.current = controller;
      const stored = latest.current.location;
      const map = createPickerMap(container, {
        centre: stored ?? { lat: MAP.centre.lat, lon: MAP.centre.lng },
        zoom: MAP.zoom,
        onClick: ({ lat, lon }) => controller.click(lat, lon),
        onDragStart: () => controller.dragStart(),
        onDragEnd: ({ lat, lon }) => controller.dragEnd(lat, lon),
      });
      // Dialogs and drawers may still be settling: measure again once they have.
      requestAnimationFrame(() => map.resize());
      return map;
    },
  );
  useEffect(
    () => () => {
      controllerRef.current?.dispose();
      controllerRef.current = null;
    },
    [],
  );

  // A location chosen elsewhere (search, current location) moves the pin there.
  useEffect(() => {
    if (status === "ready" && location) mapRef.current?.setMarker(location, true);
  }, [location, status, mapRef]);

  return (
    <div>
      <div className={`relative isolate overflow-hidden rounded-xl border border-gray-300 bg-gray-100 ${className}`}>
        <section ref={containerRef} className="size-full" aria-label={t("location:mapLabel")} />
        {status !== "ready" && (
          <div className="absolute inset-0 z-[1000] flex items-center justify-center bg-gray-100 p-4 text-center">
            {status === "loading" ? (
              <p role="status" className="font-medium text-gray-800">
                {t("location:loading")}
              </p>
            ) : (
              <p role="alert" className="text-sm text-gray-800">
                {t("location:mapFailed")}
              </p>
            )}
          </div>
        )}
      </div>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-gray-800">
        {location ? (
          <Trans
            i18nKey="location:deliveringTo"
            values={{ place: location.description }}
            components={{ bold: <span className="font-semibold" /> }}
          />
        ) : (
          t("location:chooseOnMap")
        )}
      </p>
    </div>
  );
}
