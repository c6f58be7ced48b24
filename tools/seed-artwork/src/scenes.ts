/**
 * The scenes of the pictures as SVG: a table under a dish, a category tile, a restaurant's logo and cover, a banner.
 * Each scene is a backdrop and the spots where dishes go; pictures.ts lays the dishes (dishAt) onto it.
 */

import { ART, type ArtKey } from "./catalogue";
import { chilli, coriander, dotsAt, inBox, katori, lemonWedge, mintLeaf } from "./parts";
import { random } from "./random";
import { arcText, type Drawing, darken, fitSize, lighten, n, Svg, text, textWidth, wrap } from "./svg";

export const SIZES = {
  product: { width: 800, height: 600 },
  category: { width: 400, height: 400 },
  logo: { width: 400, height: 400 },
  cover: { width: 1600, height: 600 },
  banner: { width: 1600, height: 500 },
} as const;

type TableStyle = "walnut" | "teak" | "slate" | "marble" | "linen-red" | "linen-teal" | "mustard";
const TABLES: TableStyle[] = ["walnut", "teak", "slate", "marble", "linen-red", "linen-teal", "mustard"];

/** A table top filling the frame: wooden planks, slate, marble or a cloth. */
function table(s: Svg, w: number, h: number, style: TableStyle): string {
  if (style === "walnut" || style === "teak") {
    const base = style === "walnut" ? "#5a3820" : "#b07a48";
    const planks = 4;
    const ph = h / planks;
    let out = "";
    for (let i = 0; i < planks; i++) {
      const tone = s.rng.range(-0.08, 0.08);
      const color = tone > 0 ? lighten(base, tone) : darken(base, -tone);
      const fill = s.linear(
        [
          [0, lighten(color, 0.06)],
          [1, darken(color, 0.06)],
        ],
        0,
        0,
        1,
        0,
      );
      out += `<rect x="0" y="${n(i * ph)}" width="${w}" height="${n(ph)}" fill="${fill}"/>`;
      for (let g = 0; g < 7; g++) {
        const y = i * ph + s.rng.range(6, ph - 6);
        const wave = s.rng.range(-6, 6);
        out += `<path d="M 0 ${n(y)} C ${n(w * 0.3)} ${n(y + wave)} ${n(w * 0.6)} ${n(y - wave)} ${w} ${n(y + wave / 2)}" stroke="${darken(base, 0.35)}" stroke-opacity="${n(s.rng.range(0.12, 0.3))}" stroke-width="${n(s.rng.range(0.8, 2.2))}" fill="none"/>`;
      }
      out += `<rect x="0" y="${n(i * ph - 1.5)}" width="${w}" height="3" fill="${darken(base, 0.5)}" opacity=".55"/>`;
    }
    return out;
  }
  if (style === "slate") {
    const fill = s.linear(
      [
        [0, "#3b4045"],
        [1, "#23272b"],
      ],
      0,
      0,
      1,
      1,
    );
    return (
      `<rect width="${w}" height="${h}" fill="${fill}"/>` +
      dotsAt(s, inBox(s, 160, 0, w, 0, h), ["#4c5358", "#1b1e21"], 1.6, 0.6)
    );
  }
  if (style === "marble") {
    let veins = "";
    for (let i = 0; i < 9; i++) {
      const x0 = s.rng.range(-w * 0.2, w);
      veins += `<path d="M ${n(x0)} 0 C ${n(x0 + s.rng.range(-200, 200))} ${n(h * 0.3)} ${n(x0 + s.rng.range(-200, 200))} ${n(h * 0.7)} ${n(x0 + s.rng.range(-300, 300))} ${h}" stroke="#9aa0a6" stroke-opacity="${n(s.rng.range(0.12, 0.3))}" stroke-width="${n(s.rng.range(0.6, 2.4))}" fill="none"/>`;
    }
    const fill = s.linear(
      [
        [0, "#f7f5f2"],
        [1, "#e4e0da"],
      ],
      0,
      0,
      1,
      1,
    );
    return `<rect width="${w}" height="${h}" fill="${fill}"/>${veins}`;
  }
  const cloth = style === "linen-red" ? "#b23a2e" : style === "linen-teal" ? "#1f7a74" : "#d39a2a";
  const fill = s.linear(
    [
      [0, lighten(cloth, 0.08)],
      [1, darken(cloth, 0.12)],
    ],
    0,
    0,
    1,
    1,
  );
  let weave = "";
  for (let x = 0; x < w; x += 9) weave += `<line x1="${x}" y1="0" x2="${x}" y2="${h}"/>`;
  for (let y = 0; y < h; y += 9) weave += `<line x1="0" y1="${y}" x2="${w}" y2="${y}"/>`;
  return (
    `<rect width="${w}" height="${h}" fill="${fill}"/>` +
    `<g stroke="${lighten(cloth, 0.25)}" stroke-opacity=".12" stroke-width="1.2">${weave}</g>`
  );
}

