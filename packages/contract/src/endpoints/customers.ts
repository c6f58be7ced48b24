/** The admin's customer list and blocking (spec §2 admin customers). Admins only. */
import { IdParamsSchema } from "../common";
import {
  BlockCustomerBodySchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerResponseSchema,
} from "../customer-admin";
import { endpoint } from "../endpoint";

const access = ["admin"] as const;
const tags = ["customers"];

export const getCustomers = endpoint({
  method: "GET",
  path: "/admin/customers",
  access,
  tags,
  summary: "Customers with order count and total spent; search by name, phone or e-mail",
  query: CustomerListQuerySchema,
  responses: { 200: CustomerListResponseSchema },
});

export const blockCustomer = endpoint({
  method: "PATCH",
  path: "/admin/customers/:id/block",
  access,
  tags,
  summary: "Block (with a reason; ends their sessions) or unblock a customer",
  params: IdParamsSchema,
  body: BlockCustomerBodySchema,
  responses: { 200: CustomerResponseSchema },
});
