/**
 * A tip for the rider after delivery (issue 14 item 7, tips.ts): the order's customer only; anyone else's order is a
 * 404 as on the order page. Starting answers the checkout to open; verifying books the tip to the rider once.
 */
import { IdParamsSchema } from "../common";
import { endpoint } from "../endpoint";
import { PayAgainResponseSchema } from "../order";
import { TipBodySchema, TipResponseSchema, TipVerifyBodySchema } from "../tips";

const access = ["user"] as const;
const tags = ["tips"];

export const startTip = endpoint({
  method: "POST",
  path: "/order/:id/tip",
  access,
  tags,
  summary:
    "Start paying a tip (₹1 to TIP_MAX_RUPEES, whole rupees) for the rider of a delivered order, within 7 days of delivery: the checkout to open. 409 once a tip was paid; 422 for an order not delivered, without a rider or past the window",
  params: IdParamsSchema,
  body: TipBodySchema,
  responses: { 200: PayAgainResponseSchema },
});

export const verifyTip = endpoint({
  method: "POST",
  path: "/order/:id/tip/verify",
  access,
  tags,
  summary:
    "Confirm a tip's payment with what the checkout returned (signature checked as for order payments); marks it paid and books it to the rider exactly once",
  params: IdParamsSchema,
  body: TipVerifyBodySchema,
  responses: { 200: TipResponseSchema },
});