function vignette(s: Svg, w: number, h: number, strength = 0.38): string {
  const fill = s.radial([
    [0, "#000", 0],
    [0.65, "#000", 0],
    [1, "#000", strength],
  ]);
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}

/** A wall and a table edge behind food seen from the side. */
function studio(s: Svg, w: number, h: number, wall: string, horizon: number): string {
  const wallFill = s.radial(
    [
      [0, lighten(wall, 0.35)],
      [1, darken(wall, 0.25)],
    ],
    0.5,
    0.3,
    0.8,
  );
  let bokeh = "";
  for (let i = 0; i < 7; i++) {
    const glow = s.radial([
      [0, "#fff", 0.28],
      [1, "#fff", 0],
    ]);
    bokeh += `<circle cx="${n(s.rng.range(0, w))}" cy="${n(s.rng.range(0, horizon * 0.8))}" r="${n(s.rng.range(h * 0.05, h * 0.14))}" fill="${glow}"/>`;
  }
  const top = s.linear([
    [0, "#c08a55"],
    [1, "#8a5a30"],
  ]);
  return (
    `<rect width="${w}" height="${h}" fill="${wallFill}"/>${bokeh}` +
    `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${top}"/>` +
    `<rect x="0" y="${n(horizon)}" width="${w}" height="4" fill="#fff" opacity=".25"/>`
  );
}

/** Garnish and small props scattered near the edges of a flat-lay picture. */
function props(s: Svg, w: number, h: number, keepOut: { x: number; y: number; r: number }[], count: number): string {
  let out = "";
  let placed = 0;
  for (let tries = 0; tries < 60 && placed < count; tries++) {
    const x = s.rng.range(0, w);
    const y = s.rng.range(0, h);
    if (keepOut.some((k) => Math.hypot(k.x - x, k.y - y) < k.r + 30)) continue;
    placed += 1;
    const kind = s.rng.int(0, 5);
    const rot = s.rng.range(0, 360);
    if (kind === 0) out += chilli(x, y, s.rng.range(44, 56), rot, s.rng.pick(["#c9241b", "#2f8a2f"]));
    else if (kind === 1) out += coriander(x, y, 34, rot) + coriander(x + 26, y + 14, 28, rot + 70);
    else if (kind === 2) out += mintLeaf(x, y, 34, rot) + mintLeaf(x + 28, y - 8, 28, rot + 60);
    else if (kind === 3) out += lemonWedge(s, x, y, 52, rot);
    else if (kind === 4)
      out += katori(
        s,
        x,
        y,
        58,
        s.rng.pick(["#c0392b", "#e6a817", "#8a4a1c", "#f4f0e2"]),
        s.rng.pick(["steel", "white", "clay"]),
      );
    else out += dotsAt(s, inBox(s, 40, x - 40, x + 40, y - 26, y + 26), ["#5a3a1a", "#3b2410", "#a0522d"], 3.2);
  }
  return out;
}

function place(draw: string, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})">${draw}</g>`;
}

/** Where a drawing's (0, 0) is placed on another picture, and at what scale (1 = the drawing's own units). */
export interface Spot {
  x: number;
  y: number;
  scale: number;
}

/**
 * One dish drawn at a spot, in the same strokes wherever it appears (its randomness comes from its key). `idPrefix`
 * keeps its gradients apart from those of the other drawings in the picture.
 */
export function dishAt(key: ArtKey, spot: Spot, idPrefix: string): Drawing {
  const s = new Svg(random(`dish:${key}`), idPrefix);
  return s.drawing(place(ART[key].draw(s), spot.x, spot.y, spot.scale));
}

