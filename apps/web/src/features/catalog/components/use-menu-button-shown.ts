/**
 * When the restaurant page's floating "Menu" button shows on phones: only while the dishes fill the bottom of the
 * screen where it floats (bottom-left, over the dishes' text column), so it never lies over the search box, the
 * "Veg only" switch, a prompt's button above the menu or the ratings below it.
 */
import { useEffect, useState } from "react";

/** The button's offset from the bottom of the screen (Tailwind bottom-5). */
const BUTTON_BOTTOM_PX = 20;
/** The button's height (py-3 around a 24 px line) and a little air above it. */
const BUTTON_HEIGHT_PX = 48;
const AIR_PX = 12;

/** Whether the dishes (from the first menu section's top to the last one's bottom) cover the button's strip. */
export function dishesCoverButtonStrip(dishes: { top: number; bottom: number }, viewportHeight: number): boolean {
  const stripTop = viewportHeight - BUTTON_BOTTOM_PX - BUTTON_HEIGHT_PX - AIR_PX;
  const stripBottom = viewportHeight - BUTTON_BOTTOM_PX;
  return dishes.top <= stripTop && dishes.bottom >= stripBottom;
}

/** Follows scrolling and resizing: true while the menu sections with these ids cover the button's strip. */
export function useMenuButtonShown(firstSectionId: string | undefined, lastSectionId: string | undefined): boolean {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!firstSectionId || !lastSectionId) return;
    // One measurement per frame however many scroll events come in.
    let frame = 0;
    let pending = false;
    const update = () => {
      const first = document.getElementById(firstSectionId);
      const last = document.getElementById(lastSectionId);
      if (!first || !last) return setShown(false);
      const dishes = { top: first.getBoundingClientRect().top, bottom: last.getBoundingClientRect().bottom };
      setShown(dishesCoverButtonStrip(dishes, window.innerHeight));
    };
    const schedule = () => {
      if (pending) return;
      pending = true;
      frame = requestAnimationFrame(() => {
        pending = false;
        update();
      });
    };
    // The first measurement too waits for the frame: measuring in the effect would lay the new page out inside the
    // render's task on top of its own work, one long task on a phone (issue 15).
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (pending) cancelAnimationFrame(frame);
    };
  }, [firstSectionId, lastSectionId]);

  return shown;
}
