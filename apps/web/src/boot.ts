/**
 * Entry point. A page the server sent with its first view (lib/first-view) shows it before the app is fetched: the
 * app's scripts (./main, its route's, its texts', listed by the server: contract LATER_SCRIPTS_ELEMENT_ID) are asked
 * for once the first view has been painted and its largest picture is in, so on a phone's slow link they do not
 * share the bandwidth with what the customer sees first (issue 15; decision 029). Without a first view the app
 * starts at once, its scripts announced in the page's head. The style sheet is imported here, so index.html links it
 * for the first paint.
 */
import { FIRST_VIEW_ELEMENT_ID, LATER_SCRIPTS_ELEMENT_ID } from "@zaika/contract/seo";
import "./index.css";

/** The app starts at the latest this long after the first view's paint, whatever its picture is doing. */
const PICTURE_WAIT_MS = 3000;

function laterScripts(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(LATER_SCRIPTS_ELEMENT_ID)?.textContent ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const href of laterScripts()) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import("./main");
}

/** After the next frame has been painted (a hidden tab, which paints none, at once). */
function afterPaint(): Promise<void> {
  if (document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Once the first view's eager pictures have loaded or failed. */
function picturesIn(view: HTMLElement): Promise<unknown> {
  const pictures = [...view.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(
    pictures.map((picture) =>
      picture.complete
        ? undefined
        : new Promise((resolve) => {
            picture.addEventListener("load", resolve, { once: true });
            picture.addEventListener("error", resolve, { once: true });
          }),
    ),
  );
}

const view = document.getElementById(FIRST_VIEW_ELEMENT_ID);
if (view) {
  void afterPaint().then(() =>
    Promise.race([picturesIn(view), new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]).then(start),
  );
} else {
  start();
}
