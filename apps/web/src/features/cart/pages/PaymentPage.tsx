/**
 * /user/cart/payment (guard: signed in with a non-empty cart, else /user/cart): delivery address, payment mode, a tip
 * for the rider (issue 14), order summary and Place order. COD succeeds at once; ONLINE opens the provider's checkout, then verifies. A failed
 * or cancelled payment keeps the same order, which "Pay now" can pay until its deadline. The place → pay → verify
 * machine is usePlaceAndPay; this page only shows it.
 */
import type { Address } from "@zaika/contract/address";
import type { CartResponse } from "@zaika/contract/cart";
import { toRupees } from "@zaika/contract/money";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import type { PaymentMode } from "@zaika/contract/order-status";
import { ArrowLeft, Banknote, CreditCard, TriangleAlert } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { Button } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Spinner } from "../../../components/ui/Spinner";
import { useMediaQuery } from "../../../components/ui/use-media-query";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { formatTime } from "../../../lib/india-time";
import { Link, Navigate } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useCart } from "../api/get-cart";
import { useSettings } from "../api/get-settings";
import { amountToPayPaise, cartBill, cartProblems } from "../cart-checkout";
import { checkoutStore, useCheckout } from "../checkout-store";
import { BillDetailsSkeleton, BillPanel } from "../components/BillDetails";
import { lineChoices } from "../components/CartLineItem";
import { RestaurantHeading, WIDE_LAYOUT_QUERY } from "../components/CartRestaurant";
import { CheckoutBlockers } from "../components/CheckoutBlockers";
import { DeliveryEta } from "../components/DeliveryEta";
import { DeliveryTimePicker } from "../components/DeliveryTimePicker";
import { TipPicker } from "../components/TipPicker";
import { problemDetail, usePlaceAndPay } from "../hooks/use-place-and-pay";

export type AddressPickerProps = {
  selectedId: string | null;
  onSelect: (address: Address) => void;
  restaurant: { coordinates: { lat: number; lng: number }; deliveryRadiusKm: number } | null;
};

type PaymentPageProps = {
  /** The address book's picker (features/addresses), handed in by app/routes/PaymentRoute. */
  renderAddressPicker: (props: AddressPickerProps) => ReactNode;
};

export function formatDeadline(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatTime(iso);
}

function PaymentSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex items-center gap-3">
        <Spinner label={t("cart:loadingCheckout")} />
        <Skeleton className="h-7 w-40" />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
        <BillDetailsSkeleton />
      </div>
    </div>
  );
}

