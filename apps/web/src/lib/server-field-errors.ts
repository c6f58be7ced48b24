/**
 * Puts the field issues of a server error (the error body's `details: [{ field, message }]`, e.g. a 400 naming its
 * fields or a 409 on a phone number) under the matching react-hook-form fields: the one mapping every form uses.
 */
import { FieldIssueSchema } from "@zaika/contract/errors";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "./api-error";

const FieldIssuesSchema = z.array(FieldIssueSchema);

export type ServerFieldErrorOptions<T extends FieldValues> = {
  /**
   * The form's fields that may take a server message: a list of names, or a test of a (possibly nested) name. Issues
   * naming anything else are left out. Without it, every issue is placed.
   */
  fields?: readonly Path<T>[] | ((field: string) => boolean);
  /** Server field names that the form calls differently (server name → form field). */
  rename?: Partial<Record<string, Path<T>>>;
};

/**
 * Sets each field issue of `error` on its form field (type "server"), focusing the first one. A field named more than
 * once keeps its first message: one message per field (issue 16). Returns whether any field got a message, so the
 * caller can show the error elsewhere (above the button, a toast) when none did.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, rename }: ServerFieldErrorOptions<T> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const issues = FieldIssuesSchema.safeParse(error.body?.details);
  if (!issues.success) return false;
  const placed = new Set<string>();
  for (const issue of issues.data) {
    const field = formField(rename?.[issue.field] ?? issue.field, fields);
    if (field === undefined || placed.has(field)) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  return placed.size > 0;
}

function formField<T extends FieldValues>(
  name: string,
  fields: ServerFieldErrorOptions<T>["fields"],
): Path<T> | undefined {
  if (typeof fields === "function") {
    // The caller's test vouches that the name is one of the form's fields.
    return fields(name) ? (name as Path<T>) : undefined;
  }
  if (fields) return fields.find((field) => field === name);
  // No list: the caller takes every name the server sends as a field of the form.
  return name as Path<T>;
}
