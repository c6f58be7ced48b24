/** The error every failed API call becomes, and the message fallback chain of spec §8. */
import { MESSAGES } from "@zaika/contract/messages";

/** The wire error body ({ success: false, message, code, details }), read leniently: any field may be missing. */
export type ApiErrorBody = { success?: boolean; message?: string; code?: string; details?: unknown };

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, statusText: string, body: ApiErrorBody | undefined) {
    super(body?.message || statusText || MESSAGES.somethingWentWrong);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** The server's own message, when the failure came with one (for "server message, else X" texts). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.body?.message ? error.body.message : undefined;
}

/** Spec §8: the body's message, else the response's status text, else the error's message, else a generic text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body?.message || error.statusText || error.message || MESSAGES.somethingWentWrong;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.somethingWentWrong;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
