import { LANGUAGES as CONTRACT_LANGUAGES } from "@zaika/contract/language";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentLanguage,
  dateFormat,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  messageText,
  onLanguageChange,
  plainNumber,
  setLanguage,
  t,
} from "./i18n";

function visit(url: string) {
  window.history.replaceState(null, "", url);
}

afterEach(() => {
  visit("/");
  vi.restoreAllMocks();
});

describe("initialLanguage", () => {
  it.each([
    // [address, stored on the device, browser languages, expected]
    ["/?lang=hi", null, ["en-IN"], "hi"],
    ["/user?lang=en", "hi", ["hi-IN"], "en"],
    ["/?lang=fr", "hi", ["en-IN"], "hi"],
    ["/", "hi", ["en-IN"], "hi"],
    ["/", null, ["hi-IN", "en"], "hi"],
    ["/", null, ["en-GB", "hi"], "hi"],
    ["/", null, ["en-IN"], "en"],
    ["/", "de", ["ta-IN"], "en"],
  ] as const)("%s with %s stored and %j preferred → %s", (url, stored, preferred, expected) => {
    visit(url);
    if (stored) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    vi.spyOn(navigator, "languages", "get").mockReturnValue(preferred);
    expect(initialLanguage()).toBe(expected);
  });

  it("remembers ?lang= so a refresh keeps it", () => {
    visit("/?lang=hi");
    initialLanguage();
    visit("/");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("hi");
  });
});

describe("formatting and messages in Hindi", () => {
  it("formats dates for hi-IN and sets <html lang>", async () => {
    await setLanguage("hi");
    expect(document.documentElement.lang).toBe("hi");
    // 24 November 2026, 10:04 India time.
    const day = dateFormat({ day: "numeric", month: "long", year: "numeric" }).format(new Date("2026-11-24T04:34:00Z"));
    expect(day).toBe("24 नवंबर 2026");
  });

  it("looks up a catalog key, and leaves other messages to the contract's table", async () => {
    await setLanguage("hi");
    expect(messageText("common:language")).toBe("भाषा");
    expect(messageText("")).toBe("");
    expect(t("common:language")).toBe("भाषा");
  });
});

describe("t on Lingui, as i18next read the catalogs (decision 031)", () => {
  it("fills in values and chooses plural cases by the language's rules: Hindi's `one` is 0 and 1", async () => {
    expect(t("rider:callWho", { name: "Asha" })).toBe("Call Asha");
    expect([0, 1, 2].map((count) => t("rider:itemCount", { count }))).toEqual(["0 items", "1 item", "2 items"]);
    await setLanguage("hi");
    expect(t("rider:callWho", { name: "Asha" })).toBe("Asha को कॉल करें");
    expect([0, 1, 2].map((count) => t("orders:newOrders", { count }))).toEqual([
      "0 नया ऑर्डर",
      "1 नया ऑर्डर",
      "2 नए ऑर्डर",
    ]);
  });

  it("reads a key without a namespace as common's, and gives a missing key without its namespace", () => {
    expect(t("language")).toBe("Language");
    expect(t("cart:noSuchText")).toBe("noSuchText");
    expect(t("nosuchnamespace:text")).toBe("text");
    expect(t("noSuchText")).toBe("noSuchText");
    expect(messageText("cart:noSuchText")).toBe("cart:noSuchText");
    expect(messageText("Not a key")).toBe("Not a key");
  });

  it("tells its listeners when the language is set, and stops when unsubscribed", async () => {
    const listener = vi.fn(() => currentLanguage());
    const unsubscribe = onLanguageChange(listener);
    await setLanguage("hi");
    expect(listener).toHaveLastReturnedWith("hi");
    unsubscribe();
    await setLanguage("en");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(currentLanguage()).toBe("en");
  });
});

it("offers the contract's languages (kept apart so the first load has no zod)", () => {
  expect(LANGUAGES).toEqual(CONTRACT_LANGUAGES);
});

describe("plainNumber: small numbers without an Intl formatter (issue 15)", () => {
  const ONE = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  // [value, options, expected], written by hand: rounding is of the shortest decimal form, half away from zero.
  const table: Array<[number, Intl.NumberFormatOptions, string | null]> = [
    [4, ONE, "4.0"],
    [4.3, ONE, "4.3"],
    [4.25, ONE, "4.3"],
    [4.3333, ONE, "4.3"],
    [4.96, ONE, "5.0"],
    [12, {}, "12"],
    [1.5, {}, "1.5"],
    [1.2345, {}, "1.235"],
    [0.1 + 0.2, {}, "0.3"],
    [1.005, { maximumFractionDigits: 2 }, "1.01"],
    [2.5, { maximumFractionDigits: 1 }, "2.5"],
    [2.96, { maximumFractionDigits: 1 }, "3"],
    [3, { maximumFractionDigits: 1 }, "3"],
    [0.29, { maximumFractionDigits: 2 }, "0.29"],
    [-5, {}, "-5"],
    [-0.04, ONE, "-0.0"],
    [-2.25, ONE, "-2.3"],
    [-0, {}, null],
    [999, {}, "999"],
    [999.96, { maximumFractionDigits: 1 }, null],
    [1000, {}, null],
    [1e-7, {}, null],
    [0.5, { style: "percent" }, null],
    [0.5, { maximumFractionDigits: 7 }, null],
    [4.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, "4.50"],
  ];
  it.each(table)("%s %j", (value, options, expected) => {
    expect(plainNumber(value, options)).toBe(expected);
  });

  it("writes what Intl writes in en-IN and hi-IN wherever it writes anything", () => {
    const optionSets: Intl.NumberFormatOptions[] = [
      {},
      ONE,
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 1, maximumFractionDigits: 3 },
    ];
    const values = [0, 1, 7, 42, 999, 999.5, 999.95, -3, -12.5, -0.04, 1.005, 2.675, 0.1 + 0.2];
    for (let step = 0; step < 10_000; step += 7) values.push(step / 10, step / 100, step / 1000, step / 7, -step / 13);
    let checked = 0;
    for (const locale of ["en-IN", "hi-IN"]) {
      for (const options of optionSets) {
        const format = new Intl.NumberFormat(locale, options);
        for (const value of values) {
          const plain = plainNumber(value, options);
          if (plain === null) continue;
          checked += 1;
          expect(plain, `${value} ${JSON.stringify(options)} ${locale}`).toBe(format.format(value));
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
