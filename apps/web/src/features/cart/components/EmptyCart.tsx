/** Spec §2 cart gate: the empty-cart screen with its picture, texts and 'Order Now' link to /user. */

import { buttonClassName } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";

function EmptyBowl() {
  return (
    <svg viewBox="0 0 200 160" className="h-40 w-52" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="70" ry="8" fill="#f3f4f6" />
      <path d="M30 72 h140 a70 62 0 0 1 -140 0 z" fill="#feccaa" />
      <path d="M30 72 h140" stroke="#b93c0c" strokeWidth="6" strokeLinecap="round" />
      <path d="M62 96 q38 26 76 0" stroke="#fff4ed" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path
        d="M84 54 q-8 -14 0 -26 M104 54 q-8 -14 0 -26 M124 54 q-8 -14 0 -26"
        stroke="#d1d5db"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="140" y="18" width="8" height="58" rx="4" transform="rotate(24 144 47)" fill="#9ca3af" />
    </svg>
  );
}

export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <EmptyBowl />
      <h1 className="mt-6 text-2xl font-bold text-gray-900">{t("cart:emptyTitle")}</h1>
      <p className="mt-2 text-gray-700">{t("cart:emptyText")}</p>
      <Link to={paths.user.home.getHref()} className={buttonClassName({ className: "mt-6" })}>
        {t("cart:orderNow")}
      </Link>
    </div>
  );
}
