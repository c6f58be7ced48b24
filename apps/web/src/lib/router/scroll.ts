/**
 * Scroll restoration: the app, not the browser, places the page after a navigation (the browser would restore before
 * the next page is drawn). A new navigation scrolls to the top, or to the element its #hash names; Back/Forward and a
 * reload return to the position saved for that history entry (kept in sessionStorage by the entry's key, so a
 * reload still finds it).
 */
import { useLayoutEffect, useRef } from "react";
import { useLocation } from "./render";

export const SCROLL_STORAGE_KEY = "zaika-scroll-positions";

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? "{}") as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Forgets the positions read (tests start again from sessionStorage). */
export function forgetScrollPositions(): void {
  positions = undefined;
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

export function ScrollRestoration(): null {
  const location = useLocation();
  const shown = useRef(location.key);

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
    // The position is saved as the page scrolls, for the entry on screen: a navigation only changes which one.
    const save = () => {
      savedPositions()[shown.current] = window.scrollY;
    };
    const store = () => {
      save();
      try {
        window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage can be full or disabled: a reload then starts at the top.
      }
    };
    window.addEventListener("scroll", save, { passive: true });
    window.addEventListener("pagehide", store);
    return () => {
      window.removeEventListener("scroll", save);
      window.removeEventListener("pagehide", store);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = savedPositions()[location.key];
    if (saved !== undefined) window.scrollTo(0, saved);
    else {
      const target = hashTarget(location.hash);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [location]);

  return null;
}
