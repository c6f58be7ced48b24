/**
 * What changed since a repeated order, carried to the cart page in the router's state: the Reorder button
 * (components/reorder) navigates with it, the cart page lists it. Kept with that history entry only, so it shows once
 * for that visit and never follows the customer to a later cart.
 */
import type { ReorderChange } from "@zaika/contract/reorder";

export type ReorderNotice = { orderNumber: string; changes: ReorderChange[] };

/** The router state the cart page is opened with after a reorder. */
export function reorderNoticeState(notice: ReorderNotice): { reorder: ReorderNotice } {
  return { reorder: notice };
}

const isChange = (value: unknown): value is ReorderChange =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ReorderChange).message === "string" &&
  typeof (value as ReorderChange).kind === "string";

/** The notice in a location's state, or null (no reorder, or a state of another shape, e.g. from an older version). */
export function readReorderNotice(state: unknown): ReorderNotice | null {
  if (typeof state !== "object" || state === null || !("reorder" in state)) return null;
  const notice = (state as { reorder: unknown }).reorder;
  if (typeof notice !== "object" || notice === null) return null;
  const { orderNumber, changes } = notice as Partial<ReorderNotice>;
  if (typeof orderNumber !== "string" || !Array.isArray(changes) || !changes.every(isChange)) return null;
  return { orderNumber, changes };
}
