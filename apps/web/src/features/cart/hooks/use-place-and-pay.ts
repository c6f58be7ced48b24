/**
 * Placing the cart as an order and paying for it (spec §7, ARCHITECTURE §6): POST /order with the checkout's
 * Idempotency-Key; COD succeeds at once, ONLINE opens the provider's checkout and then POST /order/verify-payment.
 * A failed or cancelled checkout keeps the same order, which payAgain (POST /order/{id}/pay) pays until its deadline.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartResponse } from "@zaika/contract/cart";
import type { Order, PaymentStart } from "@zaika/contract/order";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import type { PaymentMode } from "@zaika/contract/order-status";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { useCallback, useRef, useState } from "react";
import { paths } from "../../../config/paths";
import { ApiError, errorMessage, serverMessage } from "../../../lib/api-error";
import { messageText } from "../../../lib/i18n";
import { useOrderEvents } from "../../../lib/live-events";
import { openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";
import { paymentOutcomeText, settlePayment } from "../../../lib/payment-outcome";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { payOrder } from "../api/pay-order";
import { placeOrder } from "../api/place-order";
import { verifyBody, verifyPayment } from "../api/verify-payment";
import { checkoutScope } from "../cart-checkout";
import { checkoutStore } from "../checkout-store";

/** An online order placed but not paid yet. */
export type UnpaidOrder = Pick<Order, "_id" | "orderNumber" | "payableUntil" | "finalTotal">;

/** What went wrong with the unpaid order's last attempt. */
export type PaymentProblem = {
  /** failed / cancelled: the checkout's outcome (or Pay now could not reach the server); the order can be paid again.
   * verify: the payment could not be confirmed; payAgain: the server refused a new checkout (e.g. too late). */
  kind: "failed" | "cancelled" | "verify" | "payAgain";
  message: string;
};

/**
 * What the unpaid order's alert says beside the outcome's toast (lib/payment-outcome), never the toast's own words:
 * nothing for a cancelled checkout ("Payment cancelled" was toasted) or a verification that failed (its message was),
 * the reason for a failed payment (the bank's decline; the toast only says it failed), and why Pay now was refused.
 */
export function problemDetail(problem: PaymentProblem): string | null {
  if (problem.kind === "cancelled" || problem.kind === "verify") return null;
  const text = messageText(problem.message);
  return problem.kind === "failed" && text === paymentOutcomeText({ kind: "failed" }) ? null : text;
}

export type PlaceAndPayPhase =
  /** Nothing placed yet, or the unpaid order was let go (another address or payment mode). */
  | "idle"
  | "placing"
  /** The provider's checkout is open. */
  | "checkout"
  | "verifying"
  /** Asking the server for a new checkout of the unpaid order. */
  | "restarting"
  /** The checkout failed or was cancelled: "Pay now" pays the same order. */
  | "unpaid"
  /** Verification failed: the money may have been taken, so no new order and no second payment from here. */
  | "unconfirmed"
  /** The order can no longer be paid: Place order makes a new one. */
  | "closed"
  | "succeeded";

type Step = "placing" | "checkout" | "verifying" | "restarting";

const SETTLED_PHASE: Record<PaymentProblem["kind"], PlaceAndPayPhase> = {
  failed: "unpaid",
  cancelled: "unpaid",
  verify: "unconfirmed",
  payAgain: "closed",
};

type Attempt = { order: UnpaidOrder | null; error: PaymentProblem | null; succeeded: boolean };
const NO_ATTEMPT: Attempt = { order: null, error: null, succeeded: false };

export type PlaceAndPayInput = {
  cart: CartResponse;
  /** The chosen address's id ("" while none is). */
  addressId: string;
  paymentMode: PaymentMode;
  /** The chosen delivery slot; null to deliver now. */
  scheduledFor?: string | null;
  /** The rider's tip in whole rupees; 0: none. */
  tip?: number;
};

