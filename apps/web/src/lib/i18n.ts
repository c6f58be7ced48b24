/**
 * Hindi and English (issue 15) with Lingui's runtime (@lingui/core; decision 031). Texts live in catalogs, one JSON
 * file per namespace under src/locales/<language>/, written in ICU MessageFormat (`{name}`, `{count, plural, …}`) and
 * compiled at build time (plugins/compile-catalogs.ts), so the browser gets no message parser. They are grouped into
 * lazily loaded chunks per language: the core texts are fetched before the first render, the staff's screens' and the
 * long pages' with their routes (`withTexts` in the router). Components and plain modules call
 * `t("namespace:key", values)` (message ids are "namespace:key"); the app root re-renders the tree when the language
 * changes (see App.tsx), so a text read during render always follows the language.
 *
 * The language is chosen, in order, by `?lang=hi|en` in the address, the one remembered on this device, the
 * account's (applied after sign-in, see session.ts) and the browser's; `<html lang>` follows it. Money, numbers and
 * dates are formatted for en-IN or hi-IN.
 */
import { type Messages, setupI18n } from "@lingui/core";
import { formatRupees as formatRupeesIn } from "@zaika/contract/pricing";
import type { Catalog } from "../locales/catalog-of";

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language named in itself, as a switcher shows it. */
// i18n-ignore: each language's own name reads the same whichever language the app is in
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };
export const LOCALES = { en: "en-IN", hi: "hi-IN" } as const satisfies Record<Language, string>;
export type AppLocale = (typeof LOCALES)[Language];

export type { Catalog };

export const LANGUAGE_STORAGE_KEY = "zaika.language";
export const LANGUAGE_PARAM = "lang";

/** A group of a language's texts, one chunk each: see src/locales/<language>/{core,staff,pages}.ts. */
export type TextGroup = "core" | "staff" | "pages";

/** A group's chunk: its catalog and, for Hindi's core, the translator of the contract's and server's messages. */
interface CatalogModule {
  default: Catalog;
  localizeMessage?: (message: string) => string;
}

const catalogs: Record<Language, Record<TextGroup, () => Promise<CatalogModule>>> = {
  en: {
    core: () => import("../locales/en/core.ts"),
    staff: () => import("../locales/en/staff.ts"),
    pages: () => import("../locales/en/pages.ts"),
  },
  hi: {
    core: () => import("../locales/hi/core.ts"),
    staff: () => import("../locales/hi/staff.ts"),
    pages: () => import("../locales/hi/pages.ts"),
  },
};

/** The groups the app has needed so far: a language change loads each of them in the new language. */
const neededGroups = new Set<TextGroup>(["core"]);
const loaded = new Map<string, Promise<void>>();

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled (private mode): the language lasts for this page only.
  }
}

/** Whether this device has a language of its own (chosen, or opened with `?lang=`), rather than the browser's. */
export function hasDeviceLanguage(): boolean {
  return storedLanguage() !== null;
}

/** `?lang=` first (remembered, so a refresh keeps it), then this device, then the browser's preference. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) {
    remember(fromUrl);
    return fromUrl;
  }
  const stored = storedLanguage();
  if (stored) return stored;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferred.some((tag) => tag?.toLowerCase().startsWith("hi")) ? "hi" : "en";
}

/** The app's one Lingui instance; its locales are the languages ("en", "hi"), its message ids "namespace:key". */
const i18n = setupI18n();
const languageListeners = new Set<() => void>();

const messageTranslators = new Map<Language, (message: string) => string>();

function loadCatalog(language: Language, group: TextGroup): Promise<void> {
  const id = `${language}:${group}`;
  let loading = loaded.get(id);
  if (!loading) {
    loading = catalogs[language][group]().then(({ default: catalog, localizeMessage }) => {
      const messages: Messages = {};
      for (const [namespace, texts] of Object.entries(catalog)) {
        for (const [key, text] of Object.entries(texts)) messages[`${namespace}:${key}`] = text;
      }
      i18n.load(language, messages);
      if (localizeMessage) messageTranslators.set(language, localizeMessage);
    });
    // A failed load (offline) is tried again next time.
    loading.catch(() => loaded.delete(id));
    loaded.set(id, loading);
  }
  return loading;
}

/** Loads a group of texts in the current language (and in any language chosen later). */
export function loadTexts(group: TextGroup): Promise<void> {
  neededGroups.add(group);
  return loadCatalog(currentLanguage(), group);
}

/** A route's lazily loaded module, resolved once the texts it shows are in as well. */
export async function withTexts<T>(group: TextGroup, module: Promise<T>): Promise<T> {
  const [, loadedModule] = await Promise.all([loadTexts(group), module]);
  return loadedModule;
}

let devanagariFontRequested = false;

/**
 * Declares Noto Sans Devanagari (the Devanagari subset only), once: called when Hindi is shown, so English pages
 * never fetch it. The browser then downloads each weight the page uses.
 */
