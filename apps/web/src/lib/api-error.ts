/** The error every failed API call becomes, and the message fallback chain of spec §8. */
import { MESSAGES } from "@zaika/contract/messages";
import { messageText } from "./i18n";

/** The wire error body ({ success: false, message, code, details }), read leniently: any field may be missing. */
export type ApiErrorBody = { success?: boolean; message?: string; code?: string; details?: unknown };

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: ApiErrorBody | undefined;
  /** From the Retry-After header (429, 503): how long the server asks us to wait, in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, statusText: string, body: ApiErrorBody | undefined, retryAfterSeconds?: number) {
    super(body?.message || statusText || MESSAGES.somethingWentWrong);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** Retry-After is either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Turns a non-2xx response into an ApiError; a body that is not the JSON error shape (a proxy's HTML page) is left out. */
export async function readApiError(response: Response): Promise<ApiError> {
  let body: ApiErrorBody | undefined;
  try {
    const data: unknown = JSON.parse(await response.text());
    if (typeof data === "object" && data !== null) body = data as ApiErrorBody;
  } catch {
    // No body, or not JSON: the status text stands in for the message.
  }
  return new ApiError(response.status, response.statusText, body, parseRetryAfter(response.headers.get("Retry-After")));
}

/** The server's own message, when the failure came with one (for "server message, else X" texts). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.body?.message ? error.body.message : undefined;
}

/**
 * Spec §8: the body's message, else the response's status text, else the error's message, else a generic text; in
 * the app's language (the server answers in it already; an English message the app produced itself is translated).
 */
export function errorMessage(error: unknown): string {
  return messageText(untranslatedErrorMessage(error));
}

function untranslatedErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body?.message || error.statusText || error.message || MESSAGES.somethingWentWrong;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.somethingWentWrong;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
