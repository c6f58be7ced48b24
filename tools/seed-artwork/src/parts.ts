/** Reusable pieces of the food artwork: plates, bowls, leaves, garnish. Drawn in a frame where a plate has radius 100. */
import { darken, lighten, n, pointInDisc, type Svg, softShadow } from "./svg";

export type Material = "white" | "copper" | "steel" | "clay" | "black" | "brass" | "wood" | "blue";

const MATERIALS: Record<Material, { base: string; rim: string }> = {
  white: { base: "#f7f4ee", rim: "#ffffff" },
  copper: { base: "#b4622f", rim: "#e39a63" },
  steel: { base: "#c9ced3", rim: "#f1f3f5" },
  clay: { base: "#a9552e", rim: "#c8774d" },
  black: { base: "#2e2b29", rim: "#4a4643" },
  brass: { base: "#c49a3a", rim: "#ecd17e" },
  wood: { base: "#a0703f", rim: "#c9975e" },
  blue: { base: "#2f5f8f", rim: "#e9eef3" },
};

/** A ceramic plate seen from above, with its shadow. */
export function plate(s: Svg, r = 100, tone = "#fbfaf7", cx = 0, cy = 0): string {
  const rim = s.radial(
    [
      [0, tone],
      [0.82, tone],
      [0.93, darken(tone, 0.07)],
      [1, darken(tone, 0.16)],
    ],
    0.5,
    0.5,
    0.5,
    0.42,
    0.4,
  );
  const well = s.radial(
    [
      [0, lighten(tone, 0.5)],
      [0.85, darken(tone, 0.03)],
      [1, darken(tone, 0.1)],
    ],
    0.5,
    0.5,
    0.5,
    0.4,
    0.35,
  );
  return (
    softShadow(s, cx + r * 0.06, cy + r * 0.1, r * 1.1, r * 1.08, 0.42) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${rim}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.72)}" fill="${well}" stroke="${darken(tone, 0.12)}" stroke-opacity=".35" stroke-width="${n(r * 0.012)}"/>` +
    `<path d="M ${n(cx - r * 0.82)} ${n(cy - r * 0.3)} A ${n(r * 0.87)} ${n(r * 0.87)} 0 0 1 ${n(cx - r * 0.2)} ${n(cy - r * 0.85)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${n(r * 0.03)}" stroke-linecap="round"/>`
  );
}

/** A bowl seen from above: shadow, rim, inner wall. Its contents go in a circle of radius r × 0.8. */
export function bowl(s: Svg, r: number, material: Material, cx = 0, cy = 0): string {
  const m = MATERIALS[material];
  const outer = s.radial(
    [
      [0, m.rim],
      [0.8, m.base],
      [1, darken(m.base, 0.35)],
    ],
    0.5,
    0.5,
    0.5,
    0.35,
    0.3,
  );
  const wall = s.linear(
    [
      [0, darken(m.base, 0.3)],
      [0.55, m.base],
      [1, lighten(m.base, 0.35)],
    ],
    0,
    0,
    0.8,
    1,
  );
  return (
    softShadow(s, cx + r * 0.08, cy + r * 0.12, r * 1.12, r * 1.1, 0.45) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${outer}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.92)}" fill="${wall}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.955)}" fill="none" stroke="${lighten(m.rim, 0.3)}" stroke-opacity=".55" stroke-width="${n(r * 0.025)}"/>`
  );
}

/** A flat pool of curry, dal or syrup filling a bowl's inside. */
export function liquid(s: Svg, r: number, color: string, cx = 0, cy = 0): string {
  const fill = s.radial(
    [
      [0, lighten(color, 0.28)],
      [0.55, color],
      [1, darken(color, 0.32)],
    ],
    0.5,
    0.5,
    0.5,
    0.4,
    0.35,
  );
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;
}

/** A wooden serving board (round), with growth rings. */
export function board(s: Svg, r = 100): string {
  const wood = s.radial(
    [
      [0, "#d6a56c"],
      [0.7, "#b9844c"],
      [1, "#7d5227"],
    ],
    0.5,
    0.5,
    0.5,
    0.4,
    0.4,
  );
  let rings = "";
  for (let i = 1; i <= 6; i++) {
    rings += `<circle r="${n(r * (0.15 * i + 0.05))}" fill="none" stroke="#8a5a2b" stroke-opacity=".18" stroke-width="0.8"/>`;
  }
  return (
    softShadow(s, 6, 10, r * 1.1, r * 1.08, 0.45) +
    `<rect x="${n(r * 0.82)}" y="-9" width="${n(r * 0.4)}" height="18" rx="9" fill="#9c6a37"/>` +
    `<circle r="${n(r)}" fill="${wood}"/>${rings}`
  );
}

