import { describe, expect, it } from "vitest";
import { IMAGE_MAX_EDGE, IMAGE_WIDTHS, imageSrcSet } from "./media";

const COVER = "/uploads/seed/restaurants/midnight-bites/cover-6c2d5899bb.webp";

describe("imageSrcSet", () => {
  it("offers a stored picture at every width the server makes, up to maxWidth", () => {
    expect(imageSrcSet(COVER, 400)).toBe(
      `${COVER}?w=96 96w, ${COVER}?w=160 160w, ${COVER}?w=240 240w, ${COVER}?w=320 320w`,
    );
    expect(imageSrcSet("/uploads/logo/a.webp")?.split(", ")).toEqual([
      "/uploads/logo/a.webp?w=96 96w",
      "/uploads/logo/a.webp?w=160 160w",
      "/uploads/logo/a.webp?w=240 240w",
      "/uploads/logo/a.webp?w=320 320w",
      "/uploads/logo/a.webp?w=480 480w",
      "/uploads/logo/a.webp?w=640 640w",
      "/uploads/logo/a.webp?w=800 800w",
      "/uploads/logo/a.webp?w=960 960w",
      "/uploads/logo/a.webp?w=1280 1280w",
      "/uploads/logo/a.webp?w=1600 1600w",
    ]);
    // Narrower than the narrowest width: that one still.
    expect(imageSrcSet("/uploads/logo/a.webp", 50)).toBe("/uploads/logo/a.webp?w=96 96w");
  });

  it("has nothing to offer for a picture stored elsewhere or already sized", () => {
    expect(imageSrcSet("https://cdn.example/banner.webp")).toBeUndefined();
    expect(imageSrcSet("blob:http://localhost/123")).toBeUndefined();
    expect(imageSrcSet(`${COVER}?w=320`)).toBeUndefined();
  });

  it("never offers more than a picture's purpose is stored at", () => {
    const widest = IMAGE_WIDTHS.at(-1);
    for (const edge of Object.values(IMAGE_MAX_EDGE)) expect(edge).toBeLessThanOrEqual(widest as number);
    expect(imageSrcSet(COVER, IMAGE_MAX_EDGE.category)?.endsWith("?w=320 320w")).toBe(true);
  });
});
