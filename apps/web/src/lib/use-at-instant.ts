/**
 * Runs `onReached` when the clock reaches `at` (an ISO instant), e.g. to read a restaurant again when its pause ends
 * by itself: nothing announces that moment, it is only known in advance.
 */
import { useEffect, useRef } from "react";

/** setTimeout's longest delay (about 24.8 days); a later instant is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export function useAtInstant(at: string | null | undefined, onReached: () => void): void {
  const callback = useRef(onReached);
  callback.current = onReached;
  useEffect(() => {
    if (!at) return;
    const target = Date.parse(at);
    if (Number.isNaN(target)) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = target - Date.now();
      if (left <= 0) {
        callback.current();
        return;
      }
      // A second late rather than early: the server decides by its own clock.
      timer = setTimeout(wait, Math.min(left + 1000, MAX_DELAY_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [at]);
}
