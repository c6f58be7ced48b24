/**
 * The profile page's language choice (issue 15): the languages as radio buttons, each named in itself. Choosing
 * one switches the app and keeps the choice on this device and on the account, as the header's switcher does.
 */
import { useEffect, useId } from "react";
import { LANGUAGE_NAMES, LANGUAGES, loadDevanagariFont, t } from "../../lib/i18n";
import { useLanguageChoice } from "./use-language-choice";

export function LanguageSection() {
  const titleId = useId();
  const { language, busy, choose } = useLanguageChoice();
  // The choices name Hindi in Devanagari.
  useEffect(() => loadDevanagariFont(), []);

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 text-xl font-bold text-gray-900">
        {t("common:language")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t("common:languageHint")}</p>
      <fieldset aria-busy={busy} className="flex flex-wrap gap-3">
        <legend className="sr-only">{t("common:language")}</legend>
        {LANGUAGES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 bg-white px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="language"
              value={option}
              checked={option === language}
              onChange={() => void choose(option)}
              className="size-4 accent-brand-700"
            />
            <span lang={option} className="font-medium text-gray-900">
              {LANGUAGE_NAMES[option]}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
