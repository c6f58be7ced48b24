/**
 * POST /order/{id}/pay: a new checkout for an unpaid online order (after a failed or cancelled payment), allowed
 * within the payment window. Errors are not toasted here: the payment page shows them beside the Pay now button.
 */
import type { PayAgainResponseSchema } from "@zaika/contract/order";
import type { z } from "zod";
import { startPayment } from "../../../api/orders";

export function payOrder(orderId: string): Promise<z.infer<typeof PayAgainResponseSchema>> {
  return startPayment(orderId, { toast: false });
}
