/**
 * The customer's cart query key (GET /cart), defined once for whatever must refresh the cart outside the cart feature:
 * the header's badge reads it, adding a dish and a reorder fill it, and a placed or paid order empties it on the
 * server (lib/payment-outcome.ts, lib/live-events.ts).
 */
export const cartQueryKey = ["cart"] as const;
