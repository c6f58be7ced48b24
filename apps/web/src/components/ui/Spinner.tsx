/** Loading indicators: an inline spinner and the full-screen one shown while the session is restored. */
import { LoaderCircle } from "lucide-react";
import { t } from "../../lib/i18n";

export function Spinner({ label, className = "size-6" }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle className={`animate-spin text-brand-700 ${className}`} aria-hidden="true" />
      <span className="sr-only">{label ?? t("ui:loading")}</span>
    </span>
  );
}

export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
