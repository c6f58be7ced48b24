/**
 * Opens the payment provider's checkout in the browser for an order's payment start (ARCHITECTURE §4): the sandbox's
 * own card-checkout modal offline, Razorpay Checkout (checkout.js, loaded only then) in razorpay mode. Both resolve
 * with what Razorpay Checkout's handler receives, so the caller verifies the payment the same way.
 */
import type { PaymentStart } from "@zaika/contract/order";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { createElement } from "react";
import { APP_NAME, THEME_COLOR } from "../config/site";
import { t } from "./i18n";

export type PaymentCheckoutFailure = "failed" | "cancelled";

export class PaymentCheckoutError extends Error {
  readonly reason: PaymentCheckoutFailure;

  constructor(reason: PaymentCheckoutFailure, message: string) {
    super(message);
    this.name = "PaymentCheckoutError";
    this.reason = reason;
  }
}

/** The checkout's own messages, in the current language whenever one is read. */
export const CHECKOUT_MESSAGES = {
  get cancelled(): string {
    return t("ui:paymentCancelled");
  },
  get failed(): string {
    return t("ui:paymentFailed");
  },
  get scriptFailed(): string {
    return t("ui:paymentPageNotLoaded");
  },
} as const;

export const RAZORPAY_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

export function openPaymentCheckout(details: PaymentStart): Promise<CheckoutSuccess> {
  return details.provider === "sandbox" ? openSandboxCheckout(details) : openRazorpayCheckout(details);
}

/** The sandbox modal, rendered in a root of its own so any page can open it without wiring a portal. */
async function openSandboxCheckout(details: PaymentStart): Promise<CheckoutSuccess> {
  // Loaded on demand: the modal costs nothing until someone pays.
  const [{ SandboxCheckout }, { createRoot }] = await Promise.all([
    import("../components/payments/SandboxCheckout"),
    import("react-dom/client"),
  ]);
  const host = document.createElement("div");
  host.dataset.paymentCheckout = "sandbox";
  document.body.append(host);
  const root = createRoot(host);

  return new Promise<CheckoutSuccess>((resolve, reject) => {
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      // Unmounted after this task so the modal's own event handler has finished first.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
      settle();
    };
    root.render(
      createElement(SandboxCheckout, {
        details,
        onSuccess: (result: CheckoutSuccess) => finish(() => resolve(result)),
        onFailure: (message: string) =>
          finish(() => reject(new PaymentCheckoutError("failed", message || CHECKOUT_MESSAGES.failed))),
        onCancel: () => finish(() => reject(new PaymentCheckoutError("cancelled", CHECKOUT_MESSAGES.cancelled))),
      }),
    );
  });
}

/** The parts of Razorpay Checkout (checkout.js) this app uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: "payment.failed", handler: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let scriptLoading: Promise<RazorpayConstructor> | null = null;

/** Injects checkout.js once; a failed load may be tried again later. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  scriptLoading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.addEventListener("load", () => {
      // From now on window.Razorpay answers; the promise is only for calls made while the script loads.
      scriptLoading = null;
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(CHECKOUT_MESSAGES.scriptFailed));
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(CHECKOUT_MESSAGES.scriptFailed));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoading = null;
    throw error;
  });
  return scriptLoading;
}

async function openRazorpayCheckout(details: PaymentStart): Promise<CheckoutSuccess> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    throw new PaymentCheckoutError("failed", CHECKOUT_MESSAGES.scriptFailed);
  }
  return new Promise<CheckoutSuccess>((resolve, reject) => {
    let settled = false;
    const checkout = new Razorpay({
      key: details.keyId,
      amount: details.amount,
      currency: details.currency,
      order_id: details.orderId,
      name: APP_NAME,
      prefill: {
        name: details.prefill.name,
        email: details.prefill.email ?? undefined,
        contact: details.prefill.contact ?? undefined,
      },
      theme: { color: THEME_COLOR },
      handler: (response) => {
        settled = true;
        resolve(response);
      },
      modal: {
        ondismiss: () => {
          if (settled) return;
          settled = true;
          reject(new PaymentCheckoutError("cancelled", CHECKOUT_MESSAGES.cancelled));
        },
      },
    });
    checkout.on("payment.failed", (response) => {
      if (settled) return;
      settled = true;
      // The order stays payable; the page offers "Pay now", which starts a fresh checkout for the same order.
      reject(new PaymentCheckoutError("failed", response.error?.description || CHECKOUT_MESSAGES.failed));
      checkout.close();
    });
    checkout.open();
  });
}
