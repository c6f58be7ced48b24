/** Reorder (issue 14): a past order's dishes back into the cart at today's prices and choices. Customers only. */
import { IdParamsSchema } from "../common";
import { endpoint } from "../endpoint";
import { ReorderBodySchema, ReorderResponseSchema } from "../reorder";

export const reorder = endpoint({
  method: "POST",
  path: "/order/:id/reorder",
  access: ["user"],
  tags: ["orders", "cart"],
  summary:
    "Fill the cart with the customer's own order's dishes still available, at today's prices and choices, saying what changed. 404 for another customer's order, 409 when the cart holds another restaurant's dishes (unless replaceCart), 422 when nothing can be ordered",
  params: IdParamsSchema,
  body: ReorderBodySchema,
  responses: { 200: ReorderResponseSchema },
});
