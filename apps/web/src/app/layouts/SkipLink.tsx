/** "Skip to main content": the first tab stop of every layout, for keyboard and screen-reader users. */
import { t } from "../../lib/i18n";

export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("layout:skipToMain")}
    </a>
  );
}
