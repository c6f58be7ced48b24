/** Whole seconds left until `until` (ms since epoch), updated every second; 0 once reached. */
import { useEffect, useState } from "react";

function secondsLeft(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

export function useCountdown(until: number): number {
  const [left, setLeft] = useState(() => secondsLeft(until));

  useEffect(() => {
    setLeft(secondsLeft(until));
    const timer = window.setInterval(() => {
      const next = secondsLeft(until);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return left;
}
