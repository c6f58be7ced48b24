/**
 * True once the page has loaded and the browser is idle (or `now()` was called, e.g. on the first interaction): for
 * code that improves a page but must not compete with its first load.
 */
import { useCallback, useEffect, useState } from "react";

const IDLE_TIMEOUT_MS = 2000;

export function useAfterIdle(): [ready: boolean, now: () => void] {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function") {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      } else {
        timer = window.setTimeout(() => setReady(true), 200);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [ready]);

  return [ready, useCallback(() => setReady(true), [])];
}
