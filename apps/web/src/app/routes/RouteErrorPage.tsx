/** Shown when a page fails to load or render (e.g. its code could not be downloaded after a new release). */
import { MESSAGES } from "@zaika/contract/messages";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Button } from "../../components/ui/Button";
import { useTitle } from "../../lib/use-title";

export function RouteErrorPage() {
  const error = useRouteError();
  useTitle(MESSAGES.somethingWentWrong);
  useEffect(() => console.error(error), [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{MESSAGES.somethingWentWrong}</h1>
      <p className="mt-2 text-gray-700">
        Please reload the page. If the problem continues, try again in a few minutes.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </main>
  );
}
