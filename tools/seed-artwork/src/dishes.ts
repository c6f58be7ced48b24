/**
 * The dish drawings: one function per kind of food (curry in a bowl, biryani in a handi, pizza on a board, a burger,
 * a glass of lassi...), with variants by colour and pieces. Top views fit a circle of radius 100 around (0, 0); side
 * views stand on y = 95 inside x ∈ [-100, 100].
 */
import {
  balls,
  bananaLeaf,
  basil,
  board,
  bowl,
  chilli,
  chunks,
  coriander,
  creamSwirl,
  cubes,
  dots,
  dotsAt,
  grains,
  grainsAt,
  inBox,
  inDisc,
  inRing,
  katori,
  lemonWedge,
  liquid,
  type Material,
  mintLeaf,
  onionRing,
  plate,
  ring,
  sprinkleCoriander,
} from "./parts";
import { darken, lighten, n, pointInDisc, type Svg, softShadow } from "./svg";

export type Draw = (s: Svg) => string;

// ── Curries, dals, gravies ──────────────────────────────────────────────────────────────────────────────────────

type Piece = "paneer" | "chicken" | "mutton" | "chole" | "kofta" | "egg" | "veg" | "rajma" | "fish" | "none";

function pieces(s: Svg, kind: Piece, base: string, r: number): string {
  switch (kind) {
    case "paneer":
      return cubes(s, ring(6, r * 0.5, 0.3, r * 0.08, s.rng).concat([[0, 0]]), r * 0.24, "#f3e6c4", darken(base, 0.15));
    case "chicken":
      return chunks(s, ring(6, r * 0.48, 0.5, r * 0.1, s.rng).concat([[0, 0]]), r * 0.19, darken(base, 0.08));
    case "mutton":
      return chunks(s, ring(6, r * 0.48, 0.2, r * 0.1, s.rng).concat([[2, -3]]), r * 0.2, "#6e3116");
    case "fish":
      return chunks(s, ring(5, r * 0.45, 0.2, r * 0.08, s.rng), r * 0.22, "#e2a15a");
    case "kofta":
      return balls(s, ring(4, r * 0.4, 0.6).concat([[0, 0]]), r * 0.2, "#8a4b22", 0.35);
    case "egg":
      return ring(3, r * 0.38, 0.4)
        .map(
          ([x, y]) =>
            `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.2)}" ry="${n(r * 0.16)}" fill="#fbf8ef" stroke="${darken(base, 0.2)}" stroke-opacity=".4"/>` +
            `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.09)}" fill="#f2a71b"/>`,
        )
        .join("");
    case "chole":
      return dots(s, 55, r * 0.8, ["#b07a3c", "#9a6630", "#c48d4c"], r * 0.06);
    case "rajma":
      return grains(s, 45, r * 0.78, ["#7a1f1a", "#8d2a22", "#6a1814"], r * 0.07, r * 0.045);
    case "veg":
      return (
        dots(s, 20, r * 0.75, ["#6fb84a", "#4d9a3a"], r * 0.05) +
        cubes(s, ring(7, r * 0.5, 0.2, r * 0.2, s.rng), r * 0.1, "#f08a2c", "#c0601a") +
        cubes(s, ring(5, r * 0.35, 1, r * 0.2, s.rng), r * 0.09, "#f7e9c8", "#d8c090")
      );
    case "none":
      return "";
  }
}

export interface CurryOptions {
  color: string;
  piece?: Piece;
  cream?: boolean;
  tadka?: boolean;
  /** Crisp sev on top (Malwa's sev tamatar). */
  sev?: boolean;
  material?: Material;
  garnish?: number;
}

export function curry(o: CurryOptions): Draw {
  return (s) => {
    const r = 72;
    return (
      bowl(s, 92, o.material ?? "copper") +
      liquid(s, r, o.color) +
      // Ghee glistening at the edge.
      `<circle r="${n(r * 0.93)}" fill="none" stroke="${lighten(o.color, 0.4)}" stroke-opacity=".35" stroke-width="3" stroke-dasharray="14 9 30 12"/>` +
      dots(s, 14, r * 0.85, [lighten(o.color, 0.45)], 1.6) +
      pieces(s, o.piece ?? "none", o.color, r) +
      (o.cream ? creamSwirl(r * 0.42, s.rng.range(0, 360)) : "") +
      (o.tadka
        ? dots(s, 30, r * 0.6, ["#3b2410", "#5a3a1a"], 1.1) +
          chilli(-r * 0.2, -r * 0.25, 9, 40, "#9e1b12") +
          chilli(r * 0.25, r * 0.15, 8, -20, "#9e1b12")
        : "") +
      (o.sev ? grains(s, 90, r * 0.6, ["#f0b43c", "#e8a42a", "#f6c65a"], 3.2, 1.1) : "") +
      sprinkleCoriander(s, o.garnish ?? 9, r * 0.7, 7)
    );
  };
}

export function soup(color: string, topping: "cream" | "noodles" | "corn" | "veg"): Draw {
  return (s) => {
    const r = 72;
    let top = "";
    if (topping === "cream") top = creamSwirl(r * 0.4, 40);
    if (topping === "noodles") top = grains(s, 26, r * 0.4, ["#e6b15c", "#d59a3e", "#f0c879"], 9, 2.2);
    if (topping === "corn") top = dots(s, 40, r * 0.8, ["#f6d04d", "#f0c02f"], 2.8);
    if (topping === "veg") top = dots(s, 30, r * 0.8, ["#6fb84a", "#f08a2c", "#f5f0dc"], 2.4);
    return (
      bowl(s, 92, "white") +
      liquid(s, r, color) +
      top +
      dots(s, 18, r * 0.7, ["#4e9a3a", "#6cbf4f"], 2) +
      `<rect x="40" y="-118" width="14" height="90" rx="7" fill="#c9ced3" transform="rotate(35)"/>` +
      `<ellipse cx="0" cy="-36" rx="16" ry="21" fill="#dfe3e7" transform="rotate(35)"/>`
    );
  };
}

// ── Rice ────────────────────────────────────────────────────────────────────────────────────────────────────────

export function biryani(piece: "chicken" | "mutton" | "veg" | "egg" | "paneer" | "prawn"): Draw {
  return (s) => {
    const r = 76;
    const rice = s.radial([
      [0, "#fff6e2"],
      [1, "#e2c48c"],
    ]);
    let top = "";
    if (piece === "chicken") top = chunks(s, ring(4, r * 0.42, 0.4, 6, s.rng), 15, "#b8561e");
    if (piece === "mutton") top = chunks(s, ring(4, r * 0.42, 0.9, 6, s.rng), 15, "#6b2f16");
    if (piece === "prawn") top = chunks(s, ring(5, r * 0.42, 0.9, 6, s.rng), 11, "#ef7f4b");
    if (piece === "paneer") top = cubes(s, ring(5, r * 0.42, 0.3, 6, s.rng), 15, "#f7c88a", "#c77b2c");
    if (piece === "veg")
      top =
        dots(s, 24, r * 0.8, ["#64b043", "#4f9b36"], 2.6) +
        cubes(s, ring(8, r * 0.5, 0.1, 14, s.rng), 7, "#ef8a2e", "#c0601a");
    if (piece === "egg")
      top = ring(3, r * 0.4, 0.7)
        .map(
          ([x, y]) =>
            `<ellipse cx="${n(x)}" cy="${n(y)}" rx="14" ry="11" fill="#fbf8ef" stroke="#d8c9a5"/><circle cx="${n(x)}" cy="${n(y)}" r="6.5" fill="#f2a71b"/>`,
        )
        .join("");
    return (
      bowl(s, 96, "copper") +
      `<circle r="${r}" fill="${rice}"/>` +
      grains(s, 260, r * 0.97, ["#fffaf0", "#fffaf0", "#fff3d6", "#f4a93b", "#f7d36b", "#ffffff"], 4.4, 1.4) +
      top +
      grains(s, 30, r * 0.7, ["#7a3d14", "#8f4b1c", "#5e2d0d"], 4, 1.2) +
      Array.from({ length: 6 }, () => {
        const [x, y] = pointInDisc(s.rng, r * 0.7);
        return mintLeaf(x, y, 6, s.rng.range(0, 360));
      }).join("") +
      lemonWedge(s, 58, -58, 16, 45)
    );
  };
}

export function rice(bits: "cumin" | "veg" | "egg" | "plain", tint = "#fffaf0"): Draw {
  return (s) => {
    const r = 66;
    let top = "";
    if (bits === "cumin") top = grains(s, 40, r * 0.9, ["#5a3a1a", "#6e4a22"], 2.2, 0.8);
    if (bits === "veg")
      top =
        dots(s, 30, r * 0.9, ["#64b043", "#4f9b36"], 2.2) +
        dots(s, 22, r * 0.9, ["#ef8a2e"], 2) +
        grains(s, 14, r * 0.9, ["#7cc05a"], 5, 1.2);
    if (bits === "egg")
      top = dots(s, 26, r * 0.9, ["#f7d34a", "#f2c230", "#fff7dc"], 3.2) + dots(s, 14, r * 0.9, ["#64b043"], 2);
    return (
      plate(s) +
      `<circle r="${r}" fill="${darken(tint, 0.08)}"/>` +
      grains(s, 230, r, [tint, lighten(tint, 0.5), darken(tint, 0.06), "#ffffff"], 4.2, 1.35) +
      top +
      sprinkleCoriander(s, 6, r * 0.7, 6)
    );
  };
}

// ── Breads ─────────────────────────────────────────────────────────────────────────────────────────────────────

function charSpots(s: Svg, count: number, rx: number, ry: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInDisc(s.rng, 1);
    out += `<ellipse cx="${n(x * rx)}" cy="${n(y * ry)}" rx="${n(s.rng.range(1.5, 4.5))}" ry="${n(s.rng.range(1, 3))}" fill="#6b3a12" opacity="${n(s.rng.range(0.35, 0.75))}"/>`;
  }
  return out;
}

