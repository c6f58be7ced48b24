/**
 * Checkout state (spec §3): chosen delivery address, payment mode, delivery slot, the rider's tip, the order-success
 * flag and the cart step, plus the Idempotency-Key of the order being placed. Kept in sessionStorage so a reload in the middle of paying
 * keeps it.
 */
import { CHECKOUT } from "@zaika/contract/constants";
import { TIP_MAX_RUPEES } from "@zaika/contract/coupons-rules";
import { useSyncExternalStore } from "react";
import { authStore } from "../../lib/auth-store";

export type CheckoutPaymentMode = "ONLINE" | "COD";

export interface CheckoutState {
  /** The chosen address's id; "" until one is chosen. */
  selectedDelAddress: string;
  paymentMode: CheckoutPaymentMode;
  /** The delivery slot chosen (an ISO instant); null: deliver now. */
  scheduledFor: string | null;
  /** The rider's tip in whole rupees (issue 14); 0: none. */
  tip: number;
  /** Whether the tip was typed ("Custom") rather than one of the buttons, so a reload shows the same choice. */
  tipCustom: boolean;
  orderSuccess: boolean;
  cartStep: number;
  /** The key of the order being placed: reused by every retry of the same cart, so it never becomes two orders. */
  idempotencyKey: string | null;
  /** What the key was made for (cart lines, address, payment mode): another request needs another key. */
  idempotencyScope: string | null;
  /** The order placed last, for "View My Orders" on the success screen. */
  lastOrderId: string | null;
}

export const CHECKOUT_STORAGE_KEY = "zaika:checkout";

const initialState: CheckoutState = {
  selectedDelAddress: "",
  paymentMode: CHECKOUT.defaultPaymentMode,
  scheduledFor: null,
  tip: 0,
  tipCustom: false,
  orderSuccess: false,
  cartStep: CHECKOUT.firstCartStep,
  idempotencyKey: null,
  idempotencyScope: null,
  lastOrderId: null,
};

const text = (value: unknown, fallback: string | null) => (typeof value === "string" ? value : fallback);

/** Whatever is read back is checked field by field: a corrupt or old value falls back to the start state. */
function readStored(): CheckoutState {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode): checkout then lasts as long as the page.
  }
  if (!raw) return initialState;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return initialState;
  }
  if (typeof value !== "object" || value === null) return initialState;
  const stored = value as Record<string, unknown>;
  const step = stored.cartStep;
  const key = text(stored.idempotencyKey, null);
  const tip = stored.tip;
  return {
    selectedDelAddress: text(stored.selectedDelAddress, "") ?? "",
    paymentMode: stored.paymentMode === "COD" || stored.paymentMode === "ONLINE" ? stored.paymentMode : "ONLINE",
    scheduledFor: text(stored.scheduledFor, null),
    tip: typeof tip === "number" && Number.isInteger(tip) && tip >= 0 && tip <= TIP_MAX_RUPEES ? tip : 0,
    tipCustom: stored.tipCustom === true,
    orderSuccess: stored.orderSuccess === true,
    cartStep: typeof step === "number" && Number.isInteger(step) && step >= 1 && step <= 10 ? step : 1,
    idempotencyKey: key && /^[A-Za-z0-9_.:-]{8,100}$/.test(key) ? key : null,
    idempotencyScope: key ? text(stored.idempotencyScope, null) : null,
    lastOrderId: text(stored.lastOrderId, null),
  };
}

let state: CheckoutState = readStored();
const listeners = new Set<() => void>();

function setState(patch: Partial<CheckoutState>): void {
  state = { ...state, ...patch };
  try {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Not remembered across reloads when storage is unavailable; the page still works.
  }
  for (const listener of listeners) listener();
}

function newKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Older browsers on plain http have no randomUUID; 128 random bits written in hex do the same job.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const checkoutStore = {
  getState: (): CheckoutState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  selectAddress(addressId: string): void {
    if (addressId !== state.selectedDelAddress) setState({ selectedDelAddress: addressId });
  },

  setPaymentMode(paymentMode: CheckoutPaymentMode): void {
    if (paymentMode !== state.paymentMode) setState({ paymentMode });
  },

  /** A slot for a scheduled order, or null to deliver now. */
  setScheduledFor(scheduledFor: string | null): void {
    if (scheduledFor !== state.scheduledFor) setState({ scheduledFor });
  },

  /** The rider's tip in whole rupees (0: none), and whether it was typed as a custom amount. */
  setTip(tip: number, tipCustom = false): void {
    if (tip !== state.tip || tipCustom !== state.tipCustom) setState({ tip, tipCustom });
  },

  setCartStep(cartStep: number): void {
    if (cartStep !== state.cartStep) setState({ cartStep });
  },

  /**
   * The Idempotency-Key for placing an order for `scope` (a description of the cart, address and mode): the same key
   * while the scope is unchanged (double click, retry, reload then retry), a new one once anything in it changed.
   */
  idempotencyKeyFor(scope: string): string {
    if (state.idempotencyKey && state.idempotencyScope === scope) return state.idempotencyKey;
    const idempotencyKey = newKey();
    setState({ idempotencyKey, idempotencyScope: scope });
    return idempotencyKey;
  },

  /** Forget the key, so the next Place order makes a new order (e.g. the earlier one expired unpaid). */
  dropIdempotencyKey(): void {
    if (state.idempotencyKey) setState({ idempotencyKey: null, idempotencyScope: null });
  },

  /** The order went through (COD placed, or online payment verified): show the success screen. */
  orderPlaced(orderId: string): void {
    setState({
      orderSuccess: true,
      lastOrderId: orderId,
      idempotencyKey: null,
      idempotencyScope: null,
      scheduledFor: null,
      // A tip is for one order: the next one starts without.
      tip: 0,
      tipCustom: false,
    });
  },

  /** Spec §4: the success screen resets the flag and goes back to step 1 (either button, or after 10 s). */
  resetAfterSuccess(): void {
    setState({ orderSuccess: false, cartStep: CHECKOUT.firstCartStep });
  },

  /** Back to the start state (tests; and the same as a fresh tab). */
  reset(): void {
    setState(initialState);
  },

  /** Reads sessionStorage again, as a page load does. */
  reload(): void {
    state = readStored();
    for (const listener of listeners) listener();
  },
};

// Signing out ends the checkout: the next customer in this tab must not inherit the address or the pending key.
authStore.subscribe(() => {
  if (authStore.getState().status === "signedOut" && state !== initialState) checkoutStore.reset();
});

export function useCheckout(): CheckoutState {
  return useSyncExternalStore(checkoutStore.subscribe, checkoutStore.getState, checkoutStore.getState);
}
