import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./ResponsiveImage";

const COVER = "/uploads/seed/restaurants/midnight-bites/cover-6c2d5899bb.webp";

describe("ResponsiveImage", () => {
  it("renders a below-the-fold picture lazily, decoded off the main thread, with srcset and sizes", () => {
    render(<ResponsiveImage src={COVER} sizes="(min-width: 640px) 50vw, 22rem" alt="Cover" maxWidth={320} />);
    const image = screen.getByRole("img", { name: "Cover" });
    expect(image).toHaveAttribute("src", COVER);
    expect(image).toHaveAttribute(
      "srcset",
      `${COVER}?w=96 96w, ${COVER}?w=160 160w, ${COVER}?w=240 240w, ${COVER}?w=320 320w`,
    );
    expect(image).toHaveAttribute("sizes", "(min-width: 640px) 50vw, 22rem");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("fetches the page's main picture first and never lazily", () => {
    render(<ResponsiveImage src={COVER} sizes="100vw" alt="Offer 1 of 3" priority />);
    const image = screen.getByRole("img", { name: "Offer 1 of 3" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("decoding");
    expect(image.getAttribute("srcset")).toContain(`${COVER}?w=800 800w`);
  });

  it("loads a picture likely in the first screen at once, at the usual priority, when eager", () => {
    render(<ResponsiveImage src={COVER} sizes="22rem" alt="First card" eager />);
    const image = screen.getByRole("img", { name: "First card" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).not.toHaveAttribute("fetchpriority");
    expect(image).toHaveAttribute("decoding", "async");
  });

  it("shows a picture stored elsewhere as it is, without srcset or sizes, keeping the other attributes", () => {
    const { container } = render(
      <ResponsiveImage src="https://cdn.example/x.webp" sizes="100vw" width={64} height={64} className="size-16" />,
    );
    const image = container.querySelector("img") as HTMLImageElement;
    expect(image).toHaveAttribute("src", "https://cdn.example/x.webp");
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("width", "64");
    expect(image).toHaveClass("size-16");
  });
});
