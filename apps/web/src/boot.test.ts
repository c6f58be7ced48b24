/** The entry (boot.ts): the app's scripts wait for the server's first view and its picture, and only then. */
import { FIRST_VIEW_ELEMENT_ID, LATER_SCRIPTS_ELEMENT_ID, laterScriptsElement } from "@zaika/contract/seo";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const started = vi.fn();

const SCRIPTS = ["/assets/main-m1.js", "/assets/HomePage-h1.js"];
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

/** The page as the server sends it: its later scripts and, if asked, its first view with a picture on its way. */
function page({ firstView }: { firstView: boolean }): HTMLImageElement | null {
  document.head.insertAdjacentHTML("beforeend", laterScriptsElement(SCRIPTS));
  if (!firstView) return null;
  const view = document.createElement("div");
  view.id = FIRST_VIEW_ELEMENT_ID;
  const picture = document.createElement("img");
  picture.setAttribute("fetchpriority", "high");
  Object.defineProperty(picture, "complete", { value: false });
  view.append(picture);
  document.body.prepend(view);
  return picture;
}

/** Runs the entry afresh, with the app (./main) replaced by a module that says it was started. */
async function boot() {
  vi.resetModules();
  vi.doMock("./main", () => {
    started();
    return {};
  });
  await import("./boot");
}
const settle = () => vi.waitFor(() => expect(started).toHaveBeenCalled());

beforeEach(() => started.mockClear());
afterEach(() => {
  vi.useRealTimers();
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
  document.getElementById(LATER_SCRIPTS_ELEMENT_ID)?.remove();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe("boot", () => {
  it("starts the app at once on a page without a first view", async () => {
    page({ firstView: false });
    await boot();
    await settle();
    expect(preloads()).toEqual(SCRIPTS);
  });

  it("starts the app once the first view has been painted and its picture is in", async () => {
    vi.useFakeTimers();
    const picture = page({ firstView: true });
    await boot();
    // Frames painted and time gone by, the picture still on its way.
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    expect(started).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    picture?.dispatchEvent(new Event("load"));
    await settle();
    expect(preloads()).toEqual(SCRIPTS);
  });

  it("starts the app after 3 s when the picture is still not in", async () => {
    vi.useFakeTimers();
    page({ firstView: true });
    await boot();
    await vi.advanceTimersByTimeAsync(2900);
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await settle();
  });
});