export function bread(kind: "naan" | "roti" | "paratha" | "garlic-naan" | "kulcha" | "bhatura"): Draw {
  return (s) => {
    const color =
      kind === "roti" ? "#ddb177" : kind === "paratha" ? "#d9a352" : kind === "bhatura" ? "#f0cf8c" : "#ebc786";
    const fill = s.radial(
      [
        [0, lighten(color, 0.3)],
        [0.75, color],
        [1, darken(color, 0.25)],
      ],
      0.5,
      0.5,
      0.5,
      0.4,
      0.4,
    );
    const layer = (rot: number, dx: number, dy: number) => {
      const shape = (paint: string) =>
        kind === "naan" || kind === "garlic-naan"
          ? `<path d="M -70 0 C -70 -42 20 -52 70 -18 C 82 -6 82 8 70 18 C 20 52 -70 42 -70 0 Z" fill="${paint}"/>`
          : `<circle r="${kind === "bhatura" ? 66 : 62}" fill="${paint}"/>`;
      const texture =
        kind === "paratha"
          ? [16, 30, 44, 56]
              .map((rr) => `<circle r="${rr}" fill="none" stroke="#a8712a" stroke-opacity=".35" stroke-width="1.6"/>`)
              .join("")
          : kind === "bhatura"
            ? `<ellipse cx="-14" cy="-16" rx="30" ry="16" fill="#fff" opacity=".28"/>`
            : "";
      return (
        `<g transform="translate(${dx} ${dy}) rotate(${rot})">` +
        `<g transform="translate(3 5)" opacity=".25">${shape("#000")}</g>` +
        shape(fill) +
        texture +
        charSpots(s, kind === "bhatura" ? 6 : 22, 60, kind === "naan" || kind === "garlic-naan" ? 32 : 55) +
        (kind === "garlic-naan" ? dots(s, 26, 40, ["#3d8b2f", "#f7f0d6"], 1.8) : "") +
        (kind === "kulcha" ? dots(s, 30, 48, ["#2b2b2b", "#3d8b2f"], 1.2) : "") +
        `<ellipse cx="-8" cy="-10" rx="24" ry="12" fill="#fff3c4" opacity=".35"/></g>`
      );
    };
    return plate(s) + layer(-18, -10, 14) + layer(12, 8, -10);
  };
}

// ── South Indian ────────────────────────────────────────────────────────────────────────────────────────────────

function sambarAndChutney(s: Svg, x: number, y: number): string {
  return (
    katori(s, x, y, 26, "#c8641f") +
    dots(s, 8, 12, ["#6fb84a", "#f2a35a"], 2, x, y) +
    katori(s, x + 58, y + 8, 24, "#f4f0e2") +
    dots(s, 10, 11, ["#2a1a0c"], 1.1, x + 58, y + 8) +
    coriander(x + 62, y + 4, 7, 30)
  );
}

export function dosa(kind: "masala" | "plain" | "rava" | "mysore"): Draw {
  return (s) => {
    const color = kind === "rava" ? "#e3b866" : kind === "mysore" ? "#d98a35" : "#e8ad52";
    const fill = s.linear(
      [
        [0, darken(color, 0.2)],
        [0.35, lighten(color, 0.3)],
        [0.6, color],
        [1, darken(color, 0.3)],
      ],
      0,
      0,
      0,
      1,
    );
    let lace = "";
    for (let i = 0; i < 45; i++) {
      lace += `<ellipse cx="${n(s.rng.range(-98, 98))}" cy="${n(s.rng.range(-16, 16))}" rx="${n(s.rng.range(1.5, 4))}" ry="${n(s.rng.range(0.8, 2))}" fill="#8a4a12" opacity="${n(s.rng.range(0.2, 0.5))}"/>`;
    }
    return (
      bananaLeaf(s) +
      `<g transform="translate(-6 -18) rotate(-14)">` +
      `<rect x="-104" y="-14" width="212" height="44" rx="22" fill="#000" opacity=".22"/>` +
      `<rect x="-106" y="-22" width="212" height="44" rx="22" fill="${fill}"/>${lace}` +
      (kind === "mysore" ? `<rect x="-100" y="-3" width="200" height="5" rx="2" fill="#b3361d" opacity=".5"/>` : "") +
      `<path d="M -96 -6 C -40 -14 40 -14 96 -6" stroke="#fff2c9" stroke-width="2.5" opacity=".5" fill="none"/></g>` +
      sambarAndChutney(s, -46, 56)
    );
  };
}

export function idli(kind: "idli" | "vada" | "uttapam"): Draw {
  return (s) => {
    let main = "";
    if (kind === "idli") {
      const fill = s.radial(
        [
          [0, "#ffffff"],
          [0.7, "#f3efe2"],
          [1, "#d9d1bb"],
        ],
        0.5,
        0.5,
        0.5,
        0.4,
        0.35,
      );
      main = [
        [-30, -22],
        [18, -36],
        [4, 8],
      ]
        .map(
          ([x, y]) =>
            softShadow(s, (x as number) + 3, (y as number) + 6, 30, 28, 0.35) +
            `<circle cx="${x}" cy="${y}" r="27" fill="${fill}"/>` +
            dots(s, 16, 20, ["#e0d8c2"], 0.9, x, y),
        )
        .join("");
    } else if (kind === "vada") {
      const fill = s.radial([
        [0, "#e8a94a"],
        [0.7, "#c8782a"],
        [1, "#8d4a14"],
      ]);
      main = [
        [-28, -20],
        [22, -30],
        [0, 14],
      ]
        .map(
          ([x, y]) =>
            softShadow(s, (x as number) + 3, (y as number) + 6, 30, 28, 0.35) +
            `<circle cx="${x}" cy="${y}" r="26" fill="${fill}"/>` +
            `<circle cx="${x}" cy="${y}" r="7" fill="#6f3a10" opacity=".75"/>` +
            `<circle cx="${x}" cy="${y}" r="16" fill="none" stroke="#f6c773" stroke-opacity=".35" stroke-width="3"/>` +
            dots(s, 10, 22, ["#7a3f10"], 1.2, x, y),
        )
        .join("");
    } else {
      const fill = s.radial([
        [0, "#f7dca0"],
        [1, "#d9a152"],
      ]);
      main =
        softShadow(s, 2, -6, 60, 56, 0.35) +
        `<circle cx="-4" cy="-12" r="54" fill="${fill}"/>` +
        dots(s, 22, 44, ["#d8402a", "#c43422"], 3, -4, -12) +
        dots(s, 22, 44, ["#57a63c", "#3f8f2f"], 2.6, -4, -12) +
        dots(s, 22, 44, ["#a05a9a", "#f4e4ef"], 2.4, -4, -12);
    }
    return bananaLeaf(s) + main + sambarAndChutney(s, -40, 62);
  };
}

// ── Indori and street food ─────────────────────────────────────────────────────────────────────────────────────

export function mound(o: {
  colors: string[];
  shape: "flake" | "pearl" | "grain" | "crumb";
  toppings: Array<"peanut" | "sev" | "pomegranate" | "onion" | "coconut" | "chilli" | "lemon">;
}): Draw {
  return (s) => {
    const r = 64;
    let base = "";
    const len = o.shape === "flake" ? 4.6 : o.shape === "grain" ? 3.8 : 3;
    if (o.shape === "pearl") base = dots(s, 170, r, o.colors, 3.4);
    else if (o.shape === "crumb") base = dots(s, 220, r, o.colors, 2.8);
    else base = grains(s, 260, r, o.colors, len, o.shape === "flake" ? 2.6 : 2.2);
    let top = "";
    for (const t of o.toppings) {
      if (t === "peanut") top += grains(s, 18, r * 0.85, ["#c98f52", "#b87a3e", "#d9a466"], 3.6, 2.6);
      if (t === "sev") top += grains(s, 70, r * 0.55, ["#f0b43c", "#e8a42a", "#f6c65a"], 3, 1);
      if (t === "pomegranate") top += dots(s, 16, r * 0.7, ["#c8102e", "#e0223f"], 2.4);
      if (t === "onion") top += dots(s, 14, r * 0.7, ["#f3e1ee", "#c27aa5"], 2.6);
      if (t === "coconut") top += grains(s, 26, r * 0.7, ["#ffffff", "#f6f2e6"], 2.6, 1);
      if (t === "chilli") top += chilli(-20, 30, 12, 25, "#2f8a2f");
    }
    return (
      plate(s) +
      `<circle r="${r + 3}" fill="${darken(o.colors[0] ?? "#f3cf4a", 0.12)}" opacity=".6"/>` +
      base +
      top +
      sprinkleCoriander(s, 10, r * 0.75, 7) +
      (o.toppings.includes("lemon") ? lemonWedge(s, 66, -46, 18, 30) : "")
    );
  };
}

export function jalebi(withRabri: boolean): Draw {
  return (s) => {
    const spiral = (cx: number, cy: number, scale: number, rot: number) => {
      let d = "";
      for (let i = 0; i <= 70; i++) {
        const t = i / 70;
        const a = t * Math.PI * 2 * 2.6;
        const rr = 2 + t * 18;
        d += `${i === 0 ? "M" : "L"} ${n(Math.cos(a) * rr)} ${n(Math.sin(a) * rr)} `;
      }
      return (
        `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)}) scale(${n(scale)})">` +
        `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="7" transform="translate(1.5 2)"/>` +
        `<path d="${d}" fill="none" stroke="#e2740f" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="#f7a531" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="#ffe0a0" stroke-width="1.3" stroke-linecap="round" opacity=".8" transform="translate(-0.8 -0.8)"/></g>`
      );
    };
    const placed = withRabri
      ? [
          [-38, -30, 1, 10],
          [-50, 22, 0.95, 80],
          [-8, 44, 0.9, 140],
        ]
      : [
          [-36, -32, 1.05, 10],
          [16, -40, 1, 80],
          [40, 8, 1.05, 140],
          [-4, 10, 1, 200],
          [-40, 30, 1, 260],
          [10, 52, 0.95, 320],
        ];
    return (
      plate(s) +
      placed.map(([x, y, sc, rot]) => spiral(x as number, y as number, sc as number, rot as number)).join("") +
      (withRabri
        ? katori(s, 40, -8, 38, "#f3e4bf", "clay") +
          dots(s, 14, 22, ["#7cb342", "#a5d46a"], 1.6, 40, -8) +
          grains(s, 6, 18, ["#d35400"], 3, 0.6, 40, -8)
        : "")
    );
  };
}

