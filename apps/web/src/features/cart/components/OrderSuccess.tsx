/**
 * The order-success screen (spec §2, §4, §9): confetti (none for reduced motion), the payment-success picture, its
 * texts, and 'Back to Home' / 'View My Orders' (the order history, the new order on top). Either button, or 10 s,
 * resets orderSuccess and the cart step; after the 10 s the customer is taken to the home page.
 */
import { CHECKOUT, CONFETTI } from "@zaika/contract/constants";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "../../../components/ui/Button";
import { useMediaQuery } from "../../../components/ui/use-media-query";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { useNavigate } from "../../../lib/router";
import { checkoutStore } from "../checkout-store";

// The confetti library loads only when there is something to celebrate.
const Confetti = lazy(() => import("react-confetti"));

function subscribeResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}
const windowSize = () => `${window.innerWidth}x${window.innerHeight}`;

function Celebration() {
  const size = useSyncExternalStore(subscribeResize, windowSize, () => "0x0");
  const [width = 0, height = 0] = size.split("x").map(Number);
  return (
    <Suspense fallback={null}>
      <Confetti
        width={width}
        height={height}
        numberOfPieces={CONFETTI.pieces}
        gravity={CONFETTI.gravity}
        friction={CONFETTI.friction}
        tweenDuration={CONFETTI.rampUpMs}
        recycle={false}
        style={{ position: "fixed", inset: 0, zIndex: 40, pointerEvents: "none" }}
        aria-hidden="true"
      />
    </Suspense>
  );
}

function PaymentSuccessPicture() {
  return (
    <svg viewBox="0 0 160 160" className="size-36" role="img" aria-label={t("cart:paymentSuccessful")}>
      <circle cx="80" cy="80" r="72" fill="#dcfce7" />
      <circle cx="80" cy="80" r="54" fill="#16a34a" />
      <path
        d="M54 82 l18 18 l34 -38"
        fill="none"
        stroke="white"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="36" r="5" fill="#fb8a3c" />
      <circle cx="138" cy="30" r="4" fill="#facc15" />
      <circle cx="140" cy="122" r="5" fill="#f86a16" />
      <circle cx="20" cy="118" r="4" fill="#4ade80" />
    </svg>
  );
}

export function OrderSuccess() {
  const navigate = useNavigate();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  // 10 s without a button press: back to the home page (not the cart, which is empty now).
  useEffect(() => {
    headingRef.current?.focus();
    const timer = window.setTimeout(() => {
      checkoutStore.resetAfterSuccess();
      void navigateRef.current(paths.user.home.getHref(), { replace: true });
    }, CHECKOUT.successAutoDismissMs);
    return () => window.clearTimeout(timer);
  }, []);

  function leave(to: string) {
    setDone(true);
    navigate(to);
    checkoutStore.resetAfterSuccess();
  }

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-12 text-center">
      {!reducedMotion && !done && <Celebration />}
      <PaymentSuccessPicture />
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-gray-900 outline-none sm:text-3xl">
        {t("cart:successTitle")}
      </h1>
      <p className="mt-3 text-gray-700">{t("cart:successText")}</p>
      <div className="my-8 flex w-full items-center gap-3 text-sm font-medium text-gray-700">
        <span className="h-px flex-1 bg-gray-300" aria-hidden="true" />
        {t("cart:foodBeingPrepared")}
        <span className="h-px flex-1 bg-gray-300" aria-hidden="true" />
      </div>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={() => leave(paths.user.home.getHref())}>
          {t("cart:backToHome")}
        </Button>
        <Button onClick={() => leave(paths.user.orders.getHref())}>{t("cart:viewMyOrders")}</Button>
      </div>
    </div>
  );
}
