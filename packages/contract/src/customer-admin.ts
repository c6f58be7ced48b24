/** The admin's customer list (issue 5): search, order count, total spent, block and unblock. */
import { z } from "zod";
import { PaginationSchema } from "./common";

export const CUSTOMER_MESSAGES = {
  blocked: "Customer blocked",
  unblocked: "Customer unblocked",
  notFound: "Customer not found",
  reasonRequired: "Please give a reason for blocking",
} as const;

export const CustomerListQuerySchema = z.object({
  search: z.string().trim().max(80).optional(),
  blocked: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type CustomerListQuery = z.input<typeof CustomerListQuerySchema>;

export const CustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  orderCount: z.number().int(),
  totalSpent: z.number(),
  isBlocked: z.boolean(),
  blockedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerListResponseSchema = z.object({ data: z.array(CustomerSchema), pagination: PaginationSchema });

export const BlockCustomerBodySchema = z.discriminatedUnion("blocked", [
  z.object({
    blocked: z.literal(true),
    reason: z
      .string({ error: CUSTOMER_MESSAGES.reasonRequired })
      .trim()
      .min(3, CUSTOMER_MESSAGES.reasonRequired)
      .max(300),
  }),
  z.object({ blocked: z.literal(false) }),
]);
export type BlockCustomerBody = z.input<typeof BlockCustomerBodySchema>;
export const CustomerResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: CustomerSchema });
