/**
 * The sandbox payment checkout: a card-checkout look-alike for the offline payments provider. Pay and Fail ask the
 * sandbox to capture or decline the provider order (as a bank would); Cancel, Escape or the backdrop close it unpaid.
 * No real money moves: the card is a test card.
 */
import { getSandboxOrder, paySandboxOrder } from "@zaika/contract/endpoints/payments";
import type { PaymentStart } from "@zaika/contract/order";
import { type CheckoutSuccess, PAYMENT_MESSAGES, SANDBOX_METHODS, type SandboxOrder } from "@zaika/contract/payment";
import { CreditCard, Landmark, LockKeyhole, Smartphone, Wallet, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { call } from "../../lib/api-client";
import { errorMessage } from "../../lib/api-error";
import { formatRupees, messageText, t } from "../../lib/i18n";
import { Trans } from "../i18n/Trans";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";
import { useModal } from "../ui/use-modal";

export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

const METHOD_KEYS = {
  card: "payments:methodCard",
  upi: "payments:methodUpi",
  netbanking: "payments:methodNetbanking",
  wallet: "payments:methodWallet",
} as const satisfies Record<SandboxMethod, string>;
const METHOD_ICONS = { card: CreditCard, upi: Smartphone, netbanking: Landmark, wallet: Wallet } as const;

// i18n-ignore: banks' names, the same in every language
const SANDBOX_BANKS = ["State Bank of India", "HDFC Bank", "ICICI Bank"] as const;
// i18n-ignore: wallets' names, the same in every language
const SANDBOX_WALLETS = ["Paytm", "PhonePe"] as const;

export const TEST_CARD = { number: "4111 1111 1111 1111", expiry: "12/30", cvv: "123" } as const;

type SandboxCheckoutProps = {
  details: PaymentStart;
  onSuccess: (result: CheckoutSuccess) => void;
  onFailure: (message: string) => void;
  onCancel: () => void;
};

const fieldClass =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200";

function MethodPanel({ method, payerName }: { method: SandboxMethod; payerName: string }) {
  if (method === "card") {
    return (
      <div className="space-y-3">
        <label className="block text-sm font-medium text-gray-800">
          {t("payments:cardNumber")}
          <input className={fieldClass} defaultValue={TEST_CARD.number} inputMode="numeric" autoComplete="off" />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm font-medium text-gray-800">
            {t("payments:expiry")}
            <input className={fieldClass} defaultValue={TEST_CARD.expiry} autoComplete="off" />
          </label>
          <label className="block text-sm font-medium text-gray-800">
            {t("payments:cvv")}
            <input className={fieldClass} defaultValue={TEST_CARD.cvv} inputMode="numeric" autoComplete="off" />
          </label>
        </div>
        <label className="block text-sm font-medium text-gray-800">
          {t("payments:nameOnCard")}
          <input className={fieldClass} defaultValue={payerName} autoComplete="off" />
        </label>
      </div>
    );
  }
  if (method === "upi") {
    return (
      <label className="block text-sm font-medium text-gray-800">
        {t("payments:upiId")}
        <input className={fieldClass} defaultValue="success@sandbox" autoComplete="off" />
      </label>
    );
  }
  const options = method === "netbanking" ? SANDBOX_BANKS : SANDBOX_WALLETS;
  return (
    <label className="block text-sm font-medium text-gray-800">
      {method === "netbanking" ? t("payments:bank") : t("payments:methodWallet")}
      <select className={fieldClass} defaultValue={options[0]}>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
}

export function SandboxCheckout({ details, onSuccess, onFailure, onCancel }: SandboxCheckoutProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const tabsId = useId();
  const [order, setOrder] = useState<SandboxOrder | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [method, setMethod] = useState<SandboxMethod>("card");
  const [working, setWorking] = useState<"success" | "failure" | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const tabRefs = useRef<Partial<Record<SandboxMethod, HTMLButtonElement | null>>>({});
  const providerOrderId = details.orderId;

  // Escape and the backdrop cancel, but not while the "bank" is answering: the outcome must reach the page.
  useModal(
    true,
    () => {
      if (!working) onCancel();
    },
    panelRef,
  );

  useEffect(() => {
    const controller = new AbortController();
    call(getSandboxOrder, { params: { providerOrderId }, signal: controller.signal, toast: false })
      .then(setOrder)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(messageText(errorMessage(error)));
      });
    return () => controller.abort();
  }, [providerOrderId]);

  async function submit(outcome: "success" | "failure") {
    setWorking(outcome);
    setPayError(null);
    try {
      const answer = await call(paySandboxOrder, {
        params: { providerOrderId },
        body: { outcome, method },
        toast: false,
      });
      if (answer.status === "captured") onSuccess(answer.response);
      else onFailure(answer.error.description || PAYMENT_MESSAGES.declined);
    } catch (error) {
      // The sandbox could not be reached: nothing was paid, so the customer may try again or cancel.
      setPayError(messageText(errorMessage(error)));
      setWorking(null);
    }
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = SANDBOX_METHODS.indexOf(method);
    let next: number | null = null;
    if (event.key === "ArrowRight") next = (index + 1) % SANDBOX_METHODS.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + SANDBOX_METHODS.length) % SANDBOX_METHODS.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = SANDBOX_METHODS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = SANDBOX_METHODS[next] ?? "card";
    setMethod(target);
    tabRefs.current[target]?.focus();
  }

  const amount = formatRupees((order?.amount ?? details.amount) / 100);
  const alreadyPaid = order?.status === "paid";
  const busy = working !== null;

  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4">
      <button
        type="button"
        tabIndex={-1}
        aria-label={t("payments:cancelPayment")}
        className="absolute inset-0 size-full cursor-default bg-gray-950/60"
        onClick={() => !busy && onCancel()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative flex max-h-dvh w-full max-w-md flex-col overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl"
      >
        <header className="flex items-start justify-between gap-4 rounded-t-2xl bg-gray-900 px-5 py-4 text-white">
          <div>
            <h2 id={titleId} className="text-lg font-bold">
              {order?.merchant ?? t("payments:merchant")}
            </h2>
            <p className="text-sm text-gray-200">
              <Trans
                i18nKey="payments:amountToPay"
                values={{ amount }}
                components={{ strong: <span className="font-semibold text-white" /> }}
              />
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className="rounded-full bg-yellow-300 px-2 py-0.5 text-xs font-bold text-gray-900">
              {t("payments:testMode")}
            </span>
            <button
              type="button"
              aria-label={t("payments:close")}
              onClick={onCancel}
              disabled={busy}
              className="rounded-full p-1 text-gray-200 hover:bg-white/10 disabled:opacity-50"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
        </header>

        <div className="space-y-4 px-5 py-4">
          {loadError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {loadError}
            </p>
          ) : !order ? (
            <div className="flex justify-center py-8">
              <Spinner label={t("payments:loadingDetails")} />
            </div>
          ) : alreadyPaid ? (
            <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
              {messageText(PAYMENT_MESSAGES.alreadyPaid)}
            </p>
          ) : (
            <>
              <div
                role="tablist"
                aria-label={t("payments:paymentMethod")}
                className="grid grid-cols-4 gap-1 rounded-xl bg-gray-100 p-1"
              >
                {SANDBOX_METHODS.map((value) => {
                  const Icon = METHOD_ICONS[value];
                  const selected = value === method;
                  return (
                    <button
                      key={value}
                      ref={(element) => {
                        tabRefs.current[value] = element;
                      }}
                      type="button"
                      role="tab"
                      id={`${tabsId}-${value}`}
                      aria-selected={selected}
                      aria-controls={`${tabsId}-panel`}
                      tabIndex={selected ? 0 : -1}
                      onClick={() => setMethod(value)}
                      onKeyDown={onTabKeyDown}
                      className={`flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-xs font-semibold ${
                        selected ? "bg-white text-brand-800 shadow" : "text-gray-700 hover:bg-white/60"
                      }`}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {t(METHOD_KEYS[value])}
                    </button>
                  );
                })}
              </div>
              <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${method}`}>
                <MethodPanel method={method} payerName={details.prefill.name} />
              </div>
              <p className="text-xs text-gray-700">{t("payments:testNote")}</p>
            </>
          )}
          {payError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {payError}
            </p>
          )}
        </div>

        <footer className="flex flex-col gap-2 border-t border-gray-200 px-5 py-4">
          {order && !alreadyPaid && (
            <Button onClick={() => submit("success")} loading={working === "success"} disabled={busy} size="lg">
              <LockKeyhole className="size-4" aria-hidden="true" />
              {t("payments:payAmount", { amount })}
            </Button>
          )}
          <div className="grid grid-cols-2 gap-2">
            {order && !alreadyPaid && (
              <Button
                variant="secondary"
                onClick={() => submit("failure")}
                loading={working === "failure"}
                disabled={busy}
                aria-describedby={`${tabsId}-fail-hint`}
              >
                {t("payments:fail")}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={onCancel}
              disabled={busy}
              className={order && !alreadyPaid ? "" : "col-span-2"}
            >
              {t("payments:cancel")}
            </Button>
          </div>
          <p id={`${tabsId}-fail-hint`} className="sr-only">
            {t("payments:failHint")}
          </p>
        </footer>
      </div>
    </div>
  );
}
