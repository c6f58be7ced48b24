/** The current language and a way to choose another (on this device and the account), with a busy flag meanwhile. */
import { useState } from "react";
import { currentLanguage, type Language } from "../../lib/i18n";

export function useLanguageChoice() {
  const [busy, setBusy] = useState(false);
  const language = currentLanguage();

  async function choose(next: Language) {
    if (next === language) return;
    setBusy(true);
    try {
      // On demand: saving the choice on the account needs the endpoints (and zod), which the first load leaves out.
      const { chooseLanguage } = await import("../../lib/language-choice");
      await chooseLanguage(next);
    } finally {
      setBusy(false);
    }
  }

  return { language, busy, choose };
}
