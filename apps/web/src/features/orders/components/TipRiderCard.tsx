/**
 * "Tip your rider" on a delivered order's page (issue 14): ₹10, ₹20, ₹50 or a custom amount in whole rupees, paid
 * through the same checkout as orders; then "Thank you — ₹20 goes to Ravi in full". The tip is its own payment: the
 * order's bill and invoice do not change. Offered for 7 days after delivery, once per order (the server decides; the
 * card only hides itself when the window has visibly ended).
 */
import { TIP_PRESETS_RUPEES } from "@zaika/contract/coupons-rules";
import type { Order } from "@zaika/contract/order";
import { TIP_MESSAGES, TipBodySchema, tipWindowEndsAt } from "@zaika/contract/tips";
import { HandCoins } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { useTipRider } from "../api/tip-rider";

const TITLE_ID = "tip-rider-title";
const CHOOSE_MESSAGE = "orders:chooseTipAmount";

/** The custom field's text as a tip in rupees, or the message saying what is wrong with it. */
export function parseTipAmount(text: string): { ok: true; amount: number } | { ok: false; message: string } {
  const parsed = TipBodySchema.shape.amount.safeParse(text.trim() === "" ? Number.NaN : Number(text));
  return parsed.success
    ? { ok: true, amount: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? TIP_MESSAGES.amount };
}

/** When the order was delivered, from its timeline (the wire carries no separate field). */
function deliveredAtOf(order: Order): Date | null {
  const entry = order.timeline.findLast((e) => e.type === "status" && e.to === "DELIVERED");
  return entry ? new Date(entry.at) : null;
}

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
        pressed ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-gray-900 ring-gray-300 hover:bg-gray-100"
      }`}
    >
      {children}
    </button>
  );
}

export function TipRiderCard({ order }: { order: Order }) {
  const tip = useTipRider(order._id);
  const [choice, setChoice] = useState<number | "custom" | null>(null);
  const [customText, setCustomText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const customRef = useRef<HTMLInputElement>(null);

  if (order.status !== "DELIVERED" || !order.rider) return null;
  const riderName = order.rider.name;
  const justPaid = tip.data?.outcome === "paid" ? tip.data.tip.data.amount : null;
  const paidAmount = justPaid ?? (order.tipAfterDelivery?.status === "PAID" ? order.tipAfterDelivery.amount : null);

  if (paidAmount !== null) {
    return (
      <section aria-labelledby={TITLE_ID} className="rounded-2xl bg-green-50 p-5 ring-1 ring-green-200 sm:p-6">
        <h2 id={TITLE_ID} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <HandCoins className="size-5 text-green-800" aria-hidden="true" />
          {t("orders:tipForRider")}
        </h2>
        <p role="status" className="mt-2 text-gray-900">
          {t("orders:tipPaidThanks", { amount: formatRupees(paidAmount), name: riderName })}
        </p>
      </section>
    );
  }

  const deliveredAt = deliveredAtOf(order);
  if (!deliveredAt || Date.now() >= tipWindowEndsAt(deliveredAt).getTime()) return null;

  const custom = choice === "custom" ? parseTipAmount(customText) : null;
  const amount = typeof choice === "number" ? choice : custom?.ok ? custom.amount : null;
  const customError = custom && !custom.ok && customText !== "" ? messageText(custom.message) : undefined;
  const failure = tip.data?.outcome === "failed" ? tip.data.message : tip.isError ? errorMessage(tip.error) : null;

  function choose(next: number | "custom") {
    setChoice(next);
    setProblem(null);
    tip.reset();
    // The custom field appears with the choice; the focus goes where the amount is typed next.
    if (next === "custom") queueMicrotask(() => customRef.current?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (amount === null) {
      setProblem(choice === "custom" ? (custom && !custom.ok ? custom.message : TIP_MESSAGES.amount) : CHOOSE_MESSAGE);
      if (choice === "custom") customRef.current?.focus();
      return;
    }
    setProblem(null);
    tip.mutate(amount);
  }

  return (
    <section aria-labelledby={TITLE_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id={TITLE_ID} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <HandCoins className="size-5 text-brand-700" aria-hidden="true" />
        {t("cart:tipYourRider")}
      </h2>
      <p className="mt-1 text-gray-800">{t("orders:tipRiderIntro", { name: riderName })}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <fieldset>
          <legend className="sr-only">{t("orders:tipAmount")}</legend>
          <div className="flex flex-wrap gap-2">
            {TIP_PRESETS_RUPEES.map((preset) => (
              <Choice key={preset} pressed={choice === preset} onClick={() => choose(preset)}>
                {formatRupees(preset)}
              </Choice>
            ))}
            <Choice pressed={choice === "custom"} onClick={() => choose("custom")}>
              {t("cart:tipCustom")}
            </Choice>
          </div>
        </fieldset>
        {choice === "custom" && (
          <TextField
            ref={customRef}
            label={t("orders:yourTip")}
            prefix="₹"
            inputMode="numeric"
            autoComplete="off"
            value={customText}
            onChange={(event) => {
              setCustomText(event.target.value);
              setProblem(null);
            }}
            error={customError}
            className="max-w-48"
          />
        )}
        {(problem || failure) && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            {messageText(problem ?? failure ?? undefined)}
          </p>
        )}
        <Button type="submit" loading={tip.isPending}>
          {amount === null ? t("orders:payTip") : t("orders:payTipAmount", { amount: formatRupees(amount) })}
        </Button>
      </form>
    </section>
  );
}
