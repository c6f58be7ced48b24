import { renderHook, waitFor } from "@testing-library/react";
import { DISPATCH_MESSAGES } from "@zaika/contract/dispatch";
import { postRiderLocation } from "@zaika/contract/endpoints/dispatch";
import { describe, expect, it, vi } from "vitest";
import { installFakeGeolocation } from "../../../test/geolocation";
import { apiRequests, mockEndpoint, mockEndpointError, mockEndpointNetworkError } from "../../../test/mock-api";
import { signInAs } from "../../../test/utils";
import { RIDER_APP_MESSAGES } from "../messages";
import { useShareLocation } from "./use-share-location";

const T0 = Date.parse("2026-01-15T13:00:00.000Z");
const seconds = (s: number) => T0 + s * 1000;

// Worked by hand: 0.001° of latitude is 111.2 m, 0.0001° is 11.1 m (the throttle's threshold is 25 m).
const A = { lat: 22.7196, lng: 75.8577 };
const B = { lat: 22.7206, lng: 75.8577 }; // 111 m north of A
const NEAR_B = { lat: 22.7207, lng: 75.8577 }; // 11 m from B
const C = { lat: 22.7216, lng: 75.8577 }; // 111 m north of B

const locationPosts = () =>
  apiRequests().filter((request) => new URL(request.url).pathname === "/api/rider/me/location");

function renderSharing(enabled = true) {
  signInAs("rider", "Ravi Kumar", "rider-1");
  return renderHook(({ on }: { on: boolean }) => useShareLocation(on), { initialProps: { on: enabled } });
}

/**
 * Sharing with timeouts and intervals faked (requests and the clock are real; vi.waitFor advances the fakes by
 * itself), and the first fix (A, at 0 s) sent and answered accepted. The caller restores real timers.
 */
async function sharingFromA() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  const gps = installFakeGeolocation();
  const calls = mockEndpoint(postRiderLocation, { accepted: true });
  renderSharing();
  gps.fix(A, seconds(0), 12);
  await vi.waitFor(() => expect(calls).toHaveLength(1), { interval: 1 });
  return { gps, calls };
}

