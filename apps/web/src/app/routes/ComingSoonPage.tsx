/** Placeholder for sections built by later issues; the route's handle names the section. */
import { Construction } from "lucide-react";
import { Link, useMatches } from "react-router";
import { buttonClassName } from "../../components/ui/Button";
import { paths } from "../../config/paths";
import { useTitle } from "../../lib/use-title";

export type RouteHandle = { title?: string };

export function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle?.title ?? "Coming soon";
  useTitle(title);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <Construction className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-700">This section is coming soon.</p>
      <Link to={paths.home.getHref()} className={buttonClassName({ variant: "secondary", className: "mt-6" })}>
        Go to home page
      </Link>
    </div>
  );
}
