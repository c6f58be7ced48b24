/** Any unknown URL. */

import { buttonClassName } from "../../components/ui/Button";
import { paths } from "../../config/paths";
import { t } from "../../lib/i18n";
import { Link } from "../../lib/router";
import { useTitle } from "../../lib/use-title";

export function NotFoundPage() {
  useTitle(t("layout:notFoundTitle"));

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t("layout:notFoundTitle")}</h1>
      <p className="mt-2 text-gray-700">{t("layout:notFoundText")}</p>
      <Link to={paths.home.getHref()} className={buttonClassName({ className: "mt-6" })}>
        {t("layout:goHome")}
      </Link>
    </div>
  );
}
