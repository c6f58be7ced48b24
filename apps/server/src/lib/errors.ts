/** Domain errors thrown by services; the error plugin maps each to its status and wire body. */
import type { ErrorCode } from "@zaika/contract/errors";

export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends DomainError {
  constructor(message: string, field?: string) {
    super(400, "VALIDATION_ERROR", message, field ? [{ field, message }] : undefined);
  }
}
export class Unauthenticated extends DomainError {
  constructor(message: string) {
    super(401, "UNAUTHENTICATED", message);
  }
}
export class Forbidden extends DomainError {
  constructor(message: string) {
    super(403, "FORBIDDEN", message);
  }
}
export class NotFound extends DomainError {
  constructor(message: string) {
    super(404, "NOT_FOUND", message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, field?: string) {
    super(409, "CONFLICT", message, field ? [{ field, message }] : undefined);
  }
}
export class BusinessRule extends DomainError {
  constructor(message: string, details?: unknown) {
    super(422, "BUSINESS_RULE", message, details);
  }
}
export class RateLimited extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, "RATE_LIMITED", message, { retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
  }
}
export class ServiceUnavailable extends DomainError {
  constructor(message: string, cause?: unknown) {
    super(503, "SERVICE_UNAVAILABLE", message);
    this.cause = cause;
  }
}