/** A dish's own picture shows it at scale 2.5, centred; food seen from the side sits lower, as it rises higher. */
const PRODUCT_DISH_SCALE = 2.5;

/** The table under a dish, 800 × 600; the dish goes at `spot`. */
export function productBackdropSvg(key: ArtKey): { backdrop: Drawing; spot: Spot } {
  const s = new Svg(random(`product:${key}`));
  const { width: w, height: h } = SIZES.product;
  const spot = { x: w / 2, y: ART[key].view === "top" ? 300 : 325, scale: PRODUCT_DISH_SCALE };
  if (ART[key].view === "side") {
    const wall = s.rng.pick(["#e9c46a", "#f4a261", "#8ab17d", "#e76f51", "#90a8c3", "#d4a5a5"]);
    return { backdrop: s.drawing(studio(s, w, h, wall, h * 0.66) + vignette(s, w, h, 0.3)), spot };
  }
  const style = s.rng.pick(TABLES);
  const body = table(s, w, h, style) + props(s, w, h, [{ x: w / 2, y: h / 2, r: 250 }], 4) + vignette(s, w, h);
  return { backdrop: s.drawing(body), spot };
}

/** A category tile, 400 × 400: a soft colour behind the dish, centred so it survives a round crop. */
export function categoryBackdropSvg(name: string, key: ArtKey, color: string): { backdrop: Drawing; spot: Spot } {
  const s = new Svg(random(`category:${name}`));
  const { width: w, height: h } = SIZES.category;
  const bg = s.radial([
    [0, lighten(color, 0.55)],
    [0.7, lighten(color, 0.2)],
    [1, color],
  ]);
  const spot = ART[key].view === "side" ? { x: 200, y: 196, scale: 1.45 } : { x: 200, y: 200, scale: 1.6 };
  return {
    backdrop: s.drawing(
      `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="200" cy="200" r="170" fill="#fff" opacity=".25"/>`,
    ),
    spot,
  };
}

export interface LogoInput {
  name: string;
  slug: string;
  color: string;
  emblem: ArtKey;
  tagline: string;
}

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, "")
    .split(/\s+/)
    .filter((word) => word.length > 0 && !["ji", "ki", "ka", "ke", "the", "of", "and"].includes(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? "");
  return letters.join("") || name.slice(0, 2).toUpperCase();
}