/** A banana leaf under South Indian food. */
export function bananaLeaf(s: Svg, r = 100): string {
  const fill = s.linear(
    [
      [0, "#3f8f3a"],
      [0.5, "#2f7a2d"],
      [1, "#1f5e22"],
    ],
    0,
    0,
    1,
    1,
  );
  let veins = "";
  for (let i = -6; i <= 6; i++) {
    veins += `<line x1="${n(i * 16)}" y1="${n(-r * 0.05 + i * 2)}" x2="${n(i * 16 - 30)}" y2="${n(-r * 0.68)}" stroke="#5fae55" stroke-opacity=".35" stroke-width="1.2"/>`;
    veins += `<line x1="${n(i * 16)}" y1="${n(r * 0.05 + i * 2)}" x2="${n(i * 16 - 30)}" y2="${n(r * 0.68)}" stroke="#5fae55" stroke-opacity=".35" stroke-width="1.2"/>`;
  }
  const leaf = `M ${n(-r * 1.15)} 0 C ${n(-r * 0.8)} ${n(-r * 0.9)} ${n(r * 0.8)} ${n(-r * 0.9)} ${n(r * 1.2)} ${n(-r * 0.1)} C ${n(r * 0.8)} ${n(r * 0.9)} ${n(-r * 0.8)} ${n(r * 0.9)} ${n(-r * 1.15)} 0 Z`;
  return (
    softShadow(s, 8, 12, r * 1.25, r * 0.85, 0.4) +
    `<path d="${leaf}" fill="${fill}"/>` +
    `<g clip-path="${s.clip(`<path d="${leaf}"/>`)}">${veins}</g>` +
    `<path d="M ${n(-r * 1.15)} 0 L ${n(r * 1.2)} ${n(-r * 0.1)}" stroke="#8cc97e" stroke-width="2.2" stroke-opacity=".7"/>`
  );
}

/** A small steel or ceramic katori with contents. */
export function katori(s: Svg, cx: number, cy: number, r: number, color: string, material: Material = "steel"): string {
  return bowl(s, r, material, cx, cy) + liquid(s, r * 0.8, color, cx, cy);
}

export function coriander(x: number, y: number, size: number, rot: number, color = "#3d8b2f"): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(size / 10)})">` +
    `<path d="M0 0 C-5 -2 -9 -7 -6 -11 C-4 -14 -1 -13 0 -10 C1 -14 5 -14 6 -11 C9 -7 5 -2 0 0 Z" fill="${color}"/>` +
    `<path d="M0 0 L0 -9" stroke="${lighten(color, 0.4)}" stroke-width="0.8"/></g>`
  );
}

export function mintLeaf(x: number, y: number, size: number, rot: number, color = "#4aa04a"): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(size / 10)})">` +
    `<path d="M0 -10 C7 -6 7 6 0 10 C-7 6 -7 -6 0 -10 Z" fill="${color}"/>` +
    `<path d="M0 -9 L0 9" stroke="${lighten(color, 0.45)}" stroke-width="0.9"/></g>`
  );
}

export function basil(x: number, y: number, size: number, rot: number, color = "#2f8a2f"): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(size / 10)})">` +
    `<path d="M0 -11 C8 -5 7 7 0 11 C-7 7 -8 -5 0 -11 Z" fill="${color}"/>` +
    `<path d="M0 -10 C1 -3 1 4 0 10" stroke="#7cc46c" stroke-width="1" fill="none"/>` +
    `<path d="M-3 -6 C-5 -9 -1 -11 0 -10" fill="#5db55a" opacity=".6"/></g>`
  );
}

export function chilli(x: number, y: number, size: number, rot: number, color = "#c9241b"): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(size / 10)})">` +
    `<path d="M-12 0 C-8 -4 6 -4 12 2 C6 1 -6 3 -12 0 Z" fill="${color}"/>` +
    `<path d="M-9 -1.2 C-3 -3 4 -2.6 9 0" stroke="${lighten(color, 0.5)}" stroke-width="0.8" fill="none" opacity=".7"/>` +
    `<path d="M-12 0 C-14 -1 -15 -3 -17 -3" stroke="#3f7d2c" stroke-width="1.6" fill="none" stroke-linecap="round"/></g>`
  );
}

