/**
 * Sets the document title of a page: "<title> | Zaika", or the home title when none is given, in the app's language
 * (the HTML shell's English title, config/site.ts, shows only until the app has started).
 */
import { useEffect } from "react";
import { t } from "./i18n";

export function useTitle(title?: string): void {
  const text = title ? t("layout:pageTitle", { title }) : t("layout:homeTitle");
  useEffect(() => {
    document.title = text;
  }, [text]);
}
