/**
 * What a click or a marker drag on the map picker does (spec §4 Location): a click looks the place up at once, a drag
 * only once the marker has rested for DEBOUNCE_MS.markerDrag. A successful look-up stores lat, lon and description;
 * a failure is only logged, and the old location stays (spec §8). Free of Leaflet, so it is tested on its own.
 */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import type { StoredLocation } from "../../lib/storage";

type PositionControllerDeps = {
  reverse: (lat: number, lon: number) => Promise<{ description: string }>;
  save: (location: StoredLocation) => Promise<unknown>;
  /** Puts the marker back where the stored location is, after a failed look-up. */
  restore: () => void;
  /** What to log when a look-up fails (the caller's text: shared components know no feature's messages). */
  failureLogMessage: string;
  dragDebounceMs?: number;
};

export type PositionController = {
  click: (lat: number, lon: number) => void;
  dragStart: () => void;
  dragEnd: (lat: number, lon: number) => void;
  dispose: () => void;
};

export function createPositionController({
  reverse,
  save,
  restore,
  failureLogMessage,
  dragDebounceMs = DEBOUNCE_MS.markerDrag,
}: PositionControllerDeps): PositionController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Only the latest position counts: an older look-up that answers late is ignored.
  let latest = 0;
  let disposed = false;

  async function lookUp(lat: number, lon: number): Promise<void> {
    const ticket = ++latest;
    try {
      const place = await reverse(lat, lon);
      if (disposed || ticket !== latest) return;
      await save({ lat, lon, description: place.description });
    } catch (error) {
      if (disposed || ticket !== latest) return;
      console.error(failureLogMessage, error);
      restore();
    }
  }

  return {
    click(lat, lon) {
      clearTimeout(timer);
      void lookUp(lat, lon);
    },
    dragStart() {
      clearTimeout(timer);
    },
    dragEnd(lat, lon) {
      clearTimeout(timer);
      timer = setTimeout(() => void lookUp(lat, lon), dragDebounceMs);
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