export function samosa(kind: "samosa" | "kachori" | "pattice" | "tikki" | "vada-pav"): Draw {
  return (s) => {
    let main = "";
    if (kind === "samosa") {
      const fill = s.linear([
        [0, "#eab35a"],
        [1, "#b66d22"],
      ]);
      main = [
        [-32, -8, -15],
        [28, -18, 20],
        [0, 34, 95],
      ]
        .map(
          ([x, y, rot]) =>
            `<g transform="translate(${x} ${y}) rotate(${rot})">` +
            `<path d="M 0 -40 C 8 -38 38 20 34 28 C 28 34 -28 34 -34 28 C -38 20 -8 -38 0 -40 Z" fill="#000" opacity=".22" transform="translate(2 4)"/>` +
            `<path d="M 0 -40 C 8 -38 38 20 34 28 C 28 34 -28 34 -34 28 C -38 20 -8 -38 0 -40 Z" fill="${fill}"/>` +
            dots(s, 22, 22, ["#c9822e", "#f2c071", "#a65f1d"], 1.4, 0, 6) +
            `<path d="M -30 28 C -10 24 10 24 30 28" stroke="#8d4e16" stroke-width="2" fill="none" opacity=".5"/></g>`,
        )
        .join("");
    } else {
      const color =
        kind === "tikki" ? "#c97a2c" : kind === "pattice" ? "#d8943c" : kind === "vada-pav" ? "#e0a24a" : "#d48a35";
      const fill = s.radial([
        [0, lighten(color, 0.3)],
        [0.7, color],
        [1, darken(color, 0.35)],
      ]);
      const spots =
        kind === "tikki"
          ? [
              [-30, -18],
              [22, -26],
              [-2, 26],
            ]
          : [
              [-32, -16],
              [24, -28],
              [30, 24],
              [-18, 32],
            ];
      main = spots
        .map(
          ([x, y]) =>
            softShadow(s, (x as number) + 3, (y as number) + 6, 30, 28, 0.35) +
            `<circle cx="${x}" cy="${y}" r="${kind === "tikki" ? 30 : 25}" fill="${fill}"/>` +
            `<path d="M ${(x as number) - 10} ${(y as number) - 4} l 8 5 l 6 -6 l 8 6" stroke="${darken(color, 0.4)}" stroke-width="1.4" fill="none" opacity=".6"/>` +
            dots(s, 10, 18, [darken(color, 0.3), lighten(color, 0.4)], 1.4, x, y),
        )
        .join("");
      if (kind === "tikki") {
        main +=
          `<path d="M -50 -10 C -20 -30 20 0 40 -30" stroke="#fffaf0" stroke-width="7" fill="none" stroke-linecap="round" opacity=".9"/>` +
          `<path d="M -40 20 C -10 0 10 30 40 10" stroke="#6d2314" stroke-width="4" fill="none" stroke-linecap="round" opacity=".85"/>` +
          grains(s, 50, 45, ["#f0b43c", "#e8a42a"], 3, 1) +
          dots(s, 10, 40, ["#c8102e"], 2.2);
      }
      if (kind === "kachori") main += grains(s, 30, 30, ["#f0b43c"], 3, 1, 30, 24);
      if (kind === "vada-pav")
        main =
          pavs(
            s,
            [
              [-34, -24],
              [30, 26],
            ],
            fill,
          ) + chilli(10, 60, 16, -20, "#2f8a2f");
    }
    return (
      plate(s) +
      main +
      katori(s, 60, 48, 16, "#4c9a2a", "white") +
      katori(s, -58, 54, 15, "#7a2a12", "white") +
      sprinkleCoriander(s, 5, 60, 7)
    );
  };
}

/** Soft pav buns split open around a vada. */
function pavs(s: Svg, spots: Array<[number, number]>, vada: string): string {
  const bun = s.radial([
    [0, "#f6d08a"],
    [0.7, "#e0a446"],
    [1, "#a8641f"],
  ]);
  return spots
    .map(
      ([x, y]) =>
        softShadow(s, x + 4, y + 8, 44, 38, 0.35) +
        `<rect x="${x - 36}" y="${y - 30}" width="72" height="60" rx="22" fill="${bun}"/>` +
        `<circle cx="${x + 4}" cy="${y + 2}" r="22" fill="${vada}"/>` +
        `<rect x="${x - 36}" y="${y - 30}" width="40" height="60" rx="20" fill="${bun}" opacity=".95"/>` +
        `<path d="M ${x - 8} ${y - 26} Q ${x - 2} ${y} ${x - 8} ${y + 26}" stroke="#a8641f" stroke-width="1.6" fill="none" opacity=".6"/>` +
        `<path d="M ${x + 10} ${y - 18} Q ${x + 20} ${y} ${x + 12} ${y + 18}" stroke="#c8461f" stroke-width="4" fill="none" opacity=".8"/>`,
    )
    .join("");
}

export function garadu(): Draw {
  return (s) => {
    const positions = Array.from({ length: 16 }, () => pointInDisc(s.rng, 52));
    return (
      bowl(s, 96, "wood") +
      `<circle r="80" fill="#d9c39a"/>` +
      cubes(s, positions, 19, "#c97a2e", "#7a3d0e", 60) +
      dots(s, 70, 56, ["#b3261e", "#d9471c", "#7a1a10"], 1.3) +
      lemonWedge(s, 44, -46, 18, 60) +
      sprinkleCoriander(s, 6, 50, 7)
    );
  };
}

export function panipuri(kind: "pani-puri" | "dahi-puri" | "bhel"): Draw {
  return (s) => {
    if (kind === "bhel") {
      return (
        bowl(s, 96, "steel") +
        dots(s, 120, 70, ["#f1e2b8", "#e8d29a", "#fff3d2"], 4) +
        grains(s, 60, 60, ["#f0b43c", "#e8a42a"], 3, 1) +
        dots(s, 20, 60, ["#d33a2c", "#f3e1ee", "#3d8b2f"], 2.6) +
        dots(s, 12, 60, ["#c8102e"], 2.2) +
        sprinkleCoriander(s, 8, 60, 7) +
        lemonWedge(s, 56, -56, 16, 20)
      );
    }
    const fill = s.radial(
      [
        [0, "#f3cf8a"],
        [0.7, "#d79b45"],
        [1, "#9c5a1a"],
      ],
      0.5,
      0.5,
      0.5,
      0.35,
      0.35,
    );
    const spots = ring(6, 44, 0.3).concat([[0, 0]]);
    let puris = "";
    for (const [x, y] of spots) {
      puris +=
        softShadow(s, x + 3, y + 5, 22, 21, 0.35) +
        `<circle cx="${n(x)}" cy="${n(y)}" r="19" fill="${fill}"/>` +
        `<circle cx="${n(x)}" cy="${n(y - 2)}" r="8.5" fill="${kind === "dahi-puri" ? "#fffaf0" : "#c4934f"}"/>` +
        (kind === "dahi-puri"
          ? `<circle cx="${n(x + 2)}" cy="${n(y - 3)}" r="3" fill="#7a2a12" opacity=".8"/>` +
            grains(s, 8, 8, ["#f0b43c"], 3, 0.9, x, y - 2)
          : dots(s, 4, 5, ["#e9d7a5", "#8a5a2a"], 1.6, x, y - 2));
    }
    return plate(s) + puris + (kind === "pani-puri" ? katori(s, 66, -52, 20, "#6dae3a", "steel") : "");
  };
}

export function pavBhaji(): Draw {
  return (s) => {
    const pav = s.radial([
      [0, "#f6d08a"],
      [0.7, "#e0a446"],
      [1, "#a8641f"],
    ]);
    return (
      plate(s) +
      katori(s, -22, -6, 56, "#c8461f", "steel") +
      `<rect x="-38" y="-22" width="22" height="16" rx="4" fill="#fff3b0" opacity=".9"/>` +
      dots(s, 14, 30, ["#f3e1ee", "#c27aa5"], 2.4, -22, -6) +
      sprinkleCoriander(s, 8, 32, 7, -22, -6) +
      [
        [52, 34, 10],
        [40, 70, -14],
      ]
        .map(
          ([x, y, rot]) =>
            `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-24" y="-18" width="48" height="36" rx="12" fill="#000" opacity=".2" transform="translate(2 4)"/>` +
            `<rect x="-24" y="-18" width="48" height="36" rx="12" fill="${pav}"/><line x1="0" y1="-16" x2="0" y2="16" stroke="#a8641f" stroke-width="1.4" opacity=".6"/></g>`,
        )
        .join("") +
      lemonWedge(s, -70, 60, 16, 200) +
      onionRing(-42, 66, 9)
    );
  };
}

// ── Chinese ────────────────────────────────────────────────────────────────────────────────────────────────────

export function noodles(o: { color: string; meat?: "chicken" | "egg"; sauce?: string }): Draw {
  return (s) => {
    const r = 70;
    let strands = "";
    for (let i = 0; i < 110; i++) {
      const [x, y] = pointInDisc(s.rng, r * 0.72);
      const a = s.rng.range(0, Math.PI);
      const len = s.rng.range(16, 34);
      const dx = Math.cos(a) * len;
      const dy = Math.sin(a) * len;
      const bend = s.rng.range(-26, 26);
      const color = s.rng.pick([o.color, lighten(o.color, 0.2), darken(o.color, 0.12)]);
      strands += `<path d="M ${n(x - dx)} ${n(y - dy)} Q ${n(x + bend)} ${n(y - bend)} ${n(x + dx)} ${n(y + dy)}" stroke="${color}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`;
    }
    return (
      bowl(s, 94, "black") +
      `<circle r="${r}" fill="${darken(o.sauce ?? o.color, 0.35)}"/>` +
      strands +
      grains(s, 18, r * 0.8, ["#9ccc65", "#c5e1a5"], 6, 1.6) +
      grains(s, 14, r * 0.8, ["#f08a2c"], 5, 1.3) +
      grains(s, 10, r * 0.8, ["#43a047", "#2e7d32"], 5, 1.6) +
      (o.meat === "chicken" ? chunks(s, ring(5, 34, 0.2, 8, s.rng), 10, "#c98a4a") : "") +
      (o.meat === "egg" ? dots(s, 16, r * 0.7, ["#f7d34a", "#fff7dc"], 3.4) : "") +
      dots(s, 14, r * 0.6, ["#7cb342"], 1.8) +
      `<g transform="rotate(-32)"><rect x="-130" y="-50" width="190" height="6" rx="3" fill="#5d3a1a"/><rect x="-130" y="-38" width="190" height="6" rx="3" fill="#6d4522"/></g>`
    );
  };
}

