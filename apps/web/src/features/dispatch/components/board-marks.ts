/**
 * How the dispatch board marks each state of a rider or an order: a colour *and* a shape (and the words of the
 * legend), so that the states stay apart without colour vision. One table for the map's markers and the legend.
 * Shapes are SVG paths on a 20 × 20 box.
 */
import type { ORDER_BOARD_STATES, RIDER_BOARD_STATES } from "@zaika/contract/dispatch";

export type RiderBoardState = (typeof RIDER_BOARD_STATES)[number];
export type OrderBoardState = (typeof ORDER_BOARD_STATES)[number];

export type Mark = {
  /** The catalog key of the state's words (legend, lists, the map's marker names). */
  labelKey: string;
  /** The shape's path in a 20 × 20 box. */
  path: string;
  fill: string;
  stroke: string;
  /** A dashed outline (offline riders: drawn hollow). */
  dashed?: boolean;
};

const SHAPES = {
  circle: "M2 10a8 8 0 1 0 16 0a8 8 0 1 0 -16 0Z",
  square: "M3 3h14v14H3Z",
  diamond: "M10 1l9 9l-9 9l-9-9Z",
  triangle: "M10 1.5l8.5 16H1.5Z",
  hexagon: "M10 1.5l7.5 4.25v8.5L10 18.5l-7.5-4.25v-8.5Z",
  star: "M10 1.5l2.6 5.5l6 .7l-4.4 4.1l1.2 5.9L10 14.8l-5.4 2.9l1.2-5.9L1.4 7.7l6-.7Z",
} as const;

export const RIDER_MARKS: Record<RiderBoardState, Mark> = {
  idle: { labelKey: "dispatch:markIdle", path: SHAPES.circle, fill: "#15803d", stroke: "#ffffff" },
  "to-restaurant": { labelKey: "dispatch:markToRestaurant", path: SHAPES.square, fill: "#b45309", stroke: "#ffffff" },
  "to-customer": { labelKey: "dispatch:markToCustomer", path: SHAPES.diamond, fill: "#1d4ed8", stroke: "#ffffff" },
  offline: { labelKey: "dispatch:markOffline", path: SHAPES.circle, fill: "#ffffff", stroke: "#4b5563", dashed: true },
};

export const ORDER_MARKS: Record<OrderBoardState, Mark> = {
  waiting: { labelKey: "dispatch:markWaiting", path: SHAPES.triangle, fill: "#b91c1c", stroke: "#ffffff" },
  offered: { labelKey: "dispatch:markOffered", path: SHAPES.hexagon, fill: "#7e22ce", stroke: "#ffffff" },
  assigned: { labelKey: "dispatch:markAssigned", path: SHAPES.star, fill: "#0f766e", stroke: "#ffffff" },
};

/** The mark as SVG markup (for the map's marker icons; the legend draws the same with JSX). */
export function markSvg(mark: Mark, size: number): string {
  const dash = mark.dashed ? ' stroke-dasharray="3 2"' : "";
  // i18n-ignore: SVG markup, no words
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 20 20" aria-hidden="true"><path d="${mark.path}" fill="${mark.fill}" stroke="${mark.stroke}" stroke-width="2"${dash}/></svg>`;
}
