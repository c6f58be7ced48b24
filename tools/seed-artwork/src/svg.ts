/** Building blocks of the seed's SVG artwork: gradients with unique ids, colour mixing, text measuring. */
import type { Random } from "./random";

export type Stop = [offset: number, color: string, opacity?: number];

/** Markup with the definitions (gradients, clip paths) it refers to: a drawing to lay onto a document. */
export interface Drawing {
  defs: string;
  body: string;
}

/**
 * One SVG document or drawing under construction: collects the gradient definitions its shapes refer to. Drawings
 * laid onto one document need different `idPrefix`es, so their definitions do not clash.
 */
export class Svg {
  private readonly defs: string[] = [];
  private next = 0;

  constructor(
    readonly rng: Random,
    private readonly idPrefix = "",
  ) {}

  private id(prefix: string): string {
    this.next += 1;
    return `${this.idPrefix}${prefix}${this.next}`;
  }

  /** A linear gradient; the direction in the shape's bounding box (0..1). */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in the shape's bounding box; (fx, fy) moves the bright spot. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path; returns the attribute value. */
  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  drawing(body: string): Drawing {
    return { defs: this.defs.join(""), body: paintOpacity(body) };
  }
}

/** A whole picture: the drawings in order, the first at the bottom. */
export function svgDocument(width: number, height: number, layers: Drawing[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${layers.map((layer) => layer.defs).join("")}</defs>${layers.map((layer) => layer.body).join("")}</svg>`
  );
}

const SHAPE_WITH_OPACITY = /<(circle|ellipse|rect|path|line|polygon|polyline)\b([^>]*?) opacity="([\d.]+)"([^>]*?)\/>/g;

/**
 * Moves `opacity` of a shape with a single paint (a fill, or a stroke with fill="none") to that paint's own opacity.
 * The pixels are the same, but librsvg renders an element with `opacity` through an offscreen surface as large as
 * the whole picture, which made these elements most of the drawing time. Shapes with both paints, groups and text
 * keep their `opacity`.
 */
export function paintOpacity(markup: string): string {
  return markup.replace(SHAPE_WITH_OPACITY, (whole, tag: string, before: string, value: string, after: string) => {
    const attributes = `${before}${after}`;
    const fill = /\sfill="([^"]*)"/.exec(attributes)?.[1];
    const stroked = /\sstroke="(?!none")/.test(attributes);
    const filled = tag === "line" ? false : fill !== "none";
    if (filled === stroked) return whole;
    const paint = filled ? "fill-opacity" : "stroke-opacity";
    const existing = new RegExp(`\\s${paint}="([\\d.]+)"`).exec(attributes);
    if (!existing) return `<${tag}${before} ${paint}="${value}"${after}/>`;
    const combined = Math.round(Number(existing[1]) * Number(value) * 1000) / 1000;
    return `<${tag}${attributes.replace(existing[0], ` ${paint}="${combined}"`)}/>`;
  });
}

function stopsMarkup(stops: Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

/** Rounds coordinates so the markup stays small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** A soft drop shadow without a blur filter (filters are slow to render): a fading ellipse. */
export function softShadow(s: Svg, cx: number, cy: number, rx: number, ry: number, strength = 0.35): string {
  const fill = s.radial([
    [0, "#000", strength],
    [0.6, "#000", strength * 0.6],
    [1, "#000", 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] as number) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
export const lighten = (color: string, t: number) => mix(color, "#ffffff", t);
export const darken = (color: string, t: number) => mix(color, "#000000", t);

function parse(color: string): [number, number, number] {
  const hex = color.replace("#", "");
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Random points spread evenly over a disc of radius r (or an ellipse r × r·squash). */
export function pointInDisc(rng: Random, r: number, squash = 1): [number, number] {
  const angle = rng.range(0, Math.PI * 2);
  const dist = Math.sqrt(rng.next()) * r;
  return [Math.cos(angle) * dist, Math.sin(angle) * dist * squash];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Fonts present on a Debian/Ubuntu machine; the generic family is the fallback anywhere else. */
export const FONTS = {
  sans: "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif",
  serif: "Liberation Serif, Times New Roman, DejaVu Serif, serif",
} as const;
export type FontFace = "sans" | "sans-bold" | "serif-bold";

// Advance widths (1/1000 em) of Arial/Helvetica and Times, which Liberation Sans and Serif match, for ASCII 32–126.
// librsvg has no textPath and no way to ask for a text's width, so the seed measures text itself to fit and curve it.
const WIDTHS: Record<FontFace, number[]> = {
  sans: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
  ],
  "sans-bold": [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584,
  ],
  "serif-bold": [
    250, 333, 555, 500, 500, 1000, 833, 278, 333, 333, 500, 570, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500,
    500, 500, 500, 333, 333, 570, 570, 570, 500, 930, 722, 667, 722, 722, 667, 611, 778, 778, 389, 500, 778, 667, 944,
    722, 778, 611, 778, 722, 556, 667, 722, 722, 1000, 722, 722, 667, 333, 278, 333, 581, 500, 333, 500, 556, 444, 556,
    444, 333, 500, 556, 278, 333, 556, 278, 833, 556, 500, 556, 556, 444, 389, 333, 556, 500, 722, 500, 500, 444, 394,
    220, 394, 520,
  ],
};

export function charWidth(char: string, face: FontFace, size: number): number {
  const code = char.codePointAt(0) ?? 32;
  const width = code >= 32 && code <= 126 ? (WIDTHS[face][code - 32] ?? 556) : 556;
  return (width / 1000) * size;
}

export function textWidth(text: string, face: FontFace, size: number, letterSpacing = 0): number {
  let total = 0;
  for (const char of text) total += charWidth(char, face, size) + letterSpacing;
  return total - (text.length > 0 ? letterSpacing : 0);
}

/** The largest font size (≤ max) at which the text fits the width. */
export function fitSize(text: string, face: FontFace, maxSize: number, width: number, letterSpacing = 0): number {
  const at100 = textWidth(text, face, 100, (letterSpacing * 100) / maxSize);
  return Math.min(maxSize, Math.floor((width / at100) * 100));
}

/** Splits a text into at most `lines` lines of roughly equal width, breaking at spaces. */
export function wrap(text: string, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (lines <= 1 || words.length <= 1) return [words.join(" ")];
  let best: string[] = [text];
  let bestWidth = Number.POSITIVE_INFINITY;
  // Two lines is all the artwork needs: try every break.
  for (let i = 1; i < words.length; i++) {
    const candidate = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const widest = Math.max(...candidate.map((line) => textWidth(line, "sans-bold", 100)));
    if (widest < bestWidth) {
      bestWidth = widest;
      best = candidate;
    }
  }
  return best;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  face: FontFace;
  fill: string;
  anchor?: "start" | "middle" | "end";
  letterSpacing?: number;
  opacity?: number;
}

export function text(content: string, o: TextOptions): string {
  const family = o.face === "serif-bold" ? FONTS.serif : FONTS.sans;
  const weight = o.face === "sans" ? "normal" : "bold";
  return (
    `<text x="${n(o.x)}" y="${n(o.y)}" font-family="${family}" font-weight="${weight}" font-size="${n(o.size)}"` +
    ` fill="${o.fill}" text-anchor="${o.anchor ?? "start"}"` +
    (o.letterSpacing ? ` letter-spacing="${n(o.letterSpacing)}"` : "") +
    (o.opacity === undefined ? "" : ` opacity="${o.opacity}"`) +
    `>${escapeXml(content)}</text>`
  );
}

/** Text set letter by letter along a circle's arc (librsvg has no textPath); top arc reads left to right. */
export function arcText(
  content: string,
  o: { cx: number; cy: number; radius: number; size: number; face: FontFace; fill: string; letterSpacing: number },
  bottom = false,
): string {
  const total = textWidth(content, o.face, o.size, o.letterSpacing);
  const sweep = total / o.radius;
  let offset = 0;
  const parts: string[] = [];
  for (const char of content) {
    const w = charWidth(char, o.face, o.size);
    const middle = offset + w / 2;
    offset += w + o.letterSpacing;
    if (char === " ") continue;
    // Angle measured from the top (or bottom) of the circle.
    const theta = bottom ? sweep / 2 - middle / o.radius : -sweep / 2 + middle / o.radius;
    const angle = bottom ? Math.PI / 2 + theta : -Math.PI / 2 + theta;
    const x = o.cx + Math.cos(angle) * o.radius;
    const y = o.cy + Math.sin(angle) * o.radius;
    const rotate = (theta * 180) / Math.PI;
    const family = o.face === "serif-bold" ? FONTS.serif : FONTS.sans;
    const baselineShift = bottom ? o.size * 0.72 : 0;
    parts.push(
      `<text transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)})" y="${n(baselineShift)}"` +
        ` font-family="${family}" font-weight="bold" font-size="${n(o.size)}" fill="${o.fill}" text-anchor="middle">` +
        `${escapeXml(char)}</text>`,
    );
  }
  return parts.join("");
}
