/**
 * The query keys live order events refresh (lib/live-events.ts): every feature that caches orders builds its keys on
 * these, so a status change anywhere reaches every open list and order page without polling.
 */
export const orderQueryKeys = {
  /** Prefix of every order list. */
  lists: ["orders"] as const,
  /** One order (and, under it, its cancellation quote). */
  one: (orderId: string) => ["order", orderId] as const,
  /** Prefix of every single order. */
  anyOne: ["order"] as const,
  /** The signed-in rider's deliveries. */
  riderWork: ["rider", "me"] as const,
};
