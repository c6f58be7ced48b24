/**
 * /user/cart/payment/order-placed: the success screen after an order went through. Reached without one (e.g. typed
 * in, or after the screen was dismissed), it goes to /user/cart. The screen itself goes home after 10 s.
 */
import { useState } from "react";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Navigate } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { checkoutStore } from "../checkout-store";
import { OrderSuccess } from "../components/OrderSuccess";

export function OrderPlacedPage() {
  useTitle(t("cart:orderPlacedTitle"));
  // Read once: the screen resets the flag itself when it is left, and must not bounce to the cart while leaving.
  const [orderSuccess] = useState(() => checkoutStore.getState().orderSuccess);

  if (!orderSuccess) return <Navigate to={paths.user.cart.getHref()} replace />;
  return <OrderSuccess />;
}