/** A lemon wedge seen from above. */
export function lemonWedge(s: Svg, x: number, y: number, size: number, rot: number): string {
  const flesh = s.radial([
    [0, "#fff7c2"],
    [1, "#f3d64b"],
  ]);
  let segments = "";
  for (let i = 1; i < 4; i++) {
    const a = Math.PI * (i / 4);
    segments += `<line x1="0" y1="0" x2="${n(Math.cos(a) * -8.5)}" y2="${n(Math.sin(a) * -8.5)}" stroke="#fffbe0" stroke-width="0.8"/>`;
  }
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(size / 10)})">` +
    `<path d="M-10 0 A10 10 0 0 1 10 0 Z" fill="#e8c22a"/>` +
    `<path d="M-8.5 0 A8.5 8.5 0 0 1 8.5 0 Z" fill="${flesh}"/>${segments}</g>`
  );
}

export function onionRing(x: number, y: number, size: number, color = "#b0457a"): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="none" stroke="${color}" stroke-width="${n(size * 0.22)}" opacity=".9"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.72)}" fill="none" stroke="#f4e4ef" stroke-width="${n(size * 0.14)}" opacity=".9"/>`
  );
}

/** A white cream swirl on curry or soup. */
export function creamSwirl(r: number, rot: number, cx = 0, cy = 0, color = "#fffaf0"): string {
  let d = "";
  const turns = 2.2;
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    const a = t * turns * Math.PI * 2;
    const rr = r * (0.15 + t * 0.85);
    d += `${i === 0 ? "M" : "L"} ${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)} `;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(r * 0.09)}" stroke-linecap="round" opacity=".85" transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})"/>`;
}

/** Scattered coriander over a disc. */
export function sprinkleCoriander(s: Svg, count: number, r: number, size = 6, cx = 0, cy = 0): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInDisc(s.rng, r);
    out += coriander(cx + x, cy + y, s.rng.range(size * 0.7, size * 1.2), s.rng.range(0, 360));
  }
  return out;
}

type Point = [number, number];

/** `count` random points on a disc of radius r around (cx, cy). */
export function inDisc(s: Svg, count: number, r: number, cx = 0, cy = 0): Point[] {
  return Array.from({ length: count }, () => {
    const [x, y] = pointInDisc(s.rng, r);
    return [cx + x, cy + y] as Point;
  });
}

/** `count` random points in a box. */
export function inBox(s: Svg, count: number, x0: number, x1: number, y0: number, y1: number): Point[] {
  return Array.from({ length: count }, () => [s.rng.range(x0, x1), s.rng.range(y0, y1)] as Point);
}

/** `count` random points on a ring between radii r0 and r1. */
export function inRing(s: Svg, count: number, r0: number, r1: number): Point[] {
  return Array.from({ length: count }, () => {
    const a = s.rng.range(0, Math.PI * 2);
    const d = s.rng.range(r0, r1);
    return [Math.cos(a) * d, Math.sin(a) * d] as Point;
  });
}

/** Small dots (spices, seeds, sev) at the points. */
export function dotsAt(s: Svg, points: Point[], colors: string[], size: number, opacity = 1): string {
  const o = opacity === 1 ? "" : ` opacity="${opacity}"`;
  return points
    .map(
      ([x, y]) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s.rng.range(size * 0.6, size * 1.2))}" fill="${s.rng.pick(colors)}"${o}/>`,
    )
    .join("");
}

/** Small dots over a disc. */
export function dots(s: Svg, count: number, r: number, colors: string[], size: number, cx = 0, cy = 0): string {
  return dotsAt(s, inDisc(s, count, r, cx, cy), colors, size);
}

/** Little rods (rice grains, sev, slivers) at the points. */
export function grainsAt(s: Svg, points: Point[], colors: string[], length: number, width: number): string {
  return points
    .map(([x, y]) => {
      const rot = s.rng.range(0, 180);
      return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(length)}" ry="${n(width)}" fill="${s.rng.pick(colors)}" transform="rotate(${n(rot)} ${n(x)} ${n(y)})"/>`;
    })
    .join("");
}

/** Little rods over a disc. */
export function grains(
  s: Svg,
  count: number,
  r: number,
  colors: string[],
  length: number,
  width: number,
  cx = 0,
  cy = 0,
): string {
  return grainsAt(s, inDisc(s, count, r, cx, cy), colors, length, width);
}