export function loadDevanagariFont(): void {
  if (devanagariFontRequested) return;
  devanagariFontRequested = true;
  Promise.all([
    import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
    import("@fontsource/noto-sans-devanagari/devanagari-500.css"),
    import("@fontsource/noto-sans-devanagari/devanagari-600.css"),
    import("@fontsource/noto-sans-devanagari/devanagari-700.css"),
  ]).catch(() => {
    // Offline before the font was cached: the system's Devanagari font (if any) shows instead; try again later.
    devanagariFontRequested = false;
  });
}

function applyToDocument(language: Language): void {
  // Outside a browser (the first view drawn on the server: app/first-view) there is no document to follow.
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  if (language === "hi") loadDevanagariFont();
}

/** Makes `language` the one texts are read in, telling the listeners when it changed (or when `always`). */
function activate(language: Language, always: boolean): void {
  const changed = i18n.locale !== language;
  if (changed) i18n.activate(language);
  if (changed || always) for (const listener of [...languageListeners]) listener();
}

/** Loads the texts needed so far in the chosen language and makes it current; the app renders once this has resolved. */
export async function startI18n(language: Language = initialLanguage()): Promise<void> {
  await Promise.all([...neededGroups].map((group) => loadCatalog(language, group)));
  activate(language, false);
  applyToDocument(language);
}

/** Switches the app's language (loading its catalog first) and remembers it on this device. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...neededGroups].map((group) => loadCatalog(language, group)));
  remember(language);
  activate(language, true);
  applyToDocument(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : "en";
}

export function currentLocale(): AppLocale {
  return LOCALES[currentLanguage()];
}

/** A key as i18next read it: "namespace:key", or a key of `common`. */
function messageId(key: string): string {
  return key.includes(":") ? key : `common:${key}`;
}

/** Whether the current language has a text for `namespace:key`. */
function hasText(key: string): boolean {
  return i18n.locale !== "" && i18n.messages[messageId(key)] !== undefined;
}

/**
 * The text of `namespace:key` in the current language, with its `{name}` values filled in and its plural case
 * chosen by `count`. A key with no text (not loaded, or misspelt) gives the key without its namespace, as i18next did.
 */
export function t(key: string, values?: Record<string, unknown>): string {
  if (!hasText(key)) return key.slice(key.indexOf(":") + 1);
  return i18n._(messageId(key), values);
}

/**
 * A message of the contract (a zod schema's message, MESSAGES) in the current language. The server already answers
 * in the language the app asks for (Accept-Language); this is for the messages the app produces itself.
 */
export function translateMessage(message: string): string {
  return messageTranslators.get(currentLanguage())?.(message) ?? message;
}

const CATALOG_KEY = /^[a-z][\w-]*:[\w.-]+$/;

/**
 * The text to show for a validation or server message: a catalog key (`"addresses:pinRequired"`, as the web app's
 * own form schemas give their messages) is looked up; any other text is a contract or server message, translated by
 * `translateMessage`.
 */
export function messageText(message: string | undefined): string {
  if (!message) return "";
  return CATALOG_KEY.test(message) && hasText(message) ? t(message) : translateMessage(message);
}

/** Subscribes to language changes (for useSyncExternalStore); returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => {
    languageListeners.delete(listener);
  };
}

/** ₹1,234.50 / ₹1,234 in the current locale. */
export function formatRupees(rupees: number): string {
  return formatRupeesIn(rupees, currentLocale());
}

/**
 * A number under 1,000 as both locales write it (Latin digits, no grouping), without building an Intl formatter: a
 * phone's first page (ratings, distances, counts) then builds none, where the first one took about 30 ms of its main
 * thread (issue 15). It rounds as Intl does: the number's shortest decimal form, half away from zero. Only the
 * fraction-digit options are understood (up to 6 digits); null: Intl's to write.
 */
export function plainNumber(value: number, options: Intl.NumberFormatOptions = {}): string | null {
  const { minimumFractionDigits, maximumFractionDigits, ...other } = options;
  if (Object.keys(other).length > 0 || !(Math.abs(value) < 1000) || Object.is(value, -0)) return null;
  const min = minimumFractionDigits ?? 0;
  const max = maximumFractionDigits ?? Math.max(min, 3);
  if (min > max || max > 6) return null;
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return null;
  const [whole = "0", fraction = ""] = shortest.split(".");
  // The digits up to `max` places as one integer, rounded up when the next digit is 5 or more.
  const rounded = Number(whole + fraction.slice(0, max).padEnd(max, "0")) + (fraction.charAt(max) >= "5" ? 1 : 0);
  const digits = String(rounded).padStart(max + 1, "0");
  const integer = digits.slice(0, digits.length - max);
  if (integer.length > 3) return null;
  const kept = digits
    .slice(digits.length - max)
    .replace(/0+$/, "")
    .padEnd(min, "0");
  return `${value < 0 ? "-" : ""}${integer}${kept ? `.${kept}` : ""}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number in the current locale (grouping as 1,23,456), with Intl options. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const plain = plainNumber(value, options);
  if (plain !== null) return plain;
  const locale = currentLocale();
  const id = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(id, format);
  }
  return format.format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A date-time formatter for the current locale, cached per options (India time unless options say otherwise). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale();
  const full = { timeZone: "Asia/Kolkata", ...options };
  const id = `${locale}|${JSON.stringify(full)}`;
  let format = dateFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, full);
    dateFormats.set(id, format);
  }
  return format;
}
