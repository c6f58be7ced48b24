/**
 * Shares the online rider's position (issue 13): watches `navigator.geolocation` with high accuracy and posts a fix
 * to POST /rider/me/location only when the contract's `shouldSendPosition` allows it — the first fix at once, then
 * at most every 10 s and after moving 25 m (a move held back only by the 10 s goes when they have passed); standing
 * still (phones stop reporting then), the last fix again every 60 s, so a rider waiting at a stand stays a candidate
 * for offers. Stops watching when the rider goes offline or the page unmounts.
 *
 * A failed send (network, or 400 outside India) becomes a quiet note, and is retried with the next fix once the
 * interval has passed (the distance rule measures from the last position the server has, which it does not). A fix
 * the server ignored (accepted: false) is sent again once the interval has passed, even if the phone reports nothing new.
 */
import { DISPATCH, type Fix, shouldSendPosition } from "@zaika/contract/dispatch";
import { useEffect, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error";
import { postLocation } from "../api/post-location";
import { RIDER_APP_MESSAGES } from "../messages";

/** off: not sharing (offline); waiting: watching, no fix yet; sharing: fixes arrive; denied / unsupported: cannot. */
export type LocationSharingState = "off" | "waiting" | "sharing" | "denied" | "unsupported";

export type LocationSharing = {
  state: LocationSharingState;
  /** Why the last position did not reach the server, until one does. */
  note: string | null;
};

const PERMISSION_DENIED = 1;
const OFF: LocationSharing = { state: "off", note: null };

export function useShareLocation(enabled: boolean): LocationSharing {
  const [sharing, setSharing] = useState<LocationSharing>(OFF);

  useEffect(() => {
    if (!enabled) {
      setSharing(OFF);
      return;
    }
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      setSharing({ state: "unsupported", note: null });
      return;
    }
    setSharing({ state: "waiting", note: null });

    let active = true;
    /** The last fix sent (or being sent): the throttle measures from it. */
    let lastSent: Fix | null = null;
    /** When the last send failed, if it did: the next attempt waits the interval, wherever the rider is. */
    let failedAt: number | null = null;
    /** The newest fix the phone reported, re-sent by the heartbeat while it reports none. */
    let latest: { fix: Fix; accuracy: number } | null = null;
    /** A send held back only by the interval: the newest fix goes when the interval has passed. */
    let trailing: ReturnType<typeof setTimeout> | null = null;

    /**
     * A fix far enough from the last one sent but too soon after it is not dropped: when the interval has passed, the
     * newest fix is sent (if it is still far enough), so a rider who moved and then stopped is not shown where they
     * were until the heartbeat.
     */
    function holdBack(fix: Fix) {
      const sentBefore = lastSent;
      if (trailing !== null || sentBefore === null || failedAt !== null) return;
      const wait = sentBefore.at + DISPATCH.locationIntervalSeconds * 1000 - fix.at;
      if (wait <= 0) return;
      trailing = setTimeout(() => {
        trailing = null;
        if (!active || !latest || lastSent !== sentBefore) return;
        const at = Math.max(latest.fix.at, sentBefore.at + DISPATCH.locationIntervalSeconds * 1000);
        const next: Fix = { ...latest.fix, at };
        if (due(next)) send(next, latest.accuracy);
      }, wait);
    }

    function due(fix: Fix): boolean {
      if (failedAt !== null) return fix.at - failedAt >= DISPATCH.locationIntervalSeconds * 1000;
      return shouldSendPosition(lastSent, fix);
    }

    /**
     * An ignored fix (accepted: false) is counted by the server. Most often it is a jump read as too fast: the server
     * times fixes by their arrival, and this one arrived sooner after the last than the phone's clock says (a late
     * send before it, a stale fix's stamp). The newest fix goes again once the interval has passed, when the same
     * move reads slower, instead of the rider being shown where they were until the heartbeat or the next move.
     */
    function sendAgainLater(ignored: Fix) {
      if (trailing !== null) return;
      trailing = setTimeout(() => {
        trailing = null;
        if (!active || !latest || lastSent !== ignored) return;
        const at = Math.max(latest.fix.at, ignored.at + DISPATCH.locationIntervalSeconds * 1000);
        send({ ...latest.fix, at }, latest.accuracy);
      }, DISPATCH.locationIntervalSeconds * 1000);
    }

    function send(fix: Fix, accuracy: number) {
      lastSent = fix;
      const metres = Number.isFinite(accuracy) && accuracy >= 0 ? Math.min(accuracy, 100_000) : undefined;
      postLocation({ lat: fix.lat, lng: fix.lng, ...(metres === undefined ? {} : { accuracy: metres }) }).then(
        (answer) => {
          if (!active) return;
          failedAt = null;
          setSharing({ state: "sharing", note: null });
          if (!answer.accepted) sendAgainLater(fix);
        },
        (error: unknown) => {
          if (!active) return;
          failedAt = fix.at;
          const note = error instanceof ApiError && error.status === 400 ? errorMessage(error) : null;
          setSharing({ state: "sharing", note: note ?? RIDER_APP_MESSAGES.locationNotSent });
        },
      );
    }

    const watchId = geolocation.watchPosition(
      (position) => {
        if (!active) return;
        const at = Number.isFinite(position.timestamp) ? position.timestamp : Date.now();
        const fix: Fix = { lat: position.coords.latitude, lng: position.coords.longitude, at };
        latest = { fix, accuracy: position.coords.accuracy };
        setSharing((current) => (current.state === "sharing" ? current : { state: "sharing", note: current.note }));
        if (due(fix)) send(fix, position.coords.accuracy);
        else holdBack(fix);
      },
      (error) => {
        if (!active) return;
        // Denied is final until the rider changes the browser's setting; a timeout or no signal is waited out.
        if (error.code === PERMISSION_DENIED) setSharing({ state: "denied", note: null });
        else setSharing((current) => (current.state === "sharing" ? current : { state: "waiting", note: null }));
      },
      { enableHighAccuracy: true, maximumAge: 0 },
    );

    const heartbeat = setInterval(() => {
      if (!active || !latest) return;
      const fix: Fix = { ...latest.fix, at: Math.max(latest.fix.at, Date.now()) };
      if (due(fix)) send(fix, latest.accuracy);
    }, DISPATCH.locationHeartbeatSeconds * 1000);

    return () => {
      active = false;
      clearInterval(heartbeat);
      if (trailing !== null) clearTimeout(trailing);
      geolocation.clearWatch(watchId);
    };
  }, [enabled]);

  return sharing;
}
