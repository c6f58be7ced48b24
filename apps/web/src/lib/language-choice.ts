/**
 * The language kept on the account (issue 15), next to the one kept on the device (lib/i18n). The device's choice
 * wins: choosing a language saves it on the account too, and signing in on a device that has a choice saves that
 * choice on the account when they differ. A device with no choice of its own takes the account's after sign-in.
 * Loaded on demand (the endpoints bring zod), by the switcher and by `followAccountLanguage` once signed in.
 */

import { setMyLanguage } from "@zaika/contract/endpoints/account";
import { getMe } from "@zaika/contract/endpoints/auth";
import type { Language } from "@zaika/contract/language";
import { call } from "./api-client";
import { authStore } from "./auth-store";
import { currentLanguage, hasDeviceLanguage, setLanguage } from "./i18n";

async function saveOnAccount(language: Language): Promise<void> {
  try {
    await call(setMyLanguage, { body: { language } });
  } catch {
    // The device keeps the choice; the account gets it on the next sign-in or choice.
  }
}

/** Switches the app to `language`, on this device and, when signed in, on the account. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (authStore.getState().status === "signedIn") await saveOnAccount(language);
}

/** After a sign-in: reconciles the device's language and the account's, as the module's comment says. */
export async function reconcileWithAccount(): Promise<void> {
  let accountLanguage: Language | null | undefined;
  try {
    accountLanguage = (await call(getMe)).language;
  } catch {
    return;
  }
  if (hasDeviceLanguage()) {
    if (accountLanguage !== currentLanguage()) await saveOnAccount(currentLanguage());
  } else if (accountLanguage && accountLanguage !== currentLanguage()) {
    await setLanguage(accountLanguage);
  }
}
