/**
 * The language switcher (issue 15), in the header and on the profile page: a button naming the current language
 * that opens a list of the languages, each named in itself ("हिन्दी"). Choosing one loads its catalog, re-renders
 * the app in it, remembers it on this device and, when signed in, on the account.
 */
import { Check, Languages } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { LANGUAGE_NAMES, LANGUAGES, type Language, loadDevanagariFont, t } from "../../lib/i18n";
import { iconButtonClassName } from "../ui/Button";
import { useDismiss } from "../ui/use-dismiss";
import { useLanguageChoice } from "./use-language-choice";

const itemClassName =
  "flex w-full min-h-11 items-center justify-between gap-3 px-4 text-left text-gray-900 hover:bg-gray-100 focus-visible:bg-gray-100";

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { language, busy, choose: chooseLanguage } = useLanguageChoice();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);

  // The list names Hindi in Devanagari: its font is needed from then on.
  useEffect(() => {
    if (open) loadDevanagariFont();
  }, [open]);

  function choose(next: Language) {
    setOpen(false);
    void chooseLanguage(next);
  }

  return (
    <div ref={containerRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        // The name ends with the code the button shows ("EN"), so a voice-control user can say what they see
        // (WCAG 2.5.3, axe's label-content-name-mismatch; a code in brackets would not count).
        aria-label={`${t("common:languageButton", { language: LANGUAGE_NAMES[language] })}, ${language.toUpperCase()}`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-busy={busy}
        onClick={() => setOpen((value) => !value)}
        className={`${iconButtonClassName} w-auto gap-1 px-2`}
      >
        <Languages className="size-5" aria-hidden="true" />
        <span className="text-sm font-medium uppercase" aria-hidden="true">
          {language}
        </span>
      </button>
      {open && (
        <ul
          id={listId}
          aria-label={t("common:language")}
          className="absolute right-0 z-30 mt-2 w-44 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        >
          {LANGUAGES.map((option) => (
            <li key={option}>
              <button
                type="button"
                lang={option}
                aria-current={option === language ? "true" : undefined}
                className={itemClassName}
                onClick={() => choose(option)}
              >
                {LANGUAGE_NAMES[option]}
                {option === language && <Check className="size-4 text-brand-700" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
