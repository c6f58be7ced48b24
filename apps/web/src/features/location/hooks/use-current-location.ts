/**
 * 'Use my current location': the browser's position, looked up (GET /geo/reverse) and stored. Errors are toasts
 * (spec §8): 'Geolocation is not supported by your browser', or the browser's own message.
 */
import { MESSAGES } from "@zaika/contract/messages";
import { useState } from "react";
import { t, translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { reverseGeocode } from "../api/reverse-geocode";
import { LOCATION_MESSAGES } from "../messages";
import { useDeliveryLocation } from "./use-delivery-location";

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

export function useCurrentLocation({ onLocated }: { onLocated?: () => void } = {}) {
  const { setLocation } = useDeliveryLocation();
  const [locating, setLocating] = useState(false);

  function locate() {
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      toast.error(t(LOCATION_MESSAGES.geolocationUnsupported));
      return;
    }
    if (locating) return;
    setLocating(true);
    geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const place = await reverseGeocode(coords.latitude, coords.longitude);
          const stored = await setLocation({
            lat: coords.latitude,
            lon: coords.longitude,
            description: place.description,
          });
          if (stored) onLocated?.();
        } catch {
          // The API client has shown the error toast (spec §8).
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        toast.error(error.message || translateMessage(MESSAGES.somethingWentWrong));
      },
      POSITION_OPTIONS,
    );
  }

  return { locate, locating };
}
