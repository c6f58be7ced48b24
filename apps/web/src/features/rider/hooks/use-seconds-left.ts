/**
 * Whole seconds left until `at` (an ISO instant), rounded up, re-rendering as each second passes: ticks are aligned
 * on the deadline, so "0:00" shows exactly when it is reached. Null for a missing or unreadable instant.
 */
import { useEffect, useState } from "react";

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function useSecondsLeft(at: string | null | undefined): number | null {
  const deadline = at ? Date.parse(at) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = deadline - current;
      if (left <= 0) return;
      // The next whole second before the deadline.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  return Number.isNaN(deadline) ? null : secondsLeft(deadline, now);
}
