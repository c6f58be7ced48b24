/**
 * A fake `navigator.geolocation` for component tests (jsdom has none): the test drives the fixes a watch receives,
 * or a refusal, and reads which watches are open. Installed for one test (removed when it finishes).
 *
 *   const gps = installFakeGeolocation();
 *   render(...);
 *   gps.fix({ lat: 22.7196, lng: 75.8577 }, Date.parse("2026-01-15T13:00:00Z"));
 *   gps.deny();
 *   expect(gps.openWatches()).toBe(0);
 */
import { act } from "@testing-library/react";
import { onTestFinished, vi } from "vitest";

type Watch = {
  success: PositionCallback;
  error: PositionErrorCallback | null | undefined;
  options: PositionOptions | undefined;
};

export type FakeGeolocation = {
  /** Delivers a fix to every open watch; `accuracy` in metres. */
  fix(point: { lat: number; lng: number }, at: number, accuracy?: number): void;
  /** Every open watch hears that the user refused location access. */
  deny(): void;
  /** Every open watch hears that no position could be had (no GPS signal). */
  unavailable(): void;
  /** How many watches are open now. */
  openWatches(): number;
  /** The options of every watchPosition call so far, in order. */
  watchOptions(): Array<PositionOptions | undefined>;
};

function positionError(code: 1 | 2 | 3, message: string): GeolocationPositionError {
  return { code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError;
}

export function installFakeGeolocation(): FakeGeolocation {
  const watches = new Map<number, Watch>();
  const options: Array<PositionOptions | undefined> = [];
  let nextId = 1;
  const geolocation = {
    watchPosition: vi.fn(
      (success: PositionCallback, error?: PositionErrorCallback | null, watchOptions?: PositionOptions) => {
        const id = nextId++;
        watches.set(id, { success, error, options: watchOptions });
        options.push(watchOptions);
        return id;
      },
    ),
    clearWatch: vi.fn((id: number) => {
      watches.delete(id);
    }),
    getCurrentPosition: vi.fn(),
  } satisfies Geolocation;

  Object.defineProperty(navigator, "geolocation", { configurable: true, value: geolocation });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, "geolocation");
  });

  // Inside act: the component's state updates are applied before the test reads the screen.
  const each = (visit: (watch: Watch) => void) => {
    act(() => {
      for (const watch of [...watches.values()]) visit(watch);
    });
  };

  return {
    fix(point, at, accuracy = 8) {
      const coords = {
        latitude: point.lat,
        longitude: point.lng,
        accuracy,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
      };
      const position = { coords: { ...coords, toJSON: () => coords }, timestamp: at };
      each((watch) => watch.success({ ...position, toJSON: () => position } as GeolocationPosition));
    },
    deny() {
      each((watch) => watch.error?.(positionError(1, "User denied Geolocation")));
    },
    unavailable() {
      each((watch) => watch.error?.(positionError(2, "Position unavailable")));
    },
    openWatches: () => watches.size,
    watchOptions: () => [...options],
  };
}
