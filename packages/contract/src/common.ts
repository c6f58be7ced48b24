/** Building blocks shared by the feature schemas: ids, money, pagination, Indian formats. */
import { z } from "zod";

export const IdSchema = z.uuid({ error: "Invalid id" });
export const IdParamsSchema = z.object({ id: IdSchema });

/** A number box left empty: nothing sent (undefined), or NaN from a form's empty number input. */
const isEmptyNumber = (input: unknown) => input === undefined || (typeof input === "number" && Number.isNaN(input));

/** Rupees whose missing value reads `missing`; anything else that is not a number reads "Amount must be a number". */
function rupees(missing: string) {
  return z
    .number({ error: (issue) => (isEmptyNumber(issue.input) ? missing : "Amount must be a number") })
    .min(0, { error: "Amount cannot be negative", abort: true })
    .max(10_000_000, { error: "Amount is too large", abort: true })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: "Amount can have at most 2 decimals",
      abort: true,
    });
}

/** Rupees on the wire: a non-negative amount with at most two decimals (stored as integer paise). */
export const RupeesSchema = rupees("Amount must be a number");

/**
 * The rupees of a field that must be filled in: left empty it reads "<label> is required" ("Price is required", issue
 * 16) instead of "Amount must be a number"; its other messages are RupeesSchema's.
 */
export const requiredRupees = (label: string) => rupees(`${label} is required`);

// Rupees and paise live in ./money (no zod there, so the web app's first load can convert without the schemas).
export { toPaise, toRupees } from "./money";

/** Query-string booleans arrive as text. */
export const QueryBooleanSchema = z.enum(["true", "false"]).transform((value) => value === "true");

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(10_000).default(1),
  limit: z.coerce.number().int().min(1, "limit must be 1 or more").max(100, "limit must be at most 100").default(10),
});

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const PIN_CODE_REGEX = /^[1-9]\d{5}$/;
export const PinCodeSchema = z
  .string()
  .trim()
  .regex(PIN_CODE_REGEX, "PIN code must be 6 digits and cannot start with 0");
export const GSTIN_REGEX = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_REGEX = /^[A-Z]{5}\d{4}[A-Z]$/;
export const IFSC_REGEX = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;