/** A restaurant's logo, 400 × 400, in one of three styles picked by its name; `emblem` is where its dish goes. */
export function logoSvg(o: LogoInput): { backdrop: Drawing; emblem: Spot | null } {
  const s = new Svg(random(`logo:${o.slug}`));
  const { width: w, height: h } = SIZES.logo;
  const style = s.rng.int(0, 2);
  const dark = darken(o.color, 0.35);
  const cream = "#fbf3e4";
  const side = ART[o.emblem].view === "side";
  if (style === 0) {
    // Round badge: the name curved along the top, the dish in the middle, the tagline along the bottom.
    const bg = s.radial([
      [0, lighten(o.color, 0.1)],
      [1, dark],
    ]);
    const name = o.name.toUpperCase();
    const size = Math.min(34, Math.floor((Math.PI * 0.95 * 138) / textWidth(name, "sans-bold", 1, 0.12)));
    const backdrop = s.drawing(
      `<rect width="${w}" height="${h}" fill="${bg}"/>` +
        `<circle cx="200" cy="200" r="186" fill="none" stroke="${cream}" stroke-width="5"/>` +
        `<circle cx="200" cy="200" r="176" fill="none" stroke="${cream}" stroke-width="1.5" opacity=".7"/>` +
        `<circle cx="200" cy="200" r="104" fill="${cream}"/>` +
        arcText(name, {
          cx: 200,
          cy: 200,
          radius: 134,
          size,
          face: "sans-bold",
          fill: cream,
          letterSpacing: size * 0.12,
        }) +
        arcText(
          o.tagline.toUpperCase(),
          { cx: 200, cy: 200, radius: 126, size: 20, face: "sans-bold", fill: cream, letterSpacing: 3 },
          true,
        ) +
        `<circle cx="52" cy="200" r="5" fill="${cream}"/><circle cx="348" cy="200" r="5" fill="${cream}"/>`,
    );
    return { backdrop, emblem: side ? { x: 200, y: 206, scale: 0.8 } : { x: 200, y: 200, scale: 0.92 } };
  }
  if (style === 1) {
    // Monogram: big serif initials on a coloured disc, the name below.
    const lines = wrap(o.name, o.name.length > 16 ? 2 : 1);
    const size = Math.min(...lines.map((line) => fitSize(line, "sans-bold", 34, 250)));
    const letters = initials(o.name);
    const initialsSize = Math.min(120, fitSize(letters, "serif-bold", 120, 170));
    const disc = s.radial(
      [
        [0, lighten(o.color, 0.15)],
        [1, darken(o.color, 0.1)],
      ],
      0.5,
      0.5,
      0.5,
      0.35,
      0.3,
    );
    const top = lines.length > 1 ? 270 : 292;
    const last = top + (lines.length - 1) * (size + 6);
    const backdrop = s.drawing(
      `<rect width="${w}" height="${h}" fill="${cream}"/>` +
        `<circle cx="200" cy="146" r="100" fill="${disc}"/>` +
        `<circle cx="200" cy="146" r="88" fill="none" stroke="${cream}" stroke-width="2.5" opacity=".8"/>` +
        text(letters, {
          x: 200,
          y: 146 + initialsSize * 0.35,
          size: initialsSize,
          face: "serif-bold",
          fill: cream,
          anchor: "middle",
        }) +
        lines
          .map((line, i) =>
            text(line, { x: 200, y: top + i * (size + 6), size, face: "sans-bold", fill: dark, anchor: "middle" }),
          )
          .join("") +
        `<rect x="150" y="${n(last + 14)}" width="100" height="3" rx="1.5" fill="${o.color}"/>` +
        text(o.tagline.toUpperCase(), {
          x: 200,
          y: last + 40,
          size: 15,
          face: "sans-bold",
          fill: o.color,
          anchor: "middle",
          letterSpacing: 3,
        }),
    );
    return { backdrop, emblem: null };
  }
  // Wordmark: the dish above the name in white on the brand colour.
  const lines = wrap(o.name, o.name.length > 14 ? 2 : 1);
  const size = Math.min(...lines.map((line) => fitSize(line, "serif-bold", 46, 290)));
  const bg = s.linear(
    [
      [0, lighten(o.color, 0.08)],
      [1, dark],
    ],
    0,
    0,
    1,
    1,
  );
  const first = lines.length > 1 ? 256 : 276;
  const backdrop = s.drawing(
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
      `<circle cx="200" cy="128" r="80" fill="${cream}" opacity=".95"/>` +
      lines
        .map((line, i) =>
          text(line, {
            x: 200,
            y: first + i * (size + 4),
            size,
            face: "serif-bold",
            fill: "#ffffff",
            anchor: "middle",
          }),
        )
        .join("") +
      text(o.tagline.toUpperCase(), {
        x: 200,
        y: first + (lines.length - 1) * (size + 4) + 38,
        size: 15,
        face: "sans-bold",
        fill: lighten(o.color, 0.6),
        anchor: "middle",
        letterSpacing: 3,
      }),
  );
  return { backdrop, emblem: side ? { x: 200, y: 132, scale: 0.58 } : { x: 200, y: 128, scale: 0.7 } };
}

/** A restaurant's cover backdrop, 1600 × 600: a table with garnish, and where up to four dishes go. */
export function coverBackdropSvg(slug: string): { backdrop: Drawing; spots: Spot[]; shade: Drawing } {
  const s = new Svg(random(`cover:${slug}`));
  const { width: w, height: h } = SIZES.cover;
  const style = s.rng.pick(TABLES);
  const spots: Spot[] = s.rng
    .pick([
      [
        [270, 330, 1.9],
        [760, 260, 2.35],
        [1250, 350, 2.0],
        [1560, 70, 1.3],
      ],
      [
        [300, 260, 2.2],
        [800, 380, 1.9],
        [1290, 250, 2.3],
        [40, 580, 1.1],
      ],
      [
        [220, 300, 2.0],
        [680, 320, 1.8],
        [1120, 280, 2.3],
        [1530, 470, 1.5],
      ],
    ])
    .map(([x, y, scale]) => ({ x: x as number, y: y as number, scale: scale as number }));
  const keepOut = spots.map((spot) => ({ x: spot.x, y: spot.y, r: spot.scale * 100 }));
  const backdrop = s.drawing(table(s, w, h, style) + props(s, w, h, keepOut, 7) + vignette(s, w, h, 0.3));
  // Darker towards the bottom, where the app writes the restaurant's name: laid over the dishes.
  const t = new Svg(random(`cover-shade:${slug}`), "shade-");
  const fill = t.linear([
    [0, "#000", 0],
    [0.55, "#000", 0],
    [1, "#000", 0.45],
  ]);
  return { backdrop, spots, shade: t.drawing(`<rect width="${w}" height="${h}" fill="${fill}"/>`) };
}

