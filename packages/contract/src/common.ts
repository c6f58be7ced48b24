/** Building blocks shared by the feature schemas: ids, money, pagination, Indian formats. */
import { z } from "zod";

export const IdSchema = z.uuid({ error: "Invalid id" });
export const IdParamsSchema = z.object({ id: IdSchema });

/** Rupees on the wire: a non-negative amount with at most two decimals (stored as integer paise). */
export const RupeesSchema = z
  .number({ error: "Amount must be a number" })
  .min(0, "Amount cannot be negative")
  .max(10_000_000, "Amount is too large")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Amount can have at most 2 decimals");

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

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
