/** Unanswered orders (issue 12): the orders admins should chase before the system cancels them. Rules: ../escalation.ts. */
import { endpoint } from "../endpoint";
import { AtRiskOrdersResponseSchema } from "../escalation";

export const getOrdersAtRisk = endpoint({
  method: "GET",
  path: "/admin/orders/at-risk",
  access: ["admin"],
  tags: ["orders"],
  summary:
    "Orders the restaurant has not answered: past their SMS deadline or within a minute of being cancelled, soonest " +
    "cancel first (at most 50), with the restaurant's phones, how long each has waited and the seconds left",
  responses: { 200: AtRiskOrdersResponseSchema },
});