export function saucy(o: { piece: "manchurian" | "paneer" | "chicken" | "potato"; sauce: string }): Draw {
  return (s) => {
    const r = 72;
    let main = "";
    if (o.piece === "manchurian") main = balls(s, ring(6, 36, 0.1, 6, s.rng).concat([[0, 0]]), 15, "#6e3a16", 0.5);
    if (o.piece === "paneer") main = cubes(s, ring(6, 36, 0.1, 6, s.rng).concat([[0, 0]]), 20, "#f0d8a8", "#a5551c");
    if (o.piece === "chicken") main = chunks(s, ring(6, 36, 0.4, 6, s.rng).concat([[0, 0]]), 15, "#9a4a1a");
    if (o.piece === "potato") main = grains(s, 40, 56, ["#c98a3a", "#e0a656", "#b3702a"], 12, 3.2);
    return (
      bowl(s, 94, "white") +
      liquid(s, r, o.sauce) +
      main +
      cubes(s, ring(6, 52, 0.7, 8, s.rng), 11, "#4caf50", "#2e7d32", 80) +
      cubes(s, ring(5, 48, 1.3, 8, s.rng), 10, "#f3e1ee", "#a05a9a", 80) +
      dots(s, 20, r * 0.8, ["#7cb342", "#aed581"], 2) +
      dots(s, 30, r * 0.8, ["#fff8e1"], 0.9)
    );
  };
}

export function momos(fried: boolean, filling: "veg" | "chicken" | "paneer"): Draw {
  return (s) => {
    const base = fried ? "#e0a24a" : filling === "chicken" ? "#f6eee0" : "#f8f4ea";
    const fill = s.radial(
      [
        [0, lighten(base, 0.4)],
        [0.75, base],
        [1, darken(base, 0.25)],
      ],
      0.5,
      0.5,
      0.5,
      0.4,
      0.35,
    );
    let weave = "";
    for (let i = 1; i <= 5; i++) {
      weave += `<circle r="${86 + i * 2}" fill="none" stroke="#8a6a34" stroke-opacity=".5" stroke-width="0.8"/>`;
    }
    let lattice = "";
    for (let i = -4; i <= 4; i++) {
      lattice += `<line x1="${i * 20}" y1="-84" x2="${i * 20}" y2="84" stroke="#b08a4c" stroke-width="1" opacity=".5"/>`;
    }
    const momo = (x: number, y: number) => {
      let pleats = "";
      for (let k = 0; k < 7; k++) {
        const a = Math.PI * (0.15 + (k / 6) * 0.7);
        pleats += `<path d="M ${n(x)} ${n(y - 4)} Q ${n(x + Math.cos(a) * 9)} ${n(y - 4 - Math.sin(a) * 3)} ${n(x + Math.cos(a) * 18)} ${n(y + Math.sin(a) * 6)}" stroke="${darken(base, 0.2)}" stroke-width="1" fill="none" opacity=".7"/>`;
      }
      return (
        softShadow(s, x + 3, y + 5, 23, 21, 0.35) +
        `<circle cx="${n(x)}" cy="${n(y)}" r="20" fill="${fill}"/>` +
        pleats +
        `<circle cx="${n(x)}" cy="${n(y - 4)}" r="3" fill="${darken(base, 0.12)}"/>`
      );
    };
    return (
      softShadow(s, 6, 10, 104, 102, 0.4) +
      `<circle r="98" fill="#c9a063"/>${weave}<circle r="84" fill="#e7d3a4"/>` +
      `<g clip-path="${s.clip('<circle r="84"/>')}">${lattice}</g>` +
      ring(6, 48, 0.5)
        .concat([[0, 0]])
        .map(([x, y]) => momo(x, y))
        .join("") +
      katori(s, 70, 68, 18, "#d32f2f", "white")
    );
  };
}

// ── Pizza, pasta, burgers, sandwiches ───────────────────────────────────────────────────────────────────────

export type Topping =
  | "basil"
  | "mozzarella"
  | "capsicum"
  | "onion"
  | "olive"
  | "corn"
  | "paneer"
  | "pepperoni"
  | "chicken"
  | "mushroom"
  | "jalapeno"
  | "tomato";