export function usePlaceAndPay({ cart, addressId, paymentMode, scheduledFor = null, tip = 0 }: PlaceAndPayInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<Attempt>(NO_ATTEMPT);
  const [step, setStep] = useState<Step | null>(null);
  // Set synchronously, unlike state: a second press (or a double click) while the first is under way does nothing.
  const busy = useRef(false);

  const place = useMutation({ mutationFn: placeOrder });
  const verify = useMutation({
    mutationFn: ({ orderId, checkout }: { orderId: string; checkout: CheckoutSuccess }) =>
      verifyPayment(verifyBody(orderId, checkout)),
  });
  const restart = useMutation({ mutationFn: (orderId: string) => payOrder(orderId) });
  // The order that went through: the checkout's answer and a live event may both report it, and it succeeds once.
  const succeededFor = useRef<string | null>(null);

  /** The order went through: its one toast, the cart and orders refreshed (lib/payment-outcome), the success page. */
  function succeed(order: Pick<Order, "_id">, message: string) {
    if (succeededFor.current === order._id) return;
    succeededFor.current = order._id;
    void settlePayment(queryClient, order._id, { kind: "succeeded", message });
    checkoutStore.orderPlaced(order._id);
    setAttempt((current) => ({ ...current, error: null, succeeded: true }));
    navigate(paths.user.orderPlaced.getHref());
  }

  // The order confirmed paid by a live event (which also refreshes the cart): while verifying, it may come before the
  // verification's own answer; later, the webhook confirming it after a failed verification, or Pay now on its page
  // in another tab. It ends this checkout as the verification would. Not while this tab's checkout is open or a new
  // one is being asked for: that payment reports itself.
  useOrderEvents((event) => {
    const { order } = attempt;
    if (!order || attempt.succeeded || (busy.current && step !== "verifying")) return;
    if (event.orderId === order._id && event.kind === "payment" && event.paymentStatus === "PAID") {
      succeed(order, ORDER_MESSAGES.placedOnline);
    }
  });

  const fail = (order: UnpaidOrder, error: PaymentProblem) => setAttempt({ order, error, succeeded: false });

  /** Opens the checkout for the order, then verifies what it returned. */
  async function pay(order: UnpaidOrder, details: PaymentStart) {
    setAttempt({ order, error: null, succeeded: false });
    setStep("checkout");
    let checkout: CheckoutSuccess;
    try {
      checkout = await openPaymentCheckout(details);
    } catch (error) {
      const kind = error instanceof PaymentCheckoutError ? error.reason : "failed";
      void settlePayment(queryClient, order._id, { kind });
      fail(order, { kind, message: errorMessage(error) });
      return;
    }
    setStep("verifying");
    try {
      await verify.mutateAsync({ orderId: order._id, checkout });
    } catch (error) {
      // A live event confirmed the payment meanwhile: the order went through whatever this answer says.
      if (succeededFor.current === order._id) return;
      const message = serverMessage(error) ?? ORDER_MESSAGES.verificationFailed;
      // The server may still confirm it (webhook): the order's page must not keep showing it unpaid.
      void settlePayment(queryClient, order._id, { kind: "unconfirmed", message });
      fail(order, { kind: "verify", message });
      return;
    }
    succeed(order, ORDER_MESSAGES.placedOnline);
  }

  async function run(first: Step, task: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setStep(first);
    try {
      await task();
    } finally {
      busy.current = false;
      setStep(null);
    }
  }

  /**
   * Place order: the same Idempotency-Key for the same cart, address, mode, slot, coupon and tip, so a retry never
   * makes two orders.
   */
  const placeTheOrder = () =>
    run("placing", async () => {
      const idempotencyKey = checkoutStore.idempotencyKeyFor(
        checkoutScope(cart, addressId, paymentMode, scheduledFor, tip),
      );
      let response: Awaited<ReturnType<typeof placeOrder>>;
      try {
        const body = {
          paymentMode,
          addressId,
          ...(scheduledFor ? { scheduledFor } : {}),
          ...(tip > 0 ? { tip } : {}),
        };
        response = await place.mutateAsync({ body, idempotencyKey });
      } catch (error) {
        toast.error(messageText(serverMessage(error) ?? ORDER_MESSAGES.orderFailed));
        return;
      }
      const { order, paymentDetails } = response;
      if (order.status === "CANCELLED") {
        // The same key answered with an earlier order that expired unpaid: the next press makes a new one.
        checkoutStore.dropIdempotencyKey();
        toast.error(messageText(ORDER_MESSAGES.paymentWindowClosed));
        return;
      }
      if (order.paymentMode === "COD" || order.paymentStatus === "PAID" || !paymentDetails) {
        succeed(
          order,
          order.paymentMode === "COD" ? response.message || ORDER_MESSAGES.placedCod : ORDER_MESSAGES.placedOnline,
        );
        return;
      }
      await pay(order, paymentDetails);
    });

  /** Pay now: a new checkout for the unpaid order. */
  const payAgain = () =>
    run("restarting", async () => {
      const { order } = attempt;
      if (!order) return;
      let details: PaymentStart;
      try {
        ({ paymentDetails: details } = await restart.mutateAsync(order._id));
      } catch (error) {
        const message = serverMessage(error) ?? errorMessage(error);
        if (error instanceof ApiError && error.status < 500) {
          // Refused (e.g. past the deadline): this order cannot be paid any more, so Place order makes a new one.
          checkoutStore.dropIdempotencyKey();
          fail(order, { kind: "payAgain", message });
        } else {
          // The server could not be reached: the order is still payable, so Pay now stays.
          fail(order, { kind: "failed", message });
        }
        return;
      }
      await pay(order, details);
    });

  /** Lets the unpaid order go (another address or mode means another order); stable, for effects and callbacks. */
  const forget = useCallback(() => setAttempt(NO_ATTEMPT), []);

  const { order, error, succeeded } = attempt;
  const phase: PlaceAndPayPhase = step ?? (succeeded ? "succeeded" : error ? SETTLED_PHASE[error.kind] : "idle");
  return {
    phase,
    /** Under way: placing, paying, verifying or asking for a new checkout. */
    working: step !== null,
    /** The unpaid online order of this checkout, if any. */
    order,
    error,
    /** Whether "Pay now" is offered: the last checkout failed or was cancelled and the order is still payable. */
    canPayAgain: error?.kind === "failed" || error?.kind === "cancelled",
    placeOrder: placeTheOrder,
    payAgain,
    forget,
  };
}
