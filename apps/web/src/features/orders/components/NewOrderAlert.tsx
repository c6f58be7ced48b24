/**
 * The new-order alert for the whole restaurant area: mounted once by the restaurant layout, so the beep rings on any
 * restaurant page (menu, settings…) and a banner points to the orders page, where the orders can be acknowledged.
 */
import { BellRing } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { useMyRestaurant } from "../../../api/restaurants";
import { buttonClassName } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link, useLocation } from "../../../lib/router";
import { type NewOrderAlert, useNewOrderAlert } from "../lib/use-new-order-alert";

const NewOrderAlertContext = createContext<NewOrderAlert | null>(null);

export function NewOrderAlertProvider({ children }: { children: ReactNode }) {
  const restaurant = useMyRestaurant();
  const alert = useNewOrderAlert(restaurant.data?._id);
  return <NewOrderAlertContext.Provider value={alert}>{children}</NewOrderAlertContext.Provider>;
}

/** The area-wide alert under the restaurant layout; a page rendered on its own (tests) keeps an alert of its own. */
export function useRestaurantNewOrderAlert(restaurantId: string | undefined): NewOrderAlert {
  const shared = useContext(NewOrderAlertContext);
  const own = useNewOrderAlert(restaurantId, shared === null);
  return shared ?? own;
}

export function newOrdersText(count: number): string {
  return t("orders:newOrders", { count });
}

/** "2 new orders: ZK1, ZK2" */
export function newOrdersListText(count: number, orderNumbers: readonly string[]): string {
  return t("orders:newOrdersList", { text: newOrdersText(count), numbers: orderNumbers.join(", ") });
}

/** On every restaurant page but the orders list (which shows its own banner with the acknowledge button). */
export function NewOrdersBanner() {
  const alert = useContext(NewOrderAlertContext);
  const { pathname } = useLocation();
  const onOrdersPage = pathname === paths.restaurant.orders.getHref();
  return (
    <div aria-live="polite">
      {alert && alert.count > 0 && !onOrdersPage && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-yellow-50 p-4 ring-2 ring-yellow-400">
          <p className="flex items-center gap-2 font-semibold text-gray-900">
            <BellRing className="size-5 text-yellow-800" aria-hidden="true" />
            {newOrdersListText(alert.count, alert.orderNumbers)}
          </p>
          <Link to={paths.restaurant.orders.getHref()} className={buttonClassName({})}>
            {t("orders:viewOrders")}
          </Link>
        </div>
      )}
    </div>
  );
}