describe("useShareLocation", () => {
  it("watches with high accuracy and sends the first fix at once, then only after 10 s and 25 m", async () => {
    const gps = installFakeGeolocation();
    const calls = mockEndpoint(postRiderLocation, { accepted: true });
    const { result } = renderSharing();

    expect(result.current).toEqual({ state: "waiting", note: null });
    expect(gps.watchOptions()).toEqual([expect.objectContaining({ enableHighAccuracy: true })]);

    gps.fix(A, seconds(0), 12);
    expect(result.current.state).toBe("sharing");
    await waitFor(() => expect(calls).toHaveLength(1));

    gps.fix(B, seconds(5)); // 111 m but 5 s after A: too soon
    gps.fix(B, seconds(12)); // 12 s and 111 m after A: sent
    gps.fix(NEAR_B, seconds(30)); // 18 s after B but 11 m from it: not moved enough
    gps.fix(C, seconds(31)); // 19 s and 111 m after B: sent

    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((call) => call.body)).toEqual([
      { ...A, accuracy: 12 },
      { ...B, accuracy: 8 },
      { ...C, accuracy: 8 },
    ]);
    expect(locationPosts()).toHaveLength(3);
    expect(result.current).toEqual({ state: "sharing", note: null });
  });

  it("re-sends the last fix every 60 s while the rider stands still and the phone reports nothing new", async () => {
    // Only intervals are fake: the heartbeat's (and, so, Testing Library's waitFor polling: vi.waitFor is used here,
    // which advances fake timers by itself); requests and the clock are real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const gps = installFakeGeolocation();
      const calls = mockEndpoint(postRiderLocation, { accepted: true });
      renderSharing();
      // The phone stamps its fix with the real time; the heartbeat re-sends it stamped with the time it fires.
      gps.fix(A, Date.now() - 60_000, 12);
      await vi.waitFor(() => expect(calls).toHaveLength(1), { interval: 1 });
      expect(calls).toHaveLength(1);

      vi.advanceTimersByTime(60_000); // the heartbeat: a minute on, the same spot
      await vi.waitFor(() => expect(calls).toHaveLength(2), { interval: 1 });
      expect(calls[1]?.body).toEqual({ ...A, accuracy: 12 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a move held back only by the 10 s once they have passed, when the phone reports nothing newer", async () => {
    try {
      const { gps, calls } = await sharingFromA();

      gps.fix(B, seconds(4)); // 111 m on, 4 s after A: held back, then the rider stops
      vi.advanceTimersByTime(5_000);
      expect(locationPosts()).toHaveLength(1);
      vi.advanceTimersByTime(1_000); // 10 s after A
      await vi.waitFor(() => expect(calls).toHaveLength(2), { interval: 1 });
      expect(calls[1]?.body).toEqual({ ...B, accuracy: 8 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a fix the server ignored (a jump it read as too fast) again 10 s later, when the phone reports nothing newer", async () => {
    try {
      const { gps } = await sharingFromA();

      // 111 m on, 12 s after A by the phone's clock, but the server finds it too fast and ignores it.
      const ignored = mockEndpoint(postRiderLocation, { accepted: false, message: DISPATCH_MESSAGES.tooFast });
      gps.fix(B, seconds(12));
      await vi.waitFor(() => expect(ignored).toHaveLength(1), { interval: 1 });
      const accepted = mockEndpoint(postRiderLocation, { accepted: true });

      vi.advanceTimersByTime(9_000);
      expect(locationPosts()).toHaveLength(2);
      vi.advanceTimersByTime(1_000); // 10 s after the ignored fix: the same spot, sent again
      await vi.waitFor(() => expect(accepted).toHaveLength(1), { interval: 1 });
      expect(accepted[0]?.body).toEqual({ ...B, accuracy: 8 });

      vi.advanceTimersByTime(10_000); // accepted: nothing more until the phone moves or the heartbeat
      expect(locationPosts()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("notes a failed send quietly and retries with a fix 10 s later even without moving", async () => {
    const gps = installFakeGeolocation();
    const calls = mockEndpoint(postRiderLocation, { accepted: true });
    mockEndpointNetworkError(postRiderLocation, { once: true });
    const { result } = renderSharing();

    gps.fix(A, seconds(0));
    await waitFor(() => expect(result.current.note).toBe(RIDER_APP_MESSAGES.locationNotSent));
    expect(result.current.state).toBe("sharing");

    gps.fix(B, seconds(5)); // 5 s after the failure: waits, even 111 m away
    gps.fix(A, seconds(10)); // the interval has passed: tried again, back on the same spot
    await waitFor(() => expect(result.current.note).toBeNull());
    expect(calls.map((call) => call.body)).toEqual([{ ...A, accuracy: 8 }]);
    expect(locationPosts()).toHaveLength(2);
  });

  it("shows the server's 400 (outside India) as the note", async () => {
    const gps = installFakeGeolocation();
    mockEndpointError(postRiderLocation, 400, { code: "VALIDATION_ERROR", message: DISPATCH_MESSAGES.outsideIndia });
    const { result } = renderSharing();

    gps.fix({ lat: 51.5072, lng: -0.1276 }, seconds(0));

    await waitFor(() => expect(result.current.note).toBe(DISPATCH_MESSAGES.outsideIndia));
  });

  it("says location is off when the rider refuses access, and waits out a lost signal", () => {
    const gps = installFakeGeolocation();
    const { result } = renderSharing();

    gps.unavailable();
    expect(result.current.state).toBe("waiting");
    gps.deny();
    expect(result.current.state).toBe("denied");
    expect(locationPosts()).toHaveLength(0);
  });

  it("does not watch while offline, stops when going offline and when unmounted", () => {
    const gps = installFakeGeolocation();
    const { result, rerender, unmount } = renderSharing(false);

    expect(result.current).toEqual({ state: "off", note: null });
    expect(gps.watchOptions()).toHaveLength(0);

    rerender({ on: true });
    expect(gps.openWatches()).toBe(1);
    rerender({ on: false });
    expect(gps.openWatches()).toBe(0);
    expect(result.current.state).toBe("off");

    rerender({ on: true });
    expect(gps.openWatches()).toBe(1);
    unmount();
    expect(gps.openWatches()).toBe(0);
  });

  it("says so when the browser has no geolocation", () => {
    const { result } = renderSharing();
    expect(result.current.state).toBe("unsupported");
  });
});
