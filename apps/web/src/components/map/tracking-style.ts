/** The colours of the tracking map's markers, shared by the map (./tracking-map.ts) and its legend (TrackingMap.tsx). */
export const TRACKING_COLOURS = { restaurant: "#c2410c", drop: "#15803d", rider: "#1d4ed8" } as const;