export interface BannerInput {
  slug: string;
  eyebrow: string;
  headline: string;
  subline: string;
  cta: string;
  colors: [string, string];
  dishes: ArtKey[];
  code?: string;
}

/** A home-page banner, 1600 × 500: the offer in large type on the left; dishes go at `spots` on the right. */
export function bannerSvg(o: BannerInput): { backdrop: Drawing; spots: Spot[] } {
  const s = new Svg(random(`banner:${o.slug}`));
  const { width: w, height: h } = SIZES.banner;
  const [from, to] = o.colors;
  const bg = s.linear(
    [
      [0, from],
      [1, to],
    ],
    0,
    0,
    1,
    1,
  );
  let decor = "";
  for (let i = 0; i < 5; i++) {
    decor += `<circle cx="${n(s.rng.range(0, w * 0.6))}" cy="${n(s.rng.range(0, h))}" r="${n(s.rng.range(40, 160))}" fill="#fff" opacity="${n(s.rng.range(0.03, 0.08))}"/>`;
  }
  decor += dotsAt(s, inBox(s, 70, 0, w * 0.55, 0, h), ["#ffffff"], 2, 0.18);
  const stage = `<circle cx="1240" cy="250" r="330" fill="${lighten(to, 0.15)}" opacity=".55"/><circle cx="1240" cy="250" r="250" fill="#fff" opacity=".12"/>`;
  const lines = wrap(o.headline, 2);
  const headSize = Math.min(...lines.map((line) => fitSize(line, "sans-bold", 86, 760)));
  const headTop = 150 + headSize * 0.8;
  let copy =
    text(o.eyebrow.toUpperCase(), {
      x: 90,
      y: 112,
      size: 24,
      face: "sans-bold",
      fill: "#fff",
      letterSpacing: 5,
      opacity: 0.85,
    }) +
    lines
      .map((line, i) =>
        text(line, { x: 86, y: headTop + i * headSize * 1.05, size: headSize, face: "sans-bold", fill: "#ffffff" }),
      )
      .join("");
  const subY = headTop + (lines.length - 1) * headSize * 1.05 + 56;
  copy += text(o.subline, { x: 90, y: subY, size: 30, face: "sans", fill: "#fff", opacity: 0.92 });
  const ctaWidth = textWidth(`${o.cta.toUpperCase()}  →`, "sans-bold", 24, 2) + 64;
  const ctaY = subY + 34;
  copy +=
    `<rect x="90" y="${n(ctaY)}" width="${n(ctaWidth)}" height="60" rx="30" fill="#fff"/>` +
    text(`${o.cta.toUpperCase()}  →`, {
      x: 90 + ctaWidth / 2,
      y: ctaY + 39,
      size: 24,
      face: "sans-bold",
      fill: darken(from, 0.1),
      anchor: "middle",
      letterSpacing: 2,
    });
  if (o.code) {
    const codeWidth = textWidth(o.code, "sans-bold", 22, 3) + 50;
    copy +=
      `<rect x="${n(110 + ctaWidth)}" y="${n(ctaY + 4)}" width="${n(codeWidth)}" height="52" rx="10" fill="none" stroke="#fff" stroke-width="2.5" stroke-dasharray="8 6"/>` +
      text(o.code, {
        x: 110 + ctaWidth + codeWidth / 2,
        y: ctaY + 38,
        size: 22,
        face: "sans-bold",
        fill: "#fff",
        anchor: "middle",
        letterSpacing: 3,
      });
  }
  const spots = [
    { x: 1100, y: 290, scale: 1.55 },
    { x: 1410, y: 150, scale: 1.35 },
    { x: 1420, y: 400, scale: 1.15 },
  ];
  return { backdrop: s.drawing(`<rect width="${w}" height="${h}" fill="${bg}"/>${decor}${stage}${copy}`), spots };
}
