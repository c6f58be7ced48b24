/**
 * The cart's "Offers" (issue 14): a coupon code field with Apply, the coupon on the cart with what it saves (or, after
 * the cart changed, the rule that now stops it) and Remove, and the offers for this cart, each with what it would save
 * or why it does not apply. A refused code's message (the server's 422, e.g. "Add ₹40 more to use ZAIKA50") is shown
 * under the field and read with it.
 */

import type { CartCoupon, CartOffer } from "@zaika/contract/coupons";
import { parseCouponCode } from "@zaika/contract/coupons-rules";
import { TicketPercent, TriangleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { useApplyCoupon, useRemoveCoupon } from "../api/apply-coupon";
import { useCartOffers } from "../api/get-cart-offers";

function AppliedCoupon({
  coupon,
  removing,
  onRemove,
}: {
  coupon: CartCoupon;
  removing: boolean;
  onRemove: () => void;
}) {
  const stopped = coupon.problem !== null;
  return (
    <div
      className={`flex items-start gap-3 rounded-xl p-3 ring-1 ${
        stopped ? "bg-yellow-50 ring-yellow-300" : "bg-green-50 ring-green-300"
      }`}
    >
      {stopped ? (
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-yellow-800" aria-hidden="true" />
      ) : (
        <TicketPercent className="mt-0.5 size-5 shrink-0 text-green-800" aria-hidden="true" />
      )}
      {/* Polite: a change of the cart may make the coupon stop (or start) applying, and the customer hears why. */}
      <div className="min-w-0 flex-1" aria-live="polite">
        <p className="font-semibold text-gray-900">
          {coupon.code} <span className="font-normal text-gray-800">· {coupon.title}</span>
        </p>
        <p className={`text-sm ${stopped ? "text-yellow-950" : "text-green-900"}`}>
          {coupon.problem
            ? messageText(coupon.problem)
            : t("cart:couponApplied", { code: coupon.code, amount: formatRupees(coupon.discount) })}
        </p>
      </div>
      <Button variant="secondary" size="sm" loading={removing} onClick={onRemove} aria-label={t("cart:removeCoupon")}>
        {t("cart:remove")}
      </Button>
    </div>
  );
}

function OfferRow({
  offer,
  applied,
  applying,
  onApply,
}: {
  offer: CartOffer;
  applied: boolean;
  applying: boolean;
  onApply: (code: string) => void;
}) {
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">
          <span className="font-mono">{offer.code}</span> · {offer.title}
        </p>
        <p className="text-sm text-gray-700">{messageText(offer.summary)}</p>
        {offer.problem ? (
          <p className="text-sm text-gray-800">{messageText(offer.problem)}</p>
        ) : (
          <p className="text-sm font-semibold text-green-800">
            {t("cart:youSave", { amount: formatRupees(offer.discount) })}
          </p>
        )}
      </div>
      {applied ? (
        <span className="shrink-0 py-1.5 text-sm font-semibold text-green-800">{t("cart:applied")}</span>
      ) : (
        offer.problem === null && (
          <Button variant="secondary" size="sm" loading={applying} onClick={() => onApply(offer.code)}>
            {t("cart:apply")} <span className="sr-only">{offer.code}</span>
          </Button>
        )
      )}
    </li>
  );
}

function OffersList({
  appliedCode,
  applyingCode,
  onApply,
}: {
  appliedCode: string | null;
  applyingCode: string | null;
  onApply: (code: string) => void;
}) {
  const offers = useCartOffers();
  if (offers.isPending) {
    return (
      <div aria-busy="true" className="space-y-3 pt-3">
        <span className="sr-only" role="status">
          {t("cart:loadingOffers")}
        </span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (offers.isError) {
    return (
      <ErrorState
        title={t("cart:offersLoadFailed")}
        message={messageText(errorMessage(offers.error))}
        onRetry={() => offers.refetch()}
        retrying={offers.isFetching}
      />
    );
  }
  if (offers.data.length === 0) {
    return <p className="pt-3 text-sm text-gray-700">{t("cart:noOffers")}</p>;
  }
  return (
    <ul aria-label={t("cart:offersForCart")} className="divide-y divide-gray-200">
      {offers.data.map((offer) => (
        <OfferRow
          key={offer.code}
          offer={offer}
          applied={offer.code === appliedCode}
          applying={applyingCode === offer.code}
          onApply={onApply}
        />
      ))}
    </ul>
  );
}

export function OffersSection({ coupon }: { coupon: CartCoupon | null }) {
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  function apply(typed: string) {
    const parsed = parseCouponCode(typed);
    if ("problem" in parsed) {
      setError(parsed.problem);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    applyCoupon.mutate(parsed.code, {
      onSuccess: () => setCode(""),
      onError: (failure) => {
        // The server's reason (which rule stopped the code) goes under the field, where the customer is.
        setCode(parsed.code);
        setError(errorMessage(failure));
        inputRef.current?.focus();
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(code);
  }

  function remove() {
    removeCoupon.mutate(undefined, {
      // The Remove button goes with the coupon: the field takes the focus, so the keyboard is not lost.
      onSuccess: () => inputRef.current?.focus(),
    });
  }

  const applyingCode = applyCoupon.isPending ? (applyCoupon.variables ?? null) : null;

  return (
    <section aria-labelledby="offers-heading" className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="offers-heading" className="flex items-center gap-2 font-bold text-gray-900">
        <TicketPercent className="size-5 text-brand-700" aria-hidden="true" />
        {t("cart:offers")}
      </h2>
      {coupon && <AppliedCoupon coupon={coupon} removing={removeCoupon.isPending} onRemove={remove} />}
      <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
        <TextField
          ref={inputRef}
          label={t("cart:couponCode")}
          className="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(undefined);
          }}
          error={error === undefined ? undefined : messageText(error)}
        />
        <Button
          type="submit"
          variant="secondary"
          className="mt-7 shrink-0"
          loading={applyingCode !== null && applyingCode === code.trim().toUpperCase()}
        >
          {t("cart:apply")}
        </Button>
      </form>
      <OffersList appliedCode={coupon?.code ?? null} applyingCode={applyingCode} onApply={apply} />
    </section>
  );
}
