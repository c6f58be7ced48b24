/** The error body every failing API call returns (ARCHITECTURE §4). */
import { z } from "zod";

export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "BUSINESS_RULE",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "SERVICE_UNAVAILABLE",
  /** The database cannot be reached right now (503 with Retry-After): retry shortly. */
  "DATABASE_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/**
 * One issue per field, each field's first (issue 16): a schema can find more than one thing wrong with a field
 * ("Amount cannot be negative" and "Price must be more than 0"), but a form shows one message under it, and the
 * first is the most basic. Fields keep the order of their first issues.
 */
export function firstIssuePerField<T extends FieldIssue>(issues: readonly T[]): T[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (seen.has(issue.field)) return false;
    seen.add(issue.field);
    return true;
  });
}

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
