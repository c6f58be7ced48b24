/** What a section shows when its data could not be loaded: the reason and a way to try again. */
import { TriangleAlert } from "lucide-react";
import { t } from "../../lib/i18n";
import { Button } from "./Button";

type ErrorStateProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
};

export function ErrorState({ title, message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-red-50 px-6 py-8 text-center ring-1 ring-red-200"
    >
      <TriangleAlert className="size-6 text-red-700" aria-hidden="true" />
      <p className="mt-2 font-semibold text-gray-900">{title ?? t("ui:errorTitle")}</p>
      {message && <p className="mt-1 text-sm text-gray-800">{message}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} loading={retrying}>
          {t("ui:tryAgain")}
        </Button>
      )}
    </div>
  );
}
