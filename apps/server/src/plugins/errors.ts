/**
 * One error handler: every failure leaves as `{ success: false, message, code, details }`, never a stack trace. Its
 * messages, and the `message` of a success body, are in the request's language (Accept-Language, issue 15): English
 * unless Hindi is preferred.
 */
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from "@zaika/contract/constants";
import { type ErrorBody, type ErrorCode, type FieldIssue, firstIssuePerField } from "@zaika/contract/errors";
import { type Language, languageFromAcceptLanguage } from "@zaika/contract/language";
import { MESSAGES } from "@zaika/contract/messages";
import { localizeMessage } from "@zaika/contract/messages-hi";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, pgErrorOf } from "../db/errors";
import { DomainError } from "../lib/errors";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "BUSINESS_RULE",
  429: "RATE_LIMITED",
  503: "SERVICE_UNAVAILABLE",
};

/** PostgreSQL errors caused by input the schemas let through: NUL bytes and invalid encodings or text. */
const BAD_INPUT_PG_CODES = new Set(["22021", "22P05", "22P02", "22001"]);

function postgresErrorCode(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}

export function errorBody(message: string, code: ErrorCode, details?: unknown): ErrorBody {
  return details === undefined ? { success: false, message, code } : { success: false, message, code, details };
}

/** The language the request asks for (Accept-Language, q-values honoured): "hi" or "en", English by default. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers["accept-language"]);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** An object's `message` in the language (a field issue, a reorder change); anything else as it is. */
function withMessageIn<T>(item: T, language: Language): T {
  return isRecord(item) && typeof item.message === "string"
    ? { ...item, message: localizeMessage(item.message, language) }
    : item;
}

/** The messages of a body: its own, its field issues (`details`) and a reorder's changes (`changes`). */
function localizeBody<T>(body: T, language: Language): T {
  if (language === "en" || !isRecord(body)) return body;
  const localized: Record<string, unknown> = withMessageIn(body, language);
  if (Array.isArray(body.details)) localized.details = body.details.map((item) => withMessageIn(item, language));
  if (isRecord(body.details) && Array.isArray(body.details.changes)) {
    localized.details = { ...body.details, changes: body.details.changes.map((c) => withMessageIn(c, language)) };
  }
  if (Array.isArray(body.changes)) localized.changes = body.changes.map((change) => withMessageIn(change, language));
  return localized as T;
}

/** A body with a message reads differently by language: shared caches keep one copy per Accept-Language. */
function varyByLanguage(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(current)) return;
  reply.header("vary", current ? `${current}, Accept-Language` : "Accept-Language");
}

export function registerErrorHandler(app: FastifyInstance) {
  // Every JSON body with a message, success or error (the error handler's and the not-found handler's included).
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    if (!isRecord(payload) || typeof payload.message !== "string") return payload;
    varyByLanguage(reply);
    return localizeBody(payload, requestLanguage(request));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      const language = requestLanguage(request);
      // Translated here, before the first one is prefixed with its field: "price: <the message in Hindi>". One
      // issue per field, its first: a form shows one message under each field (issue 16).
      const details: FieldIssue[] = firstIssuePerField(
        error.validation.map((issue) => {
          const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
          return { field: path || where, message: localizeMessage(issue.message ?? "Invalid value", language) };
        }),
      );
      const first = details[0];
      const message = first
        ? first.field === where
          ? first.message
          : `${first.field}: ${first.message}`
        : localizeMessage("Invalid request", language);
      return reply.status(400).send(errorBody(message, "VALIDATION_ERROR", details));
    }
    // Before DomainError: a service may wrap a failed query in a 5xx one; either way the database is the cause.
    if (isDatabaseUnavailable(error) && !(error instanceof DomainError && error.status < 500)) {
      // Expected during an outage and visible in the health checks: one line, no stack, no query parameters (the
      // driver's own message, not Drizzle's wrapper that quotes them).
      const cause = error.cause instanceof Error ? error.cause : error;
      request.log.warn({ code: pgErrorOf(error)?.code, reason: cause.message }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(errorBody(MESSAGES.databaseUnavailable, "DATABASE_UNAVAILABLE"));
    }
    if (error instanceof DomainError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.message, error.code, error.details));
    }
    const pgCode = postgresErrorCode(error);
    if (pgCode && BAD_INPUT_PG_CODES.has(pgCode)) {
      // Text PostgreSQL cannot store (a NUL character, broken encoding) is the caller's mistake, not ours.
      return reply
        .status(400)
        .send(errorBody("The request contains characters that are not allowed", "VALIDATION_ERROR"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to repeat.
      return reply.status(status).send(errorBody(error.message, CODE_BY_STATUS[status] ?? "VALIDATION_ERROR"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody(MESSAGES.somethingWentWrong, "INTERNAL_ERROR"));
  });
}
