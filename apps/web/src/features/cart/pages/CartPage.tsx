/**
 * /user/cart, gated as spec §2 says: no user → /login; cart loading → spinner; order just placed → the success
 * screen; empty → the empty-cart screen; otherwise the cart with its offers and coupon (issue 14), its bill and what
 * blocks checkout, and "Proceed to pay" (→ /user/cart/payment). Phones get a sticky bar with the total and the button.
 */
import type { CartResponse } from "@zaika/contract/cart";
import { toRupees } from "@zaika/contract/money";
import { useDeferredValue, useEffect } from "react";
import { Button } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { PaymentModesNote } from "../../../components/ui/PaymentModes";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Spinner } from "../../../components/ui/Spinner";
import { useMediaQuery } from "../../../components/ui/use-media-query";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { readReorderNotice } from "../../../lib/reorder-notice";
import { Navigate, useLocation, useNavigate } from "../../../lib/router";
import { useAtInstant } from "../../../lib/use-at-instant";
import { useTitle } from "../../../lib/use-title";
import { useCart } from "../api/get-cart";
import { useSettings } from "../api/get-settings";
import { amountToPayPaise, cartBill, cartProblems, problemsForNowAndLater } from "../cart-checkout";
import { checkoutStore, useCheckout } from "../checkout-store";
import { BillDetailsSkeleton, BillPanel } from "../components/BillDetails";
import { CartLineItem } from "../components/CartLineItem";
import { RestaurantHeading, WIDE_LAYOUT_QUERY } from "../components/CartRestaurant";
import { CheckoutBlockers } from "../components/CheckoutBlockers";
import { DeliveryEta } from "../components/DeliveryEta";
import { EmptyCart } from "../components/EmptyCart";
import { OffersSection } from "../components/OffersSection";
import { OrderSuccess } from "../components/OrderSuccess";
import { ReorderChanges } from "../components/ReorderChanges";

function CartLoading() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex items-center gap-3">
        <Spinner label={t("cart:loadingCart")} />
        <Skeleton className="h-7 w-40" />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="flex gap-3">
              <Skeleton className="size-16 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
        <BillDetailsSkeleton />
      </div>
    </div>
  );
}

function CartContents({ cart }: { cart: CartResponse }) {
  const navigate = useNavigate();
  const settings = useSettings();
  // Closed now (but opening again) or paused: the customer may still go on and choose a slot at checkout.
  const { blocking: problems, onlyNow } = problemsForNowAndLater(cart, cartProblems(cart));
  const bill = settings.data ? cartBill(cart, settings.data.gst) : null;
  const blocked = problems.length > 0;
  const blockersId = "cart-blockers";
  // One button: in the bill column on wide screens, in a sticky bar at the bottom on phones.
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);

  useEffect(() => {
    checkoutStore.setCartStep(1);
  }, []);

  function proceed() {
    checkoutStore.setCartStep(2);
    navigate(paths.user.payment.getHref());
  }

  const proceedButton = (className: string) => (
    <Button
      size="lg"
      className={className}
      disabled={blocked}
      aria-describedby={blocked ? blockersId : undefined}
      onClick={proceed}
    >
      {t("cart:proceedToPay")}
    </Button>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-28 lg:pb-10">
      <h1 className="text-2xl font-bold text-gray-900">{t("cart:yourCart")}</h1>
      <ReorderChanges />
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t("cart:items")} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
          {cart.restaurant && <RestaurantHeading restaurant={cart.restaurant} />}
          {cart.restaurant && <DeliveryEta restaurant={cart.restaurant} />}
          <ul className="mt-2 divide-y divide-gray-200">
            {cart.data.map((line) => (
              <CartLineItem key={line.itemId} line={line} />
            ))}
          </ul>
        </section>

        <div className="space-y-4 lg:sticky lg:top-24">
          <CheckoutBlockers problems={problems} id={blockersId} />
          {onlyNow.length > 0 && (
            <p role="status" className="rounded-2xl bg-yellow-50 p-4 text-sm text-yellow-950 ring-1 ring-yellow-300">
              {t("cart:scheduleInstead", { problem: messageText(onlyNow[0]?.message) })}
            </p>
          )}
          <OffersSection coupon={cart.coupon} />
          <BillPanel
            bill={bill}
            couponCode={cart.coupon?.code ?? null}
            previousFees={cart.previousFees}
            settings={settings}
          />
          {/* How the restaurant can be paid, before checkout (issue 16). */}
          {cart.restaurant && (
            <PaymentModesNote
              payments={cart.restaurant}
              className="rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-200"
            />
          )}
          {wide && proceedButton("w-full")}
        </div>
      </div>

      {!wide && (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-4 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden">
          <div className="min-w-0">
            <p className="text-xs text-gray-700">{bill ? t("cart:grandTotal") : t("cart:itemTotal")}</p>
            <p className="font-bold text-gray-900">
              {formatRupees(bill ? toRupees(amountToPayPaise(bill, cart)) : cart.subtotal)}
            </p>
          </div>
          {proceedButton("flex-1")}
        </div>
      )}
    </div>
  );
}

export function CartPage() {
  useTitle(t("cart:pageTitle"));
  const auth = useAuth();
  const location = useLocation();
  const cart = useCart();
  // The cart's contents are the page's largest render: they follow the answer as a deferred update, which React
  // renders in slices rather than as one long task on a phone's CPU (issue 15).
  const contents = useDeferredValue(cart.data);
  // A timed pause ends by itself: read the cart again then, so checkout opens.
  useAtInstant(cart.data?.restaurant?.kitchen.pausedUntil, () => void cart.refetch());
  const { orderSuccess } = useCheckout();
  // A reorder opens the cart to show what it put in: a success screen left from an earlier order must not hide it.
  const reordered = readReorderNotice(location.state) !== null;
  useEffect(() => {
    if (reordered && orderSuccess) checkoutStore.resetAfterSuccess();
  }, [reordered, orderSuccess]);

  // 1. No signed-in user: log in first, then come back here.
  if (auth.status === "signedOut") {
    return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  }
  // Only customers have a cart; staff accounts go to their own home.
  if (auth.status === "signedIn" && auth.user.role !== "user") return <Navigate to={paths.home.getHref()} replace />;
  // 2. Loading (the session or the cart).
  if (auth.status === "loading" || cart.isPending) return <CartLoading />;
  // 3. An order was just placed.
  if (orderSuccess && !reordered) return <OrderSuccess />;
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
  if (contents === undefined) return <CartLoading />;
  // 4. Nothing in it.
  if (contents.data.length === 0) return <EmptyCart />;
  // 5. The cart.
  return <CartContents cart={contents} />;
}