export function pizza(toppings: Topping[]): Draw {
  return (s) => {
    const crust = s.radial([
      [0, "#f2c27a"],
      [0.86, "#e2a050"],
      [1, "#a8621f"],
    ]);
    const cheese = s.radial([
      [0, "#fff2b8"],
      [1, "#f2c85a"],
    ]);
    let melt = "";
    for (let i = 0; i < 22; i++) {
      const [x, y] = pointInDisc(s.rng, 56);
      melt += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s.rng.range(12, 22))}" fill="${cheese}"/>`;
    }
    let tops = "";
    const at = (count: number, f: (x: number, y: number, rot: number) => string) => {
      for (let i = 0; i < count; i++) {
        const [x, y] = pointInDisc(s.rng, 62);
        tops += f(x, y, s.rng.range(0, 360));
      }
    };
    for (const t of toppings) {
      if (t === "basil") at(7, (x, y, r) => basil(x, y, 8, r));
      if (t === "mozzarella")
        at(8, (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#fffdf5" stroke="#f0e4c0" stroke-width="1"/>`);
      if (t === "capsicum")
        at(
          9,
          (x, y, r) =>
            `<path d="M ${n(x - 7)} ${n(y)} Q ${n(x)} ${n(y - 7)} ${n(x + 7)} ${n(y)}" stroke="#2e8b2e" stroke-width="3" fill="none" transform="rotate(${n(r)} ${n(x)} ${n(y)})"/>`,
        );
      if (t === "onion")
        at(
          9,
          (x, y, r) =>
            `<path d="M ${n(x - 7)} ${n(y)} Q ${n(x)} ${n(y - 6)} ${n(x + 7)} ${n(y)}" stroke="#9c3f78" stroke-width="2.4" fill="none" transform="rotate(${n(r)} ${n(x)} ${n(y)})"/>`,
        );
      if (t === "olive")
        at(10, (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="3.6" fill="none" stroke="#1e1a16" stroke-width="2.4"/>`);
      if (t === "corn") at(18, (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="#f5c518"/>`);
      if (t === "paneer")
        tops += cubes(
          s,
          Array.from({ length: 8 }, () => pointInDisc(s.rng, 58)),
          10,
          "#fbefd6",
          "#c77b2c",
        );
      if (t === "pepperoni")
        at(
          9,
          (x, y) =>
            `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="#b3261e"/><circle cx="${n(x - 3)}" cy="${n(y - 2)}" r="1.6" fill="#7a1410"/><circle cx="${n(x + 3)}" cy="${n(y + 3)}" r="1.4" fill="#7a1410"/>`,
        );
      if (t === "chicken")
        tops += chunks(
          s,
          Array.from({ length: 9 }, () => pointInDisc(s.rng, 58)),
          7,
          "#b0642a",
        );
      if (t === "mushroom")
        at(
          8,
          (x, y, r) =>
            `<g transform="rotate(${n(r)} ${n(x)} ${n(y)})"><path d="M ${n(x - 7)} ${n(y)} A 7 6 0 0 1 ${n(x + 7)} ${n(y)} Z" fill="#d9c3a0"/><rect x="${n(x - 2)}" y="${n(y)}" width="4" height="5" fill="#cbb38c"/></g>`,
        );
      if (t === "jalapeno")
        at(8, (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="4.5" fill="none" stroke="#3f8f2f" stroke-width="2.6"/>`);
      if (t === "tomato")
        at(
          6,
          (x, y) =>
            `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="#d7362b"/><circle cx="${n(x)}" cy="${n(y)}" r="4" fill="#f0705f"/>`,
        );
    }
    let cuts = "";
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI + 0.2;
      cuts += `<line x1="${n(Math.cos(a) * 86)}" y1="${n(Math.sin(a) * 86)}" x2="${n(-Math.cos(a) * 86)}" y2="${n(-Math.sin(a) * 86)}" stroke="#7a4a1a" stroke-width="1.2" opacity=".35"/>`;
    }
    return (
      board(s) +
      `<circle r="88" fill="${crust}"/>` +
      dotsAt(s, inRing(s, 24, 78, 86), ["#9a5a1c"], 1.4) +
      `<circle r="76" fill="#c8361e"/>` +
      melt +
      dots(s, 16, 60, ["#d89a3c"], 2.4) +
      tops +
      cuts
    );
  };
}

export function pasta(sauce: string, white: boolean): Draw {
  return (s) => {
    const penneColor = white ? "#f3dca0" : "#efc46c";
    let penne = "";
    for (let i = 0; i < 30; i++) {
      const [x, y] = pointInDisc(s.rng, 56);
      const rot = s.rng.range(0, 180);
      penne +=
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
        `<path d="M -11 -4 L 9 -4 L 12 4 L -8 4 Z" fill="${penneColor}" stroke="${darken(penneColor, 0.25)}" stroke-width="0.8"/>` +
        `<line x1="-6" y1="-3" x2="-3" y2="3" stroke="${darken(penneColor, 0.2)}" stroke-width="0.6"/>` +
        `<line x1="0" y1="-3" x2="3" y2="3" stroke="${darken(penneColor, 0.2)}" stroke-width="0.6"/></g>`;
    }
    return (
      plate(s, 100, "#f4f1ec") +
      `<circle r="64" fill="${sauce}" opacity=".9"/>` +
      penne +
      dots(s, 20, 50, ["#fffaf0", "#f6efd9"], 2.2) +
      Array.from({ length: 4 }, () => {
        const [x, y] = pointInDisc(s.rng, 40);
        return basil(x, y, 8, s.rng.range(0, 360));
      }).join("")
    );
  };
}

export function burger(patty: "veg" | "chicken" | "paneer" | "cheese"): Draw {
  return (s) => {
    const bun = s.linear([
      [0, "#f3b766"],
      [0.6, "#d98a32"],
      [1, "#b0661f"],
    ]);
    const bottom = s.linear([
      [0, "#e8a24a"],
      [1, "#b8702a"],
    ]);
    const pattyColor = patty === "chicken" ? "#d08a3a" : patty === "paneer" ? "#f0d6a0" : "#7a4420";
    const pattyFill = s.linear([
      [0, lighten(pattyColor, 0.2)],
      [1, darken(pattyColor, 0.3)],
    ]);
    let seeds = "";
    for (let i = 0; i < 16; i++) {
      const x = s.rng.range(-58, 58);
      const y = s.rng.range(-82, -50) + Math.abs(x) * 0.35;
      seeds += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="3" ry="1.6" fill="#fff6dc" transform="rotate(${n(s.rng.range(-30, 30))} ${n(x)} ${n(y)})"/>`;
    }
    // A frilly leaf edge hanging over the cheese.
    let lettuce = "M -88 -2 L 88 -2 L 88 6";
    for (let i = 0; i < 16; i++) lettuce += ` Q ${83 - i * 11} ${i % 2 ? 8 : 18} ${77 - i * 11} 8`;
    return (
      softShadow(s, 0, 96, 110, 16, 0.45) +
      `<ellipse cx="0" cy="90" rx="100" ry="14" fill="#f4efe6"/>` +
      `<path d="M -72 52 L 72 52 Q 74 82 56 86 L -56 86 Q -74 82 -72 52 Z" fill="${bottom}"/>` +
      `<rect x="-80" y="20" width="160" height="32" rx="15" fill="${pattyFill}"/>` +
      (patty === "chicken" ? dotsAt(s, inBox(s, 30, -74, 74, 26, 48), ["#b56d24"], 1) : "") +
      `<path d="M -78 12 L 78 12 L 72 26 L 44 42 L 30 26 L -48 28 L -60 40 L -70 24 Z" fill="#f7c332"/>` +
      `<path d="${lettuce} Z" fill="#5fb33c"/>` +
      `<path d="M -70 6 Q 0 12 70 6" stroke="#8fd460" stroke-width="2" fill="none" opacity=".7"/>` +
      `<rect x="-70" y="-12" width="140" height="14" rx="6" fill="#d83a2a"/>` +
      `<rect x="-66" y="-10" width="40" height="4" rx="2" fill="#f07a62" opacity=".8"/>` +
      `<path d="M -80 -10 Q -80 -100 0 -100 Q 80 -100 80 -10 Z" fill="${bun}"/>` +
      `<path d="M -50 -70 Q -20 -90 20 -86" stroke="#fff3d0" stroke-width="6" fill="none" opacity=".45" stroke-linecap="round"/>` +
      seeds
    );
  };
}

export function sandwich(filling: "veg" | "cheese" | "chicken" | "paneer"): Draw {
  return (s) => {
    const toast = s.linear(
      [
        [0, "#f0c27a"],
        [1, "#c98a3a"],
      ],
      0,
      0,
      1,
      1,
    );
    const fillColors =
      filling === "chicken"
        ? ["#e2b27a", "#6abf45"]
        : filling === "paneer"
          ? ["#fbefd6", "#d83a2a"]
          : ["#6abf45", "#d83a2a"];
    const half = (x: number, y: number, rot: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})">` +
      `<path d="M -50 40 L 50 40 L -50 -60 Z" fill="#000" opacity=".2" transform="translate(3 5)"/>` +
      `<path d="M -50 42 L 52 42 L -50 -58 Z" fill="${fillColors[0]}"/>` +
      `<path d="M -50 46 L 56 46 L -50 -56 Z" fill="${fillColors[1]}" opacity=".9"/>` +
      (filling === "cheese" || filling === "veg"
        ? `<path d="M -50 43 L 54 43 L 48 50 L -50 50 Z" fill="#f7c332"/>`
        : "") +
      `<path d="M -54 38 L 48 38 L -54 -62 Z" fill="${toast}" stroke="#9a5a1c" stroke-width="3" stroke-linejoin="round"/>` +
      [-30, -10, 10]
        .map(
          (k) =>
            `<line x1="${k - 12}" y1="28" x2="-48" y2="${k - 12}" stroke="#7a3f10" stroke-width="3" opacity=".45"/>`,
        )
        .join("") +
      `</g>`;
    return plate(s) + half(-18, 8, -8) + half(26, -6, 172);
  };
}

export function fries(): Draw {
  return (s) => {
    let sticks = "";
    for (let i = 0; i < 16; i++) {
      const x = -44 + i * 6 + s.rng.range(-2, 2);
      const top = s.rng.range(-92, -40);
      const rot = s.rng.range(-10, 10);
      sticks += `<rect x="${n(x)}" y="${n(top)}" width="9" height="${n(60 - top)}" rx="2" fill="${s.rng.pick(["#f6c445", "#f2b632", "#f8d36a"])}" stroke="#d39a22" stroke-width="0.8" transform="rotate(${n(rot)} ${n(x)} 40)"/>`;
    }
    const box = s.linear(
      [
        [0, "#e53935"],
        [1, "#b71c1c"],
      ],
      0,
      0,
      1,
      0,
    );
    return (
      softShadow(s, 0, 94, 90, 14, 0.45) +
      sticks +
      `<path d="M -58 -12 L 58 -12 L 44 94 L -44 94 Z" fill="${box}"/>` +
      `<path d="M -58 -12 Q 0 14 58 -12" fill="#c62828"/>` +
      `<circle cx="0" cy="46" r="16" fill="#ffca28"/><path d="M -8 46 L 8 46 M 0 38 L 0 54" stroke="#c62828" stroke-width="4"/>`
    );
  };
}

export function roll(filling: "paneer" | "chicken" | "egg" | "veg"): Draw {
  return (s) => {
    const wrap = s.linear([
      [0, "#f2cf8e"],
      [0.5, "#e6b468"],
      [1, "#b97b32"],
    ]);
    const inner =
      filling === "chicken" ? "#c7672a" : filling === "egg" ? "#f5d04a" : filling === "paneer" ? "#f5e3bd" : "#7cb342";
    const half = (x: number, y: number, rot: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})">` +
      `<rect x="-66" y="-22" width="132" height="50" rx="24" fill="#000" opacity=".2" transform="translate(3 5)"/>` +
      `<rect x="-66" y="-24" width="132" height="48" rx="24" fill="${wrap}"/>` +
      charSpots(s, 14, 50, 16) +
      `<rect x="-20" y="-26" width="52" height="52" fill="#fafafa"/>` +
      `<path d="M -20 -26 L 32 -26 M -20 26 L 32 26" stroke="#d32f2f" stroke-width="4"/>` +
      `<ellipse cx="66" cy="0" rx="13" ry="24" fill="#e6b468"/>` +
      `<ellipse cx="66" cy="0" rx="10" ry="20" fill="${inner}"/>` +
      dots(s, 8, 8, ["#6abf45", "#f3e1ee", "#d83a2a"], 2, 66, 0) +
      `</g>`;
    return plate(s) + half(-8, -30, -12) + half(8, 34, -12) + katori(s, -66, 54, 15, "#4c9a2a", "white");
  };
}

// ── Tandoor ────────────────────────────────────────────────────────────────────────────────────────────────────

export function skewers(piece: "paneer" | "chicken" | "seekh" | "mushroom" | "fish"): Draw {
  return (s) => {
    const skewer = (y: number, rot: number) => {
      let parts = "";
      if (piece === "seekh") {
        const meat = s.linear([
          [0, "#9a5a2a"],
          [0.5, "#7a3d16"],
          [1, "#4e230a"],
        ]);
        parts =
          `<rect x="-80" y="-10" width="160" height="20" rx="10" fill="${meat}"/>` +
          Array.from(
            { length: 10 },
            (_, i) =>
              `<ellipse cx="${-70 + i * 15}" cy="${n(s.rng.range(-5, 5))}" rx="4" ry="2.5" fill="#2d1405" opacity=".6"/>`,
          ).join("");
      } else {
        const color =
          piece === "paneer" ? "#f0a860" : piece === "mushroom" ? "#c9a070" : piece === "fish" ? "#e89a50" : "#d0561e";
        for (let i = 0; i < 7; i++) {
          const x = -72 + i * 24;
          if (i % 2 === 1) {
            parts += cubes(s, [[x, 0]], 16, s.rng.pick(["#4caf50", "#f3e1ee", "#e53935"]), "#2e7d32", 10);
          } else if (piece === "paneer") {
            parts += cubes(s, [[x, 0]], 22, color, "#8d3a10", 10);
          } else {
            parts += chunks(s, [[x, 0]], 13, color);
          }
        }
      }
      return (
        `<g transform="translate(0 ${y}) rotate(${rot})">` +
        `<line x1="-100" y1="0" x2="104" y2="0" stroke="#9ea7ad" stroke-width="3"/>` +
        `<rect x="-112" y="-5" width="16" height="10" rx="3" fill="#6d4c41"/>${parts}</g>`
      );
    };
    return (
      plate(s, 100, "#2f2c2a") +
      skewer(-26, -16) +
      skewer(26, -16) +
      onionRing(60, 62, 11) +
      onionRing(40, 72, 9) +
      lemonWedge(s, -64, 60, 16, 160) +
      katori(s, 70, -56, 16, "#4c9a2a", "white") +
      mintLeaf(-40, -70, 8, 30) +
      mintLeaf(-52, -62, 7, 110)
    );
  };
}

export function tandoori(): Draw {
  return (s) => {
    const meat = s.radial(
      [
        [0, "#f0703a"],
        [0.6, "#c8411d"],
        [1, "#7e1f0c"],
      ],
      0.5,
      0.5,
      0.5,
      0.4,
      0.35,
    );
    const leg = (x: number, y: number, rot: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})">` +
      `<path d="M -40 -22 C -10 -30 20 -16 30 -4 L 52 -6 C 60 -12 66 -2 60 4 C 66 10 58 18 52 10 L 30 6 C 18 20 -16 30 -40 20 C -56 12 -56 -14 -40 -22 Z" fill="#000" opacity=".2" transform="translate(3 5)"/>` +
      `<path d="M 28 -5 L 52 -6 C 60 -12 66 -2 60 4 C 66 10 58 18 52 10 L 28 6 Z" fill="#f5efe0"/>` +
      `<path d="M -40 -22 C -10 -30 20 -16 32 -4 L 32 6 C 18 20 -16 30 -40 20 C -56 12 -56 -14 -40 -22 Z" fill="${meat}"/>` +
      charSpots(s, 10, 30, 14) +
      `<ellipse cx="-20" cy="-12" rx="16" ry="5" fill="#fff" opacity=".25"/></g>`;
    return (
      plate(s, 100, "#2f2c2a") +
      leg(-10, -38, -10) +
      leg(6, 6, 8) +
      leg(-16, 46, -4) +
      onionRing(62, -40, 12) +
      onionRing(70, -18, 10) +
      lemonWedge(s, 60, 56, 18, 210) +
      mintLeaf(-64, -8, 8, 80) +
      mintLeaf(-70, 10, 7, 130)
    );
  };
}

