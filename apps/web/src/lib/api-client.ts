/**
 * The one HTTP client of the web app (spec §7): base /api, cookies included, the bearer token and the
 * position header added, one refresh-and-retry on 401 (spec §4) and the error toast chain (spec §8).
 */
import toast from "react-hot-toast";
import { ApiError, type ApiErrorBody, errorMessage, isAbortError } from "./api-error";
import { authStore } from "./auth-store";
import { endSession, startSession } from "./session";
import { readStoredLocation } from "./storage";

const API_BASE = "/api";

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as is (multipart). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Show the error toast when the call fails (default true); pass false to report the error yourself. */
  toast?: boolean;
};

let refreshing: Promise<boolean> | null = null;

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  const { accessToken } = authStore.getState();
  if (accessToken) headers.set("Authorization", `Bearer ${accessToken}`);
  const location = readStoredLocation();
  if (location) headers.set("position", JSON.stringify({ lat: location.lat, lon: location.lon }));

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? "GET", headers, body, credentials: "include", signal: options.signal };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const data = await readJson(response).catch(() => undefined);
  const body = typeof data === "object" && data !== null ? (data as ApiErrorBody) : undefined;
  return new ApiError(response.status, response.statusText, body);
}

async function send(path: string, options: RequestOptions, mayRetry: boolean): Promise<unknown> {
  const response = await fetch(buildUrl(path, options.query), buildInit(options));
  if (response.status === 401 && mayRetry && !path.startsWith("/auth/")) {
    // Spec §4: a request failing while a refresh is already under way is rejected, not queued.
    if (refreshing) throw await toApiError(response);
    if (await refreshSession()) return send(path, options, false);
  }
  if (!response.ok) throw await toApiError(response);
  return readJson(response);
}

/** Calls the API; any non-2xx answer becomes an ApiError, shown as an error toast unless `toast: false`. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await send(path, options, true)) as T;
  } catch (error) {
    if (options.toast !== false && !isAbortError(error)) {
      const message = errorMessage(error);
      // The id collapses identical errors (e.g. several queries failing at once) into one toast.
      toast.error(message, { id: message });
    }
    throw error;
  }
}

type BodylessOptions = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

async function requestNewAccessToken(): Promise<boolean> {
  try {
    const response = await fetch(buildUrl("/auth/refresh", undefined), {
      method: "GET",
      headers: { Accept: "application/json" },
      credentials: "include",
    });
    if (!response.ok) throw await toApiError(response);
    // 204: no session cookie, so a visitor who never signed in (and no zod download for them).
    if (response.status === 204) throw new Error("no session");
    // Loaded on demand: the schemas (and zod) stay out of the first page load of signed-out visitors.
    const { AccessTokenResponseSchema } = await import("@zaika/contract/auth");
    const { accessToken } = AccessTokenResponseSchema.parse(await response.json());
    await startSession(accessToken);
    return true;
  } catch {
    // Spec §4: a failed refresh logs the user out (silently: there is nothing the user can do about it).
    // A visitor who was never signed in keeps their cached public data.
    if (authStore.getState().status !== "signedOut") endSession();
    return false;
  }
}

/**
 * Trades the refresh cookie for a new access token (GET /auth/refresh), at most one at a time.
 * Resolves true when signed in, false when there is no valid session (the user is then signed out).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= requestNewAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
