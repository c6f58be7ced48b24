import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MenuButton } from "./MenuNav";
import { dishesCoverButtonStrip } from "./use-menu-button-shown";

// A 780 px tall phone: the button floats 20 px above the bottom, 48 px tall, with 12 px of air above it, so its strip
// runs from 700 px to 760 px down the screen.
const HEIGHT = 780;

describe("dishesCoverButtonStrip", () => {
  it("is true while the dishes run from above the strip to below it", () => {
    expect(dishesCoverButtonStrip({ top: 120, bottom: 3000 }, HEIGHT)).toBe(true);
    expect(dishesCoverButtonStrip({ top: -2000, bottom: 760 }, HEIGHT)).toBe(true);
    expect(dishesCoverButtonStrip({ top: 700, bottom: 3000 }, HEIGHT)).toBe(true);
  });

  it("is false while the toolbar above the dishes (search, Veg only) is still in the strip", () => {
    expect(dishesCoverButtonStrip({ top: 701, bottom: 3000 }, HEIGHT)).toBe(false);
    expect(dishesCoverButtonStrip({ top: 900, bottom: 3000 }, HEIGHT)).toBe(false);
  });

  it("is false once the dishes end above the button and the ratings below them scroll in", () => {
    expect(dishesCoverButtonStrip({ top: -2000, bottom: 759 }, HEIGHT)).toBe(false);
    expect(dishesCoverButtonStrip({ top: -3000, bottom: 200 }, HEIGHT)).toBe(false);
  });
});

describe("MenuButton", () => {
  const sections = [
    { id: "menu-starters", name: "Starters", count: 4 },
    { id: "menu-mains", name: "Mains", count: 6 },
  ];

  /** The two menu sections on the page, the first one's top and the last one's bottom where the test puts them. */
  function placeSections(box: { top: number; bottom: number }) {
    for (const section of sections) {
      let element = document.getElementById(section.id);
      if (!element) {
        element = document.createElement("section");
        element.id = section.id;
        document.body.append(element);
      }
      element.getBoundingClientRect = () => new DOMRect(0, box.top, 360, box.bottom - box.top);
    }
  }

  afterEach(() => {
    for (const section of sections) document.getElementById(section.id)?.remove();
    vi.unstubAllGlobals();
  });

  it("hides while the toolbar is under it, shows over the dishes, and hides again past them", async () => {
    vi.stubGlobal("innerHeight", HEIGHT);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    placeSections({ top: 760, bottom: 3000 });
    render(<MenuButton sections={sections} />);
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveClass("invisible");

    placeSections({ top: 300, bottom: 2540 });
    await act(async () => window.dispatchEvent(new Event("scroll")));
    expect(button).not.toHaveClass("invisible");
    expect(button).toHaveClass("left-4", "bottom-5");

    placeSections({ top: -1800, bottom: 440 });
    await act(async () => window.dispatchEvent(new Event("scroll")));
    expect(button).toHaveClass("invisible");
  });
});