// ── Thalis and regional plates ────────────────────────────────────────────────────────────────────────────────

export function thali(kind: "north" | "gujarati" | "rajasthani" | "south" | "jain" | "mini"): Draw {
  return (s) => {
    const steel = s.radial(
      [
        [0, "#f5f7f8"],
        [0.85, "#c6ccd1"],
        [0.93, "#e9ecee"],
        [1, "#8e979e"],
      ],
      0.5,
      0.5,
      0.5,
      0.42,
      0.4,
    );
    const colors: Record<typeof kind, string[]> = {
      north: ["#e6b422", "#d2691e", "#4e8a2e", "#f7f3ea", "#7a2a12"],
      gujarati: ["#f2d36b", "#e8c84f", "#6f9a2e", "#f7f3ea", "#d98a2e"],
      rajasthani: ["#e6b422", "#c8461f", "#8a5a2a", "#f7f3ea", "#b3261e"],
      south: ["#c8641f", "#b3261e", "#f7f3ea", "#e6b422", "#4e8a2e"],
      jain: ["#e6b422", "#e08a2a", "#4e8a2e", "#f7f3ea", "#c98a3a"],
      mini: ["#e6b422", "#d2691e", "#f7f3ea"],
    };
    const list = colors[kind];
    const katoris = list
      .map((color, i) => {
        const a = Math.PI * (1.02 + (i / Math.max(1, list.length - 1)) * 1.0);
        return katori(s, Math.cos(a) * 63, Math.sin(a) * 63 + 4, 23, color);
      })
      .join("");
    const riceMound =
      `<circle cx="-30" cy="42" r="26" fill="#efe6cf"/>` +
      grains(s, 70, 24, ["#fffaf0", "#ffffff", "#f3ead2"], 3.6, 1.2, -30, 42);
    const roti = s.radial([
      [0, "#efcb8e"],
      [1, "#c8924a"],
    ]);
    const breads =
      kind === "rajasthani"
        ? balls(
            s,
            [
              [30, 40],
              [50, 22],
              [50, 56],
            ],
            13,
            "#c98a3a",
            0.35,
          )
        : kind === "gujarati"
          ? cubes(
              s,
              [
                [26, 36],
                [46, 28],
                [40, 54],
              ],
              18,
              "#f4d35e",
              "#c9a42a",
            )
          : kind === "south"
            ? `<circle cx="38" cy="38" r="22" fill="#f3f0e6"/>${dots(s, 8, 18, ["#e0d8c2"], 1.2, 38, 38)}`
            : `<circle cx="40" cy="46" r="30" fill="${roti}"/><circle cx="30" cy="30" r="30" fill="${roti}"/>` +
              charSpots(s, 8, 22, 22);
    return (
      softShadow(s, 6, 10, 108, 106, 0.45) +
      `<circle r="100" fill="${steel}"/>` +
      `<circle r="88" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>` +
      (kind === "south" ? `<g transform="scale(.8)">${bananaLeaf(s)}</g>` : "") +
      katoris +
      riceMound +
      breads +
      (kind !== "jain" ? onionRing(4, 70, 7) : "") +
      `<circle cx="-4" cy="76" r="5" fill="#3f8f2f"/>` +
      lemonWedge(s, 12, 82, 12, 200)
    );
  };
}

export function dhokla(kind: "dhokla" | "khandvi" | "fafda"): Draw {
  return (s) => {
    let main = "";
    if (kind === "dhokla") {
      const positions: Array<[number, number]> = [];
      for (let i = -1; i <= 1; i++) for (let j = -1; j <= 1; j++) positions.push([i * 34 + s.rng.range(-3, 3), j * 34]);
      main = cubes(s, positions, 30, "#f4d35e", "#d9b03a", 8);
    } else if (kind === "khandvi") {
      main = Array.from({ length: 8 }, (_, i) => {
        const x = -48 + (i % 4) * 32;
        const y = i < 4 ? -18 : 22;
        return `<circle cx="${x}" cy="${y}" r="14" fill="#f2cf5a" stroke="#d9a92a" stroke-width="1.5"/><path d="M ${x - 6} ${y} a 6 6 0 1 1 6 6" stroke="#d9a92a" fill="none" stroke-width="1.2"/>`;
      }).join("");
    } else {
      main = Array.from({ length: 7 }, (_, i) => {
        const y = -48 + i * 16;
        return `<rect x="-70" y="${y}" width="140" height="10" rx="5" fill="#e9c46a" stroke="#c9982a" stroke-width="1" transform="rotate(${n(s.rng.range(-8, 8))})"/>`;
      }).join("");
    }
    return (
      plate(s) +
      main +
      dots(s, 40, 56, ["#1b1b1b", "#3a2a1a"], 1.2) +
      grains(s, 22, 56, ["#ffffff", "#f6f2e6"], 2.8, 1) +
      chilli(-40, 56, 12, 20, "#2f8a2f") +
      chilli(30, 62, 11, -30, "#2f8a2f") +
      sprinkleCoriander(s, 8, 60, 7)
    );
  };
}

export function dalBaati(): Draw {
  return (s) =>
    plate(s) +
    balls(
      s,
      [
        [-30, -28],
        [14, -40],
        [-8, 4],
      ],
      22,
      "#c98a3a",
      0.4,
    ) +
    `<path d="M -36 -34 l 8 6 l 6 -8" stroke="#7a3d0e" stroke-width="2" fill="none"/>` +
    `<ellipse cx="-24" cy="-34" rx="10" ry="5" fill="#fff3b0" opacity=".7"/>` +
    katori(s, 44, 26, 30, "#e6b422") +
    sprinkleCoriander(s, 4, 16, 6, 44, 26) +
    `<circle cx="-36" cy="50" r="24" fill="#d9a64a"/>` +
    dots(s, 60, 22, ["#c98a3a", "#e8bb62", "#b0742a"], 1.8, -36, 50);
}

// ── Sweets and desserts ──────────────────────────────────────────────────────────────────────────────────────

export function syrupSweet(kind: "gulab-jamun" | "rasgulla" | "rasmalai" | "mawa-bati"): Draw {
  return (s) => {
    const syrup = kind === "rasmalai" ? "#f4dca0" : kind === "rasgulla" ? "#f3ecd6" : "#c98b2a";
    const ball = kind === "gulab-jamun" ? "#6b2d12" : kind === "mawa-bati" ? "#5a2410" : "#fbf7ea";
    const r = kind === "rasmalai" ? 20 : 19;
    const positions = ring(4, 30, 0.4).concat([[0, 0]]);
    return (
      bowl(s, 92, kind === "mawa-bati" ? "clay" : "white") +
      liquid(s, 72, syrup) +
      (kind === "rasmalai"
        ? positions
            .map(
              ([x, y]) =>
                `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${r}" ry="${r * 0.85}" fill="#fffaf0" stroke="#eadcb8" stroke-width="1.4"/>`,
            )
            .join("")
        : balls(s, positions, r, ball, 0.6)) +
      grains(s, 18, 50, ["#8bc34a", "#aed581"], 3.4, 1.2) +
      (kind === "rasmalai" || kind === "mawa-bati" ? grains(s, 10, 50, ["#d35400", "#e67e22"], 4, 0.5) : "")
    );
  };
}

export function sweets(kind: "laddoo" | "barfi" | "kaju-katli"): Draw {
  return (s) => {
    if (kind === "laddoo") {
      const positions: Array<[number, number]> = ring(5, 40, 0.2).concat([[0, 0]]);
      return (
        plate(s, 100, "#f2e6c9") +
        positions
          .map(
            ([x, y]) =>
              balls(s, [[x, y]], 22, "#f39c12", 0.3) + dots(s, 26, 18, ["#f7b731", "#e67e22", "#ffd166"], 2.4, x, y),
          )
          .join("") +
        grains(s, 12, 60, ["#8bc34a"], 3, 1)
      );
    }
    const color = kind === "kaju-katli" ? "#f5ecd7" : "#f1dfb2";
    let pieces = "";
    for (let i = -1; i <= 1; i++) {
      for (let j = -1; j <= 1; j++) {
        const x = i * 36 + (j % 2 ? 18 : 0);
        const y = j * 30;
        pieces +=
          `<g transform="translate(${x} ${y})">` +
          (kind === "kaju-katli"
            ? `<path d="M 0 -20 L 20 0 L 0 20 L -20 0 Z" fill="#000" opacity=".15" transform="translate(2 3)"/><path d="M 0 -20 L 20 0 L 0 20 L -20 0 Z" fill="${color}"/><path d="M 0 -16 L 16 0 L 0 16 L -16 0 Z" fill="#e4e6e8" opacity=".8"/>`
            : `<rect x="-16" y="-13" width="32" height="26" rx="3" fill="${color}" stroke="#d9c28a"/>` +
              `<rect x="-14" y="-11" width="28" height="8" fill="#e9eaec" opacity=".9"/>` +
              `<circle cx="0" cy="4" r="3" fill="#7cb342"/>`) +
          `</g>`;
      }
    }
    return plate(s, 100, "#f2e6c9") + pieces;
  };
}

