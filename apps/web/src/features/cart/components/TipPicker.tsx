/**
 * "Tip your rider" at checkout (issue 14): ₹10, ₹20 or ₹50, a custom amount in whole rupees (at most TIP_MAX_RUPEES,
 * checked by the same schema as the server's), or no tip. The buttons are toggle buttons (aria-pressed); a custom
 * amount the server would refuse is reported to the page, which holds Place order until it is fixed.
 */
import { TIP_MAX_RUPEES, TIP_PRESETS_RUPEES } from "@zaika/contract/coupons-rules";
import { PlaceOrderBodySchema } from "@zaika/contract/order";
import { Bike } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { TextField } from "../../../components/ui/TextField";
import { formatRupees, messageText, t } from "../../../lib/i18n";

const TipSchema = PlaceOrderBodySchema.shape.tip.unwrap();

/**
 * The custom field's text as a tip: the amount, or the message saying what is wrong with it (the contract's, or a
 * catalog key; shown with messageText).
 */
export function parseCustomTip(text: string): { ok: true; tip: number } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: true, tip: 0 };
  const parsed = TipSchema.safeParse(Number(text));
  if (parsed.success) return { ok: true, tip: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "cart:tipWholeRupees" };
}

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        pressed ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-gray-900 ring-gray-300 hover:bg-gray-100"
      }`}
    >
      {children}
    </button>
  );
}

export function TipPicker({
  tip,
  custom,
  disabled = false,
  onChange,
  onProblem,
}: {
  /** The tip chosen, in whole rupees (0: none). */
  tip: number;
  /** Whether it was typed as a custom amount. */
  custom: boolean;
  disabled?: boolean;
  onChange: (tip: number, custom: boolean) => void;
  /** A custom amount that cannot be sent (its message), or null once there is none. */
  onProblem: (message: string | null) => void;
}) {
  const [text, setText] = useState(custom && tip > 0 ? String(tip) : "");
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const openedCustom = useRef(false);

  // Choosing "Custom" moves the focus into its field, where the amount is typed next.
  useEffect(() => {
    if (custom && openedCustom.current) inputRef.current?.focus();
    openedCustom.current = false;
  }, [custom]);

  function choose(amount: number) {
    setError(undefined);
    onProblem(null);
    onChange(amount, false);
  }

  /** The custom amount typed so far becomes the tip, or its problem is shown and held against Place order. */
  function takeCustom(value: string) {
    const parsed = parseCustomTip(value);
    setError(parsed.ok ? undefined : parsed.message);
    onProblem(parsed.ok ? null : parsed.message);
    onChange(parsed.ok ? parsed.tip : 0, true);
  }

  function chooseCustom() {
    openedCustom.current = true;
    takeCustom(text);
  }

  function typeCustom(value: string) {
    setText(value);
    takeCustom(value);
  }

  return (
    <section aria-labelledby="tip-heading" className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <fieldset disabled={disabled}>
        <legend id="tip-heading" className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <Bike className="size-5 text-brand-700" aria-hidden="true" />
          {t("cart:tipYourRider")}
        </legend>
        <p className="mt-1 text-sm text-gray-700">{t("cart:tipIntro")}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {TIP_PRESETS_RUPEES.map((amount) => (
            <Choice key={amount} pressed={!custom && tip === amount} onClick={() => choose(amount)}>
              {formatRupees(amount)}
            </Choice>
          ))}
          <Choice pressed={custom} onClick={chooseCustom}>
            {t("cart:tipCustom")}
          </Choice>
          <Choice pressed={!custom && tip === 0} onClick={() => choose(0)}>
            {t("cart:noTip")}
          </Choice>
        </div>
        {custom && (
          <TextField
            ref={inputRef}
            label={t("cart:tipAmount")}
            type="number"
            inputMode="numeric"
            min={1}
            max={TIP_MAX_RUPEES}
            step={1}
            value={text}
            onChange={(event) => typeCustom(event.target.value)}
            error={error === undefined ? undefined : messageText(error)}
            hint={t("cart:tipHint", { max: formatRupees(TIP_MAX_RUPEES) })}
            className="mt-3 max-w-xs"
          />
        )}
      </fieldset>
    </section>
  );
}
