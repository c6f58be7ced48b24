/**
 * True once the page has loaded, `afterLoadMs` more have passed and the browser is idle (or `now()` was called, e.g.
 * on the first interaction): for code that improves a page but must not compete with its first load.
 */
import { useCallback, useEffect, useState } from "react";

const IDLE_TIMEOUT_MS = 2000;

export function useAfterIdle(afterLoadMs = 0): [ready: boolean, now: () => void] {
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
    const afterLoad = () => {
      if (afterLoadMs > 0) timer = window.setTimeout(whenIdle, afterLoadMs);
      else whenIdle();
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      window.removeEventListener("load", afterLoad);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [ready, afterLoadMs]);

  return [ready, useCallback(() => setReady(true), [])];
}
