/** Whether a CSS media query matches now, updated as it changes (e.g. to render a table on wide screens only). */
import { useSyncExternalStore } from "react";

/** Tailwind's `md` breakpoint: tables from here, cards below. */
export const WIDE_SCREEN_QUERY = "(min-width: 768px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
