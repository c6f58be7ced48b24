/** Any unknown URL. */
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/Button";
import { paths } from "../../config/paths";
import { useTitle } from "../../lib/use-title";

export function NotFoundPage() {
  useTitle("Page not found");

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Page not found</h1>
      <p className="mt-2 text-gray-700">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={buttonClassName({ className: "mt-6" })}>
        Go to home page
      </Link>
    </div>
  );
}