export function cake(o: {
  sponge: string;
  cream: string;
  top: string;
  garnish: "cherry" | "chocolate" | "nuts" | "berry";
}): Draw {
  return (s) => {
    const front = s.linear(
      [
        [0, lighten(o.sponge, 0.1)],
        [1, darken(o.sponge, 0.15)],
      ],
      0,
      0,
      1,
      0,
    );
    const topFill = s.linear([
      [0, lighten(o.top, 0.25)],
      [1, o.top],
    ]);
    let layers = "";
    for (let i = 0; i < 3; i++) {
      const y = -20 + i * 34;
      layers += `<rect x="-80" y="${y}" width="140" height="26" fill="${front}"/><rect x="-80" y="${y + 26}" width="140" height="8" fill="${o.cream}"/>`;
    }
    let drips = "";
    for (let i = 0; i < 7; i++) {
      const x = -74 + i * 20;
      drips += `<rect x="${x}" y="-30" width="10" height="${n(s.rng.range(12, 30))}" rx="5" fill="${o.top}"/>`;
    }
    let garnish = "";
    if (o.garnish === "cherry")
      garnish = `<circle cx="0" cy="-58" r="12" fill="#c0122c"/><circle cx="-4" cy="-62" r="3" fill="#fff" opacity=".7"/><path d="M 0 -70 Q 6 -90 18 -94" stroke="#3e6b1f" stroke-width="2" fill="none"/>`;
    if (o.garnish === "chocolate")
      garnish = grainsAt(s, inBox(s, 16, -50, 70, -48, -38), ["#3b1f0e", "#5a2f16"], 5, 1.6);
    if (o.garnish === "nuts") garnish = dotsAt(s, inBox(s, 16, -50, 70, -48, -38), ["#c98f52", "#e0b07a"], 3);
    if (o.garnish === "berry")
      garnish = `<circle cx="-10" cy="-54" r="9" fill="#8e1b3a"/><circle cx="10" cy="-50" r="8" fill="#b0233f"/><circle cx="2" cy="-58" r="7" fill="#5e1229"/>`;
    return (
      softShadow(s, 0, 92, 110, 16, 0.45) +
      `<ellipse cx="0" cy="88" rx="104" ry="14" fill="#f4efe6"/>` +
      `<ellipse cx="0" cy="84" rx="96" ry="10" fill="#ffffff"/>` +
      `<path d="M 60 -30 L 96 -48 L 96 58 L 60 82 Z" fill="${darken(o.sponge, 0.25)}"/>` +
      `<path d="M 60 -30 L 96 -48 L 96 -38 L 60 -18 Z" fill="${darken(o.top, 0.15)}"/>` +
      layers +
      `<path d="M -80 -34 L 60 -34 L 96 -50 L -40 -50 Z" fill="${topFill}"/>` +
      `<rect x="-80" y="-34" width="140" height="8" fill="${o.top}"/>` +
      drips +
      garnish
    );
  };
}

export function brownie(withIceCream: boolean): Draw {
  return (s) => {
    const top = s.linear(
      [
        [0, "#6b3a1e"],
        [1, "#3b1d0c"],
      ],
      0,
      0,
      1,
      1,
    );
    return (
      plate(s, 100, withIceCream ? "#2f2c2a" : "#fbfaf7") +
      `<rect x="-46" y="-36" width="92" height="76" rx="8" fill="#000" opacity=".25" transform="translate(4 6)"/>` +
      `<rect x="-46" y="-36" width="92" height="76" rx="8" fill="${top}"/>` +
      `<path d="M -36 -20 l 14 8 l 10 -10 l 16 12 l 12 -6" stroke="#8a5230" stroke-width="2" fill="none" opacity=".7"/>` +
      dots(s, 12, 30, ["#2a1206"], 3) +
      (withIceCream
        ? balls(s, [[10, -8]], 24, "#f8f1de", 0.6) +
          `<path d="M -10 -20 C 0 -8 20 -30 30 -10 C 36 2 20 14 10 10" stroke="#4a2412" stroke-width="4" fill="none"/>`
        : `<path d="M -40 48 Q 0 58 40 48" stroke="#4a2412" stroke-width="4" fill="none" opacity=".7"/>`)
    );
  };
}

export function iceCream(colors: string[], cone: boolean): Draw {
  return (s) => {
    const scoops = colors
      .map((color, i) => {
        const x = colors.length === 1 ? 0 : (i - (colors.length - 1) / 2) * 40;
        const y = -40 - (i === 1 ? 22 : 0);
        const fill = s.radial(
          [
            [0, lighten(color, 0.4)],
            [0.7, color],
            [1, darken(color, 0.2)],
          ],
          0.5,
          0.5,
          0.5,
          0.35,
          0.3,
        );
        return `<circle cx="${x}" cy="${y}" r="40" fill="${fill}"/><path d="M ${x - 38} ${y + 10} q 8 12 16 2 q 8 14 16 0 q 8 12 16 2 q 8 12 20 -4" fill="${color}"/>`;
      })
      .join("");
    const holder = cone
      ? `<path d="M -48 -20 L 48 -20 L 0 96 Z" fill="#d99a4a"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<line x1="${-48 + i * 18}" y1="-20" x2="${-10 + i * 8}" y2="70" stroke="#a86a28" stroke-width="2"/><line x1="${48 - i * 18}" y1="-20" x2="${10 - i * 8}" y2="70" stroke="#a86a28" stroke-width="2"/>`,
        ).join("")
      : softShadow(s, 0, 94, 90, 14, 0.4) +
        `<path d="M -70 -20 L 70 -20 Q 64 40 20 50 L 14 86 L 40 92 L -40 92 L -14 86 L -20 50 Q -64 40 -70 -20 Z" fill="#eaf4fb" opacity=".85" stroke="#cfe2ee" stroke-width="2"/>`;
    return (
      (cone ? softShadow(s, 0, 96, 50, 10, 0.4) : "") +
      holder +
      scoops +
      `<path d="M -30 -60 C -10 -40 10 -70 30 -50" stroke="#4a2412" stroke-width="5" fill="none" stroke-linecap="round" opacity=".85"/>` +
      `<circle cx="6" cy="-92" r="9" fill="#c0122c"/>`
    );
  };
}

export function kulfi(): Draw {
  return (s) => {
    const body = s.linear(
      [
        [0, "#fff3d1"],
        [1, "#e8cf92"],
      ],
      0,
      0,
      1,
      0,
    );
    const stick = (x: number, rot: number) =>
      `<g transform="translate(${x} 0) rotate(${rot})">` +
      `<rect x="-5" y="30" width="10" height="64" rx="4" fill="#d9b27a"/>` +
      `<path d="M -26 -70 Q 0 -86 26 -70 L 18 36 Q 0 44 -18 36 Z" fill="${body}"/>` +
      grainsAt(s, inBox(s, 16, -14, 14, -60, 20), ["#7cb342", "#aed581"], 3, 1) +
      `<rect x="-14" y="-64" width="6" height="80" rx="3" fill="#fff" opacity=".4"/></g>`;
    return plate(s, 100, "#2f5f8f") + stick(-30, -14) + stick(30, 14);
  };
}

// ── Drinks ─────────────────────────────────────────────────────────────────────────────────────────────────────

export function glass(o: {
  color: string;
  foam?: string;
  ice?: boolean;
  garnish?: "mint" | "lemon" | "nuts" | "cherry";
  bubbles?: boolean;
}): Draw {
  return (s) => {
    const drink = s.linear(
      [
        [0, lighten(o.color, 0.15)],
        [1, darken(o.color, 0.15)],
      ],
      0,
      0,
      0,
      1,
    );
    const glassFill = s.linear(
      [
        [0, "#ffffff"],
        [0.5, "#e8f2f7"],
        [1, "#ffffff"],
      ],
      0,
      0,
      1,
      0,
    );
    let extra = "";
    if (o.ice) {
      for (let i = 0; i < 3; i++) {
        const x = -26 + i * 22;
        const y = -40 + (i % 2) * 16;
        extra += `<rect x="${x}" y="${y}" width="22" height="22" rx="4" fill="#ffffff" opacity=".45" transform="rotate(${12 * (i - 1)} ${x} ${y})"/>`;
      }
    }
    if (o.bubbles) extra += dotsAt(s, inBox(s, 18, -36, 36, -40, 80), ["#ffffff"], 2, 0.6);
    let garnish = "";
    if (o.garnish === "mint") garnish = mintLeaf(-14, -76, 12, -30) + mintLeaf(2, -80, 11, 20);
    if (o.garnish === "lemon")
      garnish = `<circle cx="40" cy="-66" r="20" fill="#e8c22a"/><circle cx="40" cy="-66" r="16" fill="#fff3a0"/><path d="M 40 -82 L 40 -50 M 24 -66 L 56 -66" stroke="#f3e08a" stroke-width="1.5"/>`;
    if (o.garnish === "nuts") garnish = grains(s, 12, 20, ["#8bc34a", "#c98f52", "#d35400"], 3, 1.1, 0, -64);
    if (o.garnish === "cherry") garnish = `<circle cx="10" cy="-72" r="9" fill="#c0122c"/>`;
    return (
      softShadow(s, 0, 96, 72, 12, 0.45) +
      `<rect x="16" y="-118" width="8" height="110" rx="4" fill="#e53935" transform="rotate(14 20 -60)"/>` +
      `<path d="M -48 -70 L 48 -70 L 40 92 L -40 92 Z" fill="${glassFill}" opacity=".85"/>` +
      `<path d="M -45 -56 L 45 -56 L 39 86 L -39 86 Z" fill="${drink}"/>` +
      (o.foam ? `<path d="M -46 -66 L 46 -66 L 45 -50 L -45 -50 Z" fill="${o.foam}"/>` : "") +
      extra +
      `<path d="M -36 -60 L -30 80" stroke="#ffffff" stroke-width="6" opacity=".35" stroke-linecap="round"/>` +
      `<ellipse cx="0" cy="-70" rx="48" ry="5" fill="none" stroke="#dfe9ef" stroke-width="2"/>` +
      garnish
    );
  };
}

