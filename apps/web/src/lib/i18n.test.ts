import { LANGUAGES as CONTRACT_LANGUAGES } from "@zaika/contract/language";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dateFormat,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  messageText,
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

it("offers the contract's languages (kept apart so the first load has no zod)", () => {
  expect(LANGUAGES).toEqual(CONTRACT_LANGUAGES);
});

describe("plainNumber: small numbers without an Intl formatter (issue 15)", () => {
  const ONE = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  // [value, options, expected], written by hand.
  const table: Array<[number, Intl.NumberFormatOptions, string | null]> = [
    [4, ONE, "4.0"],
    [4.3, ONE, "4.3"],
    [4.25, ONE, null],
    [12, {}, "12"],
    [1.5, {}, "1.5"],
    [1.2345, {}, null],
    [2.5, { maximumFractionDigits: 1 }, "2.5"],
    [3, { maximumFractionDigits: 1 }, "3"],
    [0.29, { maximumFractionDigits: 2 }, "0.29"],
    [-5, {}, "-5"],
    [-0, {}, null],
    [999, {}, "999"],
    [1000, {}, null],
    [1e-7, {}, null],
    [0.5, { style: "percent" }, null],
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
    ];
    const values = [0, 1, 7, 42, 999, -3, -12.5];
    for (let tenths = 0; tenths < 10_000; tenths += 7) values.push(tenths / 10, tenths / 100, tenths / 1000);
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
