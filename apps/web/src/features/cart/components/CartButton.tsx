/** The header's cart link with the item-count badge (spec §2 Cart button): 0 when empty or signed out. */
import { ShoppingCart } from "lucide-react";
import { iconButtonClassName } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { useCartCount } from "../api/use-cart-count";

export function CartButton() {
  const count = useCartCount();

  return (
    <Link to={paths.user.cart.getHref()} aria-label={t("cart:cartButton", { count })} className={iconButtonClassName}>
      <ShoppingCart className="size-6" aria-hidden="true" />
      <span
        aria-hidden="true"
        className={`absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full px-1 text-xs leading-5 font-bold ${
          count > 0 ? "bg-brand-700 text-white" : "bg-gray-200 text-gray-800"
        }`}
      >
        {count > 99 ? "99+" : count}
      </span>
    </Link>
  );
}
