/**
 * A react-hook-form resolver for a contract schema that keeps the most specific messages. With zodResolver an
 * object's own refinement (e.g. "Slots of a day must not overlap", computed from half-filled slots) replaces the
 * errors of the fields inside it; here the inner errors win and the object's message shows once they are fixed.
 */
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type Options = {
  /** Hand the submit handler the form's own values instead of the schema's output. */
  raw?: boolean;
  /** Messages for issues the schema leaves without one. */
  error?: z.core.$ZodErrorMap;
};

export function zodFormResolver<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  options?: Options & { raw?: false },
): Resolver<TInput, unknown, TOutput>;
export function zodFormResolver<TInput extends FieldValues>(
  schema: z.ZodType<unknown, TInput>,
  options: Options & { raw: true },
): Resolver<TInput, unknown, TInput>;
export function zodFormResolver<TInput extends FieldValues>(
  schema: z.ZodType<unknown, TInput>,
  { raw = false, error }: Options = {},
): Resolver<TInput, unknown, unknown> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, error ? { error } : undefined);
    if (result.success) return { values: raw ? values : result.data, errors: {} };

    const flat: Record<string, FieldError> = {};
    // Deepest first, so an object's message is dropped when something inside it is already wrong.
    const issues = [...result.error.issues].sort((a, b) => b.path.length - a.path.length);
    for (const issue of issues) {
      const path = issue.path.length > 0 ? issue.path.join(".") : "root";
      if (flat[path] || Object.keys(flat).some((known) => known.startsWith(`${path}.`))) continue;
      flat[path] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
