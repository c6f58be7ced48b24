/** How the map's marker clusters look (spec §9): red for the unusually large ones, blue otherwise; 1.2k-style counts. */
import { MARKER_CLUSTER } from "@zaika/contract/constants";

export type ClusterColour = "red" | "blue";

/**
 * A cluster is red when its count exceeds the larger of MARKER_CLUSTER.redThresholdFloor (10) and the mean size of
 * the clusters shown (`shownCounts`), else blue.
 */
export function clusterColour(count: number, shownCounts: readonly number[]): ClusterColour {
  const mean = shownCounts.length > 0 ? shownCounts.reduce((sum, n) => sum + n, 0) / shownCounts.length : 0;
  return count > Math.max(MARKER_CLUSTER.redThresholdFloor, mean) ? "red" : "blue";
}

/** 999 → "999", 1000 → "1k", 1234 → "1.2k", 15300 → "15k" (one decimal below 10k, as supercluster abbreviates). */
export function abbreviateCount(count: number): string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return String(count);
}
