/** Scheduled orders (issue 12): the delivery slots a customer may choose at checkout. */
import { endpoint } from "../endpoint";
import { DeliverySlotsQuerySchema, DeliverySlotsResponseSchema } from "../schedule";

export const getDeliverySlots = endpoint({
  method: "GET",
  path: "/order/slots",
  access: ["user"],
  tags: ["orders"],
  summary:
    "The 15-minute delivery slots later today and tomorrow for the cart's restaurant and a saved address (its hours, " +
    "the preparation and ride ahead of each slot, full slots left out), and whether it delivers now",
  query: DeliverySlotsQuerySchema,
  responses: { 200: DeliverySlotsResponseSchema },
});