function PaymentModeOption({
  value,
  checked,
  disabled,
  onChange,
  icon,
  title,
  description,
  note,
}: {
  value: PaymentMode;
  checked: boolean;
  disabled: boolean;
  onChange: (mode: PaymentMode) => void;
  icon: ReactNode;
  title: string;
  description: string;
  note: string | null;
}) {
  const noteId = `payment-mode-${value}-note`;
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ${
        checked ? "bg-brand-50 ring-2 ring-brand-700" : "ring-gray-200 hover:bg-gray-50"
      } ${disabled ? "cursor-not-allowed opacity-70" : ""}`}
    >
      <input
        type="radio"
        name="paymentMode"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        aria-describedby={note ? noteId : undefined}
        className="mt-1 size-4 accent-brand-700"
      />
      <span className="text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-gray-900">{title}</span>
        <span className="block text-sm text-gray-700">{description}</span>
        {note && (
          <span id={noteId} className="mt-1 block text-sm font-medium text-red-800">
            {note}
          </span>
        )}
      </span>
    </label>
  );
}

function CheckoutForm({
  cart,
  renderAddressPicker,
}: {
  cart: CartResponse & { restaurant: NonNullable<CartResponse["restaurant"]> };
  renderAddressPicker: PaymentPageProps["renderAddressPicker"];
}) {
  const settings = useSettings();
  const checkout = useCheckout();
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const restaurant = cart.restaurant;
  const [address, setAddress] = useState<Address | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const { paymentMode, scheduledFor, tip, tipCustom } = checkout;
  const addressId = checkout.selectedDelAddress;
  const [tipProblem, setTipProblem] = useState<string | null>(null);
  const payment = usePlaceAndPay({ cart, addressId, paymentMode, scheduledFor, tip });
  const { working, order: unpaid, error: problem, canPayAgain, forget } = payment;

  useEffect(() => {
    checkoutStore.setCartStep(2);
  }, []);

  // A mode the restaurant does not take is never left selected (e.g. remembered from another restaurant's cart).
  useEffect(() => {
    if (paymentMode === "COD" && !restaurant.acceptsCash && restaurant.acceptsOnlinePayment) {
      checkoutStore.setPaymentMode("ONLINE");
    } else if (paymentMode === "ONLINE" && !restaurant.acceptsOnlinePayment && restaurant.acceptsCash) {
      checkoutStore.setPaymentMode("COD");
    }
  }, [paymentMode, restaurant.acceptsCash, restaurant.acceptsOnlinePayment]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  // Stable across renders: the picker may pick the default address in an effect that depends on them.
  const selectAddress = useCallback(
    (picked: Address) => {
      setAddress(picked);
      // An unpaid order goes to the address it was placed with: another address means another order.
      if (picked._id !== checkoutStore.getState().selectedDelAddress) forget();
      checkoutStore.selectAddress(picked._id);
    },
    [forget],
  );
  const { lat, lng } = restaurant.coordinates;
  const pickerRestaurant = useMemo(
    () => ({ coordinates: { lat, lng }, deliveryRadiusKm: restaurant.deliveryRadiusKm }),
    [lat, lng, restaurant.deliveryRadiusKm],
  );

  // Another slot is another order, like another mode: an unpaid one for the old slot is left to expire.
  const changeSlot = useCallback(
    (slot: string | null) => {
      checkoutStore.setScheduledFor(slot);
      forget();
    },
    [forget],
  );

  // Switching mode after a failed online payment leaves that order to expire unpaid; switching back to the same
  // cart, address and mode reuses its Idempotency-Key, so Place order brings the same order back.
  const changeMode = useCallback(
    (mode: PaymentMode) => {
      checkoutStore.setPaymentMode(mode);
      forget();
    },
    [forget],
  );

  // Another tip is another order too (its total differs): an unpaid one with the old tip is left to expire.
  const changeTip = useCallback(
    (amount: number, custom: boolean) => {
      if (amount !== checkoutStore.getState().tip) forget();
      checkoutStore.setTip(amount, custom);
    },
    [forget],
  );

  // The address object is known once the picker hands it over; after a reload only its id is, and the server
  // then checks the distance when the order is placed.
  const chosenAddress = address && address._id === addressId ? address : null;
  const problems = cartProblems(cart, {
    deliverTo: chosenAddress?.coordinates ?? null,
    paymentMode,
    scheduled: scheduledFor !== null,
  });
  const bill = settings.data ? cartBill(cart, settings.data.gst, tip) : null;
  const needsAddress = addressId === "";
  const blocked = problems.length > 0 || needsAddress || tipProblem !== null;

  const deadline = unpaid ? formatDeadline(unpaid.payableUntil) : null;
  const totalText = bill ? formatRupees(toRupees(amountToPayPaise(bill, cart))) : formatRupees(cart.subtotal);

  const actionButton = (className: string) =>
    canPayAgain ? (
      <Button size="lg" className={className} loading={working} onClick={payment.payAgain}>
        {t("cart:payNow")}
      </Button>
    ) : (
      <Button
        size="lg"
        className={className}
        loading={working}
        disabled={blocked || problem?.kind === "verify"}
        aria-describedby={blocked ? "payment-blockers" : undefined}
        onClick={payment.placeOrder}
      >
        {paymentMode === "COD" ? t("cart:placeOrder") : t("cart:placeOrderAndPay", { total: totalText })}
      </Button>
    );

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-28 lg:pb-10">
      <Link
        to={paths.user.cart.getHref()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("cart:backToCart")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{t("cart:checkout")}</h1>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section aria-labelledby="delivery-address-heading" className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="delivery-address-heading" className="text-lg font-bold text-gray-900">
              {t("cart:deliveryAddress")}
            </h2>
            <div className="mt-3">
              {renderAddressPicker({
                selectedId: addressId || null,
                onSelect: selectAddress,
                restaurant: pickerRestaurant,
              })}
            </div>
          </section>

          <DeliveryTimePicker
            addressId={addressId}
            restaurantId={restaurant._id}
            scheduledFor={scheduledFor}
            onChange={changeSlot}
            disabled={working}
          />

          <section aria-labelledby="payment-mode-heading" className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
            <fieldset disabled={working}>
              <legend id="payment-mode-heading" className="text-lg font-bold text-gray-900">
                {t("cart:paymentMethod")}
              </legend>
              <div className="mt-3 space-y-3">
                <PaymentModeOption
                  value="ONLINE"
                  checked={paymentMode === "ONLINE"}
                  disabled={!restaurant.acceptsOnlinePayment}
                  onChange={changeMode}
                  icon={<CreditCard className="size-5" />}
                  title={t("cart:payOnline")}
                  description={t("cart:payOnlineText")}
                  note={restaurant.acceptsOnlinePayment ? null : messageText(ORDER_MESSAGES.onlineNotAccepted)}
                />
                <PaymentModeOption
                  value="COD"
                  checked={paymentMode === "COD"}
                  disabled={!restaurant.acceptsCash}
                  onChange={changeMode}
                  icon={<Banknote className="size-5" />}
                  title={t("cart:cashOnDelivery")}
                  description={t("cart:cashOnDeliveryText")}
                  note={restaurant.acceptsCash ? null : messageText(ORDER_MESSAGES.codNotAccepted)}
                />
              </div>
            </fieldset>
          </section>

          <TipPicker tip={tip} custom={tipCustom} disabled={working} onChange={changeTip} onProblem={setTipProblem} />

          {unpaid && problem && (
            <div
              ref={problemRef}
              tabIndex={-1}
              role="alert"
              className="rounded-2xl bg-yellow-50 p-4 text-sm text-yellow-950 ring-1 ring-yellow-300 outline-none"
            >
              <p className="flex items-center gap-2 font-semibold">
                <TriangleAlert className="size-4 shrink-0 text-yellow-800" aria-hidden="true" />
                {problem.kind === "verify" ? t("cart:paymentUnconfirmed") : t("cart:paymentNotCompleted")}
              </p>
              {problemDetail(problem) && <p className="mt-1">{problemDetail(problem)}</p>}
              <p className="mt-1">
                {problem.kind === "verify"
                  ? t("cart:confirmedAutomatically", { number: unpaid.orderNumber })
                  : canPayAgain
                    ? deadline
                      ? t("cart:unpaidUntil", { number: unpaid.orderNumber, time: deadline })
                      : t("cart:unpaidWithin", { number: unpaid.orderNumber })
                    : null}
              </p>
              <Link
                to={paths.user.orderHistory.getHref(unpaid._id)}
                className="mt-2 inline-block font-semibold text-brand-800 underline"
              >
                {t("cart:viewOrder", { number: unpaid.orderNumber })}
              </Link>
            </div>
          )}
        </div>

        <div className="space-y-4 lg:sticky lg:top-24">
          <section aria-labelledby="order-summary-heading" className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="order-summary-heading" className="text-lg font-bold text-gray-900">
              {t("cart:orderSummary")}
            </h2>
            <div className="mt-2">
              <RestaurantHeading restaurant={restaurant} />
              <DeliveryEta restaurant={restaurant} deliverTo={chosenAddress?.coordinates ?? null} />
            </div>
            <ul className="mt-2 space-y-2 text-sm">
              {cart.data.map((line) => {
                const choices = lineChoices(line);
                return (
                  <li key={line.itemId} className="flex justify-between gap-3">
                    <span className="min-w-0">
                      <span className="text-gray-900">
                        {line.product.name} × {line.quantity}
                      </span>
                      {choices && <span className="block text-gray-700">{choices}</span>}
                    </span>
                    <span className="shrink-0 tabular-nums">{formatRupees(line.lineTotal)}</span>
                  </li>
                );
              })}
            </ul>
          </section>
          {cart.coupon?.problem && (
            <p className="rounded-2xl bg-yellow-50 p-4 text-sm text-yellow-950 ring-1 ring-yellow-300">
              <Trans
                i18nKey="cart:couponProblemChange"
                values={{ problem: messageText(cart.coupon.problem) }}
                components={{ anchor: <Link to={paths.user.cart.getHref()} className="font-semibold underline" /> }}
              />
            </p>
          )}
          <BillPanel
            bill={bill}
            couponCode={cart.coupon?.code ?? null}
            previousFees={cart.previousFees}
            settings={settings}
          />
          <CheckoutBlockers problems={problems} id="payment-blockers" />
          {needsAddress && problems.length === 0 && (
            <p id="payment-blockers" className="text-sm text-gray-700">
              {t("cart:chooseAddressToPlace")}
            </p>
          )}
          {!needsAddress && problems.length === 0 && tipProblem && (
            <p id="payment-blockers" className="text-sm text-gray-700">
              {t("cart:fixTip")}
            </p>
          )}
          {wide && actionButton("w-full")}
        </div>
      </div>

      {!wide && (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-4 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
          <div className="min-w-0">
            <p className="text-xs text-gray-700">{t("cart:toPay")}</p>
            <p className="font-bold text-gray-900">{totalText}</p>
          </div>
          {actionButton("flex-1")}
        </div>
      )}
    </div>
  );
}

export function PaymentPage({ renderAddressPicker }: PaymentPageProps) {
  useTitle(t("cart:paymentTitle"));
  const auth = useAuth();
  const cart = useCart();
  const { orderSuccess } = useCheckout();

  // The order just went through: the success screen, not this form (the emptied cart must not bounce to /user/cart).
  if (orderSuccess) return <Navigate to={paths.user.orderPlaced.getHref()} replace />;
  if (auth.status === "loading") return <PaymentSkeleton />;
  // Payment guard: signed-in customers with something in the cart; /user/cart takes care of everyone else.
  if (auth.status !== "signedIn" || auth.user.role !== "user")
    return <Navigate to={paths.user.cart.getHref()} replace />;
  if (cart.isPending) return <PaymentSkeleton />;
  if (cart.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <ErrorState
          title={t("cart:cartLoadFailed")}
          message={messageText(errorMessage(cart.error))}
          onRetry={() => cart.refetch()}
          retrying={cart.isFetching}
        />
      </div>
    );
  }
  const { data } = cart;
  if (data.data.length === 0 || !data.restaurant) return <Navigate to={paths.user.cart.getHref()} replace />;
  return <CheckoutForm cart={{ ...data, restaurant: data.restaurant }} renderAddressPicker={renderAddressPicker} />;
}
