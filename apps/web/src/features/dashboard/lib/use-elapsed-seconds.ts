/** Whole seconds since `since` (epoch ms; 0: not yet), re-read every second while `active`, for countdowns. */
import { useEffect, useState } from "react";

export function useElapsedSeconds(since: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  // A fresh answer counts from 0 before the next tick (its timestamp may be later than the last tick).
  return since > 0 ? Math.max(0, Math.floor((now - since) / 1000)) : 0;
}
