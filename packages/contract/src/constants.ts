/** Business constants and limits of spec §9 (and the auth limits of the foundation issue), written once. */

/** user = customer (spec §1); rider = delivery partner (issue 5), signs in by phone like a customer. */
export const ROLES = ["user", "restaurant", "admin", "rider"] as const;
export type Role = (typeof ROLES)[number];

export const TOAST = {
  position: "bottom-right",
  durationMs: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Number.POSITIVE_INFINITY },
  limit: 20,
} as const;

export const QUERY = {
  staleTimeMs: 5 * 60 * 1000,
  retries: 3,
  retryDelayCapMs: 30_000,
  orderRetries: 1,
} as const;

export const ADULT_AGE_YEARS = 18;

export const OTP = {
  length: 6,
  ttlSeconds: 5 * 60,
  maxWrongAttempts: 5,
  resendAfterSeconds: 30,
  maxSendsPerHour: 5,
  tokenTtlSeconds: 10 * 60,
  /**
   * Limits beyond one phone (each overridable by an env var on the server): codes sent per IP address an hour,
   * codes sent by the whole platform a minute (an SMS bill ceiling), code checks per IP address an hour.
   */
  maxSendsPerIpPerHour: 30,
  maxSendsPerMinute: 300,
  maxVerifiesPerIpPerHour: 100,
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * The web app refreshes the access token this long before it expires: marginSeconds, or lifeShare of the token's life
 * when that is shorter. A refresh the server could not answer (down, overloaded) is retried after retryBaseSeconds,
 * doubling up to retryMaxSeconds, while the session is kept.
 */
export const ACCESS_TOKEN_REFRESH = {
  marginSeconds: 60,
  lifeShare: 0.1,
  retryBaseSeconds: 5,
  retryMaxSeconds: 60,
} as const;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** Refreshes with one cookie within this window (two tabs at once) all get the same successor instead of a revocation. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** Password sign-in attempts per IP address a minute. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
/** Password sign-in attempts per IP address and account a minute. */
export const LOGIN_ATTEMPTS_PER_IP_ACCOUNT_PER_MINUTE = 5;
/**
 * Per account, only a delay before the password is checked, growing with the account's recent failures from anywhere
 * and capped: a stranger's flood slows the owner down by at most maxMs, never locks them out.
 */
export const LOGIN_BACKOFF = { freeFailures: 3, baseMs: 250, maxMs: 2000, windowSeconds: 15 * 60 } as const;

export const SUPPORT_HOURS = "9:30 AM - 7:30 PM IST";
export const SUPPORT_DAYS = "7 days";
export const SUPPORT_REPLY_PROMISE = "1-2 hours";
export const COPYRIGHT_YEAR = 2025;

export const CHECKOUT = { defaultPaymentMode: "ONLINE", firstCartStep: 1, successAutoDismissMs: 10_000 } as const;
export const CONFETTI = { pieces: 200, gravity: 0.1, friction: 0.99, rampUpMs: 5000 } as const;
export const BANNER_AUTOPLAY_MS = 8000;
export const DEBOUNCE_MS = { placeSearch: 500, restaurantSearch: 500, orderSearch: 300, markerDrag: 500 } as const;
export const DROPDOWN_HIDE_MS = { category: 200, location: 150 } as const;
export const RESTAURANT_LIST = { page: 1, limit: 10, radiusMetres: 5000 } as const;
export const ADMIN_ORDERS_LIMIT = 5;
export const REVENUE_DEFAULT_DAYS = 7;
export const MAP = { centre: { lat: 22.719568, lng: 75.857727 }, zoom: 14 } as const;
export const MARKER_CLUSTER = { radius: 60, maxZoom: 16, minPoints: 2, redThresholdFloor: 10 } as const;
export const GST = { min: 0, max: 100, step: 0.1, default: 5 } as const;

export const CANCELLATION = {
  freeWindowSeconds: 60,
  preOrderFreeCancelMinutes: 60,
  maxFeePercent: 100,
} as const;

export const REFUND_TIMELINES = [
  { method: "UPI / wallet", businessDays: "2-4" },
  { method: "Card / net banking", businessDays: "5-7" },
] as const;

export const GRIEVANCE = { acknowledgeHours: 48, resolveDays: 30 } as const;
export const EXPRESS_DELIVERY_MINUTES = 30;

/** An unpaid online order can be paid again for this long; then it expires (cancelled, never shown to a restaurant). */
export const PAYMENT_WINDOW_MINUTES = 15;
/** Digits of the code the customer tells the rider at the door. */
export const DELIVERY_CODE_LENGTH = 4;
/** SSE heartbeat, and how many missed events a reconnecting client is sent at most. */
export const EVENTS = { heartbeatMs: 25_000, replayLimit: 200 } as const;
/** Seconds a client is told to wait (Retry-After) when the API answers 503 because the database is unreachable. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** The header search (issue 12): limits of GET /api/search and the header box's pause before asking. */
export const SEARCH = {
  /** Results per group when the query does not say. */
  defaultLimit: 5,
  maxLimit: 20,
  maxQueryLength: 100,
  /** The header box asks the server once typing pauses this long. */
  debounceMs: 300,
} as const;