/** Glossy round pieces (kofta, gulab jamun, manchurian, laddoo) with a highlight. */
export function balls(s: Svg, positions: Array<[number, number]>, r: number, color: string, gloss = 0.55): string {
  const fill = s.radial(
    [
      [0, lighten(color, 0.35)],
      [0.6, color],
      [1, darken(color, 0.4)],
    ],
    0.5,
    0.5,
    0.5,
    0.35,
    0.3,
  );
  return positions
    .map(
      ([x, y]) =>
        `<circle cx="${n(x + r * 0.12)}" cy="${n(y + r * 0.18)}" r="${n(r)}" fill="#000" opacity=".22"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>` +
        `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.28)}" ry="${n(r * 0.16)}" fill="#fff" opacity="${gloss}" transform="rotate(-35 ${n(x - r * 0.35)} ${n(y - r * 0.4)})"/>`,
    )
    .join("");
}

/** Positions on a ring, for pieces arranged around the centre. */
export function ring(count: number, r: number, start = 0, jitter = 0, rng?: Svg["rng"]): Array<[number, number]> {
  return Array.from({ length: count }, (_, i) => {
    const a = start + (i / count) * Math.PI * 2;
    const j = rng ? rng.range(-jitter, jitter) : 0;
    return [Math.cos(a) * (r + j), Math.sin(a) * (r + j)] as [number, number];
  });
}

/** Rounded cubes (paneer, garadu, tofu) with a toasted edge. */
export function cubes(
  s: Svg,
  positions: Array<[number, number]>,
  size: number,
  color: string,
  edge: string,
  rotation = 30,
): string {
  const fill = s.linear(
    [
      [0, lighten(color, 0.3)],
      [1, color],
    ],
    0,
    0,
    1,
    1,
  );
  return positions
    .map(([x, y]) => {
      const rot = s.rng.range(-rotation, rotation);
      return (
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
        `<rect x="${n(-size / 2 + 1.2)}" y="${n(-size / 2 + 1.8)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.22)}" fill="#000" opacity=".2"/>` +
        `<rect x="${n(-size / 2)}" y="${n(-size / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.22)}" fill="${fill}" stroke="${edge}" stroke-width="${n(size * 0.12)}" stroke-opacity=".65"/>` +
        `<rect x="${n(-size * 0.3)}" y="${n(-size * 0.34)}" width="${n(size * 0.35)}" height="${n(size * 0.12)}" rx="${n(size * 0.06)}" fill="#fff" opacity=".35"/></g>`
      );
    })
    .join("");
}

/** Irregular roasted pieces (chicken, mutton) as soft blobs. */
export function chunks(s: Svg, positions: Array<[number, number]>, size: number, color: string): string {
  const fill = s.radial(
    [
      [0, lighten(color, 0.35)],
      [0.65, color],
      [1, darken(color, 0.4)],
    ],
    0.5,
    0.5,
    0.5,
    0.35,
    0.35,
  );
  return positions
    .map(([x, y]) => {
      // A lumpy outline: eight points around an ellipse, joined by smooth curves.
      const points = Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI * 2;
        const r = size * s.rng.range(0.8, 1.15);
        return [Math.cos(a) * r * 1.15, Math.sin(a) * r * 0.85] as [number, number];
      });
      let d = "";
      points.forEach((p, i) => {
        const next = points[(i + 1) % points.length] as [number, number];
        const mid = [(p[0] + next[0]) / 2, (p[1] + next[1]) / 2];
        d += i === 0 ? `M ${n(mid[0] as number)} ${n(mid[1] as number)} ` : "";
        const after = points[(i + 2) % points.length] as [number, number];
        const mid2 = [(next[0] + after[0]) / 2, (next[1] + after[1]) / 2];
        d += `Q ${n(next[0])} ${n(next[1])} ${n(mid2[0] as number)} ${n(mid2[1] as number)} `;
      });
      const rot = s.rng.range(0, 180);
      return (
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
        `<path d="${d}Z" fill="#000" opacity=".22" transform="translate(1.5 2.5)"/>` +
        `<path d="${d}Z" fill="${fill}"/>` +
        `<circle cx="${n(size * 0.35)}" cy="${n(size * 0.2)}" r="${n(size * 0.16)}" fill="${darken(color, 0.5)}" opacity=".4"/>` +
        `<circle cx="${n(-size * 0.2)}" cy="${n(size * 0.35)}" r="${n(size * 0.1)}" fill="${darken(color, 0.5)}" opacity=".35"/>` +
        `<ellipse cx="${n(-size * 0.35)}" cy="${n(-size * 0.35)}" rx="${n(size * 0.35)}" ry="${n(size * 0.14)}" fill="#fff" opacity=".3"/></g>`
      );
    })
    .join("");
}
