import { LANGUAGES as CONTRACT_LANGUAGES } from "@zaika/contract/language";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateFormat, initialLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, messageText, setLanguage, t } from "./i18n";

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
