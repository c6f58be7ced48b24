/**
 * Turns a picture's SVG into WebP with sharp: one pipeline per picture (librsvg draws the whole scene, dishes
 * included, at its final size), so all the work runs on libuv's threads and goes on while the JavaScript thread is
 * busy elsewhere (creating the database).
 */
import sharp from "sharp";

/** Part of every picture's cache key: changing it draws the pictures again. */
export const WEBP = { quality: 80, effort: 2 } as const;

export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}
