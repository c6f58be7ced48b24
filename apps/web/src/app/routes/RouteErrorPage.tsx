/** Shown when a page fails to load or render (e.g. its code could not be downloaded after a new release). */
import { MESSAGES } from "@zaika/contract/messages";
import { useEffect, useLayoutEffect } from "react";
import { Button } from "../../components/ui/Button";
import { removeFirstView } from "../../lib/first-view";
import { t, translateMessage } from "../../lib/i18n";
import { useRouteError } from "../../lib/router";
import { useTitle } from "../../lib/use-title";

export function RouteErrorPage() {
  const error = useRouteError();
  const title = translateMessage(MESSAGES.somethingWentWrong);
  useTitle(title);
  useEffect(() => console.error(error), [error]);
  // A page that failed in place of the first one: the server's first view goes too, or it would stay on screen.
  useLayoutEffect(removeFirstView, []);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-700">{t("layout:reloadText")}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("layout:reloadPage")}
      </Button>
    </main>
  );
}
