/**
 * Query keys of the admin's money screens: every page and "show all" choice of a list sits under its root, so a
 * payout or a deposit refreshes them all with one invalidation.
 */

/** A list's page and whether it shows everyone (`?all=true`) or only those with money outstanding. */
export type MoneyListParams = { page: number; limit: number; all: boolean };

export const settlementKeys = {
  all: ["settlements"] as const,
  list: (params: MoneyListParams) => [...settlementKeys.all, "list", params] as const,
};

export const riderCashKeys = {
  all: ["rider-cash"] as const,
  list: (params: MoneyListParams) => [...riderCashKeys.all, "list", params] as const,
};

/** `?all=true` only when asked for: the server's default is "only those with money outstanding". */
export const allQuery = (all: boolean) => (all ? ("true" as const) : undefined);

/**
 * Figures that move with every delivery, refund and payout anywhere on the platform: asked again whenever a screen
 * opens, instead of trusting the app's five-minute cache.
 */
export const MONEY_STALE_TIME_MS = 0;