export function cup(kind: "chai" | "coffee" | "kulhad"): Draw {
  return (s) => {
    if (kind === "kulhad") {
      const clay = s.linear(
        [
          [0, "#c2693a"],
          [0.5, "#a9552e"],
          [1, "#7c3a1c"],
        ],
        0,
        0,
        1,
        0,
      );
      return (
        softShadow(s, 0, 94, 70, 12, 0.45) +
        `<path d="M -52 -50 L 52 -50 L 38 90 L -38 90 Z" fill="${clay}"/>` +
        `<ellipse cx="0" cy="-50" rx="52" ry="12" fill="#8a3f1e"/>` +
        `<ellipse cx="0" cy="-48" rx="44" ry="9" fill="#c28a52"/>` +
        `<ellipse cx="-8" cy="-50" rx="16" ry="3" fill="#e8c49a" opacity=".7"/>` +
        `<path d="M -40 -30 L -30 80" stroke="#e0905a" stroke-width="5" opacity=".35"/>`
      );
    }
    const drink = kind === "chai" ? "#c28a52" : "#6b3e22";
    return (
      softShadow(s, 6, 10, 96, 94, 0.4) +
      `<circle r="92" fill="#fbfaf7"/><circle r="70" fill="none" stroke="#e9e4da" stroke-width="2"/>` +
      `<rect x="52" y="-12" width="40" height="24" rx="12" fill="#f1ede6" stroke="#ddd6ca"/>` +
      softShadow(s, 4, 8, 64, 62, 0.35) +
      `<circle r="60" fill="#ffffff" stroke="#e6e0d6" stroke-width="2"/>` +
      liquid(s, 50, drink) +
      (kind === "coffee"
        ? `<path d="M 0 30 C -30 10 -24 -20 0 -8 C 24 -20 30 10 0 30 Z" fill="#f1dcc0" opacity=".9"/><path d="M 0 -8 L 0 -36" stroke="#f1dcc0" stroke-width="4" stroke-linecap="round"/>`
        : `<circle r="40" fill="none" stroke="#e8c49a" stroke-width="5" opacity=".6"/>`) +
      `<circle cx="-70" cy="52" r="16" fill="#d9a45a"/>` +
      dots(s, 6, 10, ["#b07a3a"], 1.4, -70, 52)
    );
  };
}

// ── Healthy and bakery ────────────────────────────────────────────────────────────────────────────────────────

export function salad(kind: "green" | "sprouts" | "fruit" | "quinoa"): Draw {
  return (s) => {
    const r = 72;
    let main = "";
    if (kind === "green" || kind === "quinoa") {
      for (let i = 0; i < 46; i++) {
        const [x, y] = pointInDisc(s.rng, r * 0.88);
        main += basil(
          x,
          y,
          s.rng.range(10, 16),
          s.rng.range(0, 360),
          s.rng.pick(["#5fa83a", "#7cc04a", "#3f8f2f", "#8fd05a"]),
        );
      }
      main +=
        balls(
          s,
          Array.from({ length: 5 }, () => pointInDisc(s.rng, 50)),
          8,
          "#e53935",
          0.6,
        ) +
        Array.from({ length: 5 }, () => {
          const [x, y] = pointInDisc(s.rng, 50);
          return `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#d8efc0" stroke="#7cb342" stroke-width="2"/>`;
        }).join("");
      if (kind === "quinoa") main += dots(s, 80, 40, ["#f3e6c4", "#e8d2a0", "#d9534f"], 1.8, 20, 10);
      else
        main += cubes(
          s,
          Array.from({ length: 5 }, () => pointInDisc(s.rng, 46)),
          10,
          "#fbf7ea",
          "#ddd2b4",
        );
    } else if (kind === "sprouts") {
      main =
        grains(s, 150, r * 0.9, ["#b7c95a", "#9aaf3e", "#e8e2b8", "#c9a46a"], 4.2, 2.6) +
        dots(s, 24, r * 0.8, ["#e53935", "#f3e1ee"], 2.6) +
        sprinkleCoriander(s, 10, r * 0.8, 7) +
        lemonWedge(s, 40, -40, 16, 20);
    } else {
      const fruits = ["#f9a825", "#e53935", "#7cb342", "#fb8c00", "#fdd835", "#8e24aa", "#f48fb1"];
      main = inDisc(s, 26, r * 0.8)
        .map((p) => {
          const color = s.rng.pick(fruits);
          return cubes(s, [p], 16, color, darken(color, 0.2), 90);
        })
        .join("");
      main += mintLeaf(0, -10, 12, 30);
    }
    return `${bowl(s, 94, kind === "fruit" ? "white" : "wood")}<circle r="${r}" fill="#e9e2cf"/>${main}`;
  };
}

export function bakery(kind: "puff" | "cookies" | "croissant" | "garlic-bread" | "cupcake"): Draw {
  return (s) => {
    if (kind === "cupcake") {
      const frosting = s.radial([
        [0, "#ffe1ec"],
        [1, "#f48fb1"],
      ]);
      return (
        softShadow(s, 0, 94, 70, 12, 0.45) +
        `<path d="M -50 10 L 50 10 L 38 92 L -38 92 Z" fill="#8e5a2a"/>` +
        Array.from(
          { length: 8 },
          (_, i) =>
            `<line x1="${-46 + i * 13}" y1="12" x2="${-36 + i * 10}" y2="90" stroke="#6d4320" stroke-width="2"/>`,
        ).join("") +
        `<ellipse cx="0" cy="6" rx="58" ry="20" fill="${frosting}"/>` +
        `<ellipse cx="0" cy="-18" rx="46" ry="20" fill="${frosting}"/>` +
        `<ellipse cx="0" cy="-40" rx="30" ry="16" fill="${frosting}"/>` +
        `<circle cx="0" cy="-62" r="10" fill="#c0122c"/>` +
        dotsAt(s, inBox(s, 20, -40, 40, -40, 10), ["#fdd835", "#4fc3f7", "#81c784", "#fff"], 2)
      );
    }
    const golden = s.radial([
      [0, "#f6d08a"],
      [0.7, "#e0a446"],
      [1, "#a8641f"],
    ]);
    let main = "";
    if (kind === "puff") {
      main = [
        [-24, -20, -10],
        [26, 20, 12],
      ]
        .map(
          ([x, y, rot]) =>
            `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-40" y="-28" width="80" height="56" rx="8" fill="#000" opacity=".2" transform="translate(3 5)"/>` +
            `<rect x="-40" y="-28" width="80" height="56" rx="8" fill="${golden}"/>` +
            [-16, -4, 8]
              .map(
                (k) => `<line x1="-34" y1="${k}" x2="34" y2="${k}" stroke="#c27a28" stroke-width="1.4" opacity=".6"/>`,
              )
              .join("") +
            `</g>`,
        )
        .join("");
    }
    if (kind === "cookies") {
      main = ring(5, 44, 0.2)
        .concat([[0, 0]])
        .map(
          ([x, y]) =>
            `<circle cx="${n(x + 2)}" cy="${n(y + 4)}" r="22" fill="#000" opacity=".2"/><circle cx="${n(x)}" cy="${n(y)}" r="22" fill="${golden}"/>` +
            dots(s, 6, 14, ["#3b1f0e", "#5a2f16"], 2.6, x, y),
        )
        .join("");
    }
    if (kind === "croissant") {
      // Segments of a crescent, widest in the middle.
      const segments = [
        [-62, 18, 16, -40],
        [-36, -8, 22, -20],
        [0, -18, 27, 0],
        [36, -8, 22, 20],
        [62, 18, 16, 40],
      ];
      main =
        `<g transform="rotate(-12)">` +
        segments
          .map(
            ([x, y, r, rot]) =>
              `<ellipse cx="${n((x as number) + 3)}" cy="${n((y as number) + 5)}" rx="${r}" ry="${n((r as number) * 0.8)}" fill="#000" opacity=".18" transform="rotate(${rot} ${x} ${y})"/>`,
          )
          .join("") +
        segments
          .map(
            ([x, y, r, rot]) =>
              `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${n((r as number) * 0.8)}" fill="${golden}" stroke="#a8641f" stroke-width="1.5" transform="rotate(${rot} ${x} ${y})"/>` +
              `<ellipse cx="${n((x as number) - 4)}" cy="${n((y as number) - 6)}" rx="${n((r as number) * 0.4)}" ry="${n((r as number) * 0.18)}" fill="#fff3c4" opacity=".45" transform="rotate(${rot} ${x} ${y})"/>`,
          )
          .join("") +
        `</g>`;
    }
    if (kind === "garlic-bread") {
      main = Array.from({ length: 4 }, (_, i) => {
        const x = -54 + i * 36;
        return `<g transform="translate(${x} 0) rotate(12)"><ellipse rx="22" ry="44" fill="#b8782e"/><ellipse rx="18" ry="40" fill="#f3d28a"/>${dots(s, 14, 16, ["#3d8b2f", "#f7c332"], 1.6)}</g>`;
      }).join("");
    }
    return plate(s, 100, "#f1ece2") + main;
  };
}

export function omelette(): Draw {
  return (s) => {
    const egg = s.radial([
      [0, "#fbe58a"],
      [0.8, "#f2c94c"],
      [1, "#d9a22a"],
    ]);
    const toast = s.linear([
      [0, "#e8b36a"],
      [1, "#b8782e"],
    ]);
    return (
      plate(s) +
      `<g transform="rotate(-10)"><path d="M -70 10 A 70 56 0 0 1 70 10 Z" fill="#000" opacity=".2" transform="translate(3 6)"/><path d="M -70 10 A 70 56 0 0 1 70 10 Z" fill="${egg}"/>` +
      dots(s, 20, 40, ["#3d8b2f", "#d83a2a", "#f3e1ee"], 2.4, 0, -14) +
      charSpots(s, 6, 40, 20) +
      `</g>` +
      `<rect x="-60" y="26" width="54" height="48" rx="8" fill="${toast}" transform="rotate(-8)"/>` +
      `<rect x="0" y="30" width="54" height="48" rx="8" fill="${toast}" transform="rotate(6)"/>` +
      `<rect x="4" y="34" width="46" height="40" rx="6" fill="#f4d7a0" transform="rotate(6)"/>` +
      `<rect x="-56" y="30" width="46" height="40" rx="6" fill="#f4d7a0" transform="rotate(-8)"/>`
    );
  };
}
