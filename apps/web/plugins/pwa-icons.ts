/**
 * A Vite build plugin that renders the app's icons from public/favicon.svg with sharp, so the SVG stays their one
 * source: the manifest's 192 and 512 px icons (the favicon as drawn), a maskable 512 px icon and the 180 px Apple
 * touch icon (both full-bleed: the favicon's background colour to the edges, the drawing inside the safe zone).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

export interface IconSpec {
  file: string;
  size: number;
}

export interface PwaIconSet {
  /** Drawn as the favicon is (rounded corners, transparent outside them). */
  plain: readonly IconSpec[];
  /** Square, the favicon's background to the edges; the drawing in the middle 80 %. */
  fullBleed: readonly IconSpec[];
}

/** A maskable icon's safe zone is the circle of 80 % of its width: the favicon shrunk to that fits inside. */
const SAFE_ZONE = 0.8;

/** The fill of the favicon's first <rect>, its background. */
function backgroundOf(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1];
  if (!fill) throw new Error("pwa-icons: public/favicon.svg has no <rect fill> to use as the icons' background");
  return fill;
}

export function pwaIcons(icons: PwaIconSet, outDir = "icons"): Plugin {
  let publicDir = "";
  return {
    name: "zaika-pwa-icons",
    apply: "build",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      // Loaded here, not at the top: the dev server and the tests read this config without rendering anything.
      const { default: sharp } = await import("sharp");
      const svg = await readFile(path.join(publicDir, "favicon.svg"));
      const render = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 }).resize(size, size);
      for (const { file, size } of icons.plain) {
        this.emitFile({ type: "asset", fileName: `${outDir}/${file}`, source: await render(size).png().toBuffer() });
      }
      const background = backgroundOf(svg.toString("utf8"));
      for (const { file, size } of icons.fullBleed) {
        const inner = Math.round(size * SAFE_ZONE);
        const drawing = await render(inner).png().toBuffer();
        const source = await sharp({ create: { width: size, height: size, channels: 4, background } })
          .composite([{ input: drawing, gravity: "center" }])
          .flatten({ background })
          .png()
          .toBuffer();
        this.emitFile({ type: "asset", fileName: `${outDir}/${file}`, source });
      }
    },
  };
}
