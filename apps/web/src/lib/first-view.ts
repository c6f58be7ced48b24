/**
 * The first view the server drew into the page (contract seo.ts FIRST_VIEW_ELEMENT_ID; app/first-view.tsx): shown,
 * inert, until the app's own page is in. The app renders into `#root` beside it and removes it in the same frame as
 * its page's first commit (app/layouts/RootLayout), so the two are never seen together and nothing moves on screen.
 */
import { FIRST_VIEW_ELEMENT_ID } from "@zaika/contract/seo";

/** Whether the page still shows the server's first view. */
export function showsFirstView(): boolean {
  return document.getElementById(FIRST_VIEW_ELEMENT_ID) !== null;
}

/** Removes the server's first view, if the page still has it. */
export function removeFirstView(): void {
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
}
