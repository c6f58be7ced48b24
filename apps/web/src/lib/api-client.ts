/**
 * The one HTTP client of the web app (spec §7): base /api, cookies included, the bearer token and the
 * position header added, one refresh-and-retry on 401 (spec §4) and the error toast chain (spec §8). Keeping the token
 * fresh ahead of expiry, and sharing refreshes between tabs, is ./session's job.
 */
import {
  type BodyInput,
  type EndpointDefinition,
  fillPath,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
} from "@zaika/contract/endpoint";
import { errorMessage, isAbortError, readApiError } from "./api-error";
import { authStore } from "./auth-store";
import { currentLanguage } from "./i18n";
import { isRefreshing, refreshAccessToken, refreshIfExpired } from "./session";
import { readStoredLocation } from "./storage";
import { toast } from "./toast";

// Callers that restore or renew the session (start-up, a changed name) find it here, beside the client that uses it.
export { refreshSession } from "./session";

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
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  // The server answers its messages in the app's language (issue 15).
  headers.set("Accept-Language", currentLanguage());
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

/**
 * Sends a request under the session's rules and answers its successful response (any non-2xx becomes an ApiError):
 * the JSON calls below read it, a file download (./download) takes its bytes.
 */
export async function sendRequest(path: string, options: RequestOptions, mayRetry = true): Promise<Response> {
  let retryOn401 = mayRetry && !path.startsWith("/auth/");
  // A token known to have expired (the machine slept through the refresh timer) is renewed first, not sent for a 401.
  const early = retryOn401 ? refreshIfExpired() : null;
  if (early) {
    const outcome = await early;
    // The server could not refresh (down, overloaded): its own message says more than "please log in".
    if (outcome.status === "failed") throw outcome.error;
    retryOn401 = false;
  }
  const response = await fetch(buildUrl(path, options.query), buildInit(options));
  if (response.status === 401 && retryOn401) {
    // Spec §4: a request failing while a refresh is already under way is rejected, not queued.
    if (isRefreshing()) throw await readApiError(response);
    const outcome = await refreshAccessToken();
    if (outcome.status === "signedIn") return sendRequest(path, options, false);
    if (outcome.status === "failed") throw outcome.error;
  }
  if (!response.ok) throw await readApiError(response);
  return response;
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  return readJson(await sendRequest(path, options));
}

/** Calls the API; any non-2xx answer becomes an ApiError, shown as an error toast unless `toast: false`. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await send(path, options)) as T;
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

type CallExtras = Omit<RequestOptions, "method" | "body" | "query">;
type Slot<K extends string, T> = [T] extends [undefined] ? { [key in K]?: undefined } : { [key in K]: T };
type OptionalSlot<K extends string, T> = [T] extends [undefined] ? { [key in K]?: undefined } : { [key in K]?: T };
export type CallInput<E extends EndpointDefinition> = CallExtras &
  Slot<"params", ParamsInput<E>> &
  OptionalSlot<"query", QueryInput<E>> &
  Slot<"body", BodyInput<E>>;
type CallArgs<E extends EndpointDefinition> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Development and tests check every answer against its declaration, so a server change fails loudly here. */
const CHECK_RESPONSES = import.meta.env.DEV;

/**
 * Calls a declared endpoint (packages/contract/src/endpoints): the path, method and types come from the declaration,
 * never from a copy of the server's string. Errors and toasts as apiRequest.
 */
export async function call<E extends EndpointDefinition>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body, ...options } = (input ?? {}) as CallInput<EndpointDefinition> & {
    params?: Record<string, unknown>;
    query?: RequestOptions["query"];
    body?: unknown;
  };
  const path = fillPath(endpoint.path, params);
  const result = await apiRequest(path, { ...options, method: endpoint.method, query, body });
  if (CHECK_RESPONSES && (endpoint.responseKind ?? "json") === "json") {
    const schema = endpoint.responses[200] ?? endpoint.responses[201] ?? endpoint.responses[202];
    const checked = schema?.safeParse(result);
    if (checked && !checked.success) {
      const where = checked.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
      throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${where.join("; ")}`);
    }
  }
  return result as ResponseOf<E>;
}
