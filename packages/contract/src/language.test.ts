import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, UpdateLanguageBodySchema } from "./language";

describe("languageFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["hi", "hi"],
    ["en", "en"],
    ["hi-IN,hi;q=0.9,en;q=0.8", "hi"],
    ["en-IN,en;q=0.9,hi;q=0.8", "en"],
    // q-values, not the order, decide.
    ["en;q=0.5, hi;q=0.8", "hi"],
    ["HI-in", "hi"],
    // Unsupported first, a supported one later.
    ["fr", "en"],
    ["fr, hi;q=0.5", "hi"],
    ["fr-CA,fr;q=0.9", "en"],
    // q=0 means "not this one".
    ["hi;q=0, en;q=0.1", "en"],
    ["hi;q=0", "en"],
    ["*", "en"],
    ["garbage;;;q=abc", "en"],
  ] as const)("%s → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it("reads a header sent twice as one list", () => {
    expect(languageFromAcceptLanguage(["fr", "hi;q=0.4"])).toBe("hi");
  });
});

describe("UpdateLanguageBodySchema", () => {
  it("takes en and hi only, naming the choice otherwise", () => {
    expect(UpdateLanguageBodySchema.parse({ language: "hi" })).toEqual({ language: "hi" });
    const refused = UpdateLanguageBodySchema.safeParse({ language: "fr" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["language"],
      message: "Choose English (en) or Hindi (hi)",
    });
  });
});
