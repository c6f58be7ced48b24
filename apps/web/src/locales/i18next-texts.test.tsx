/**
 * The move from i18next to Lingui (decision 031) changed no text: test/i18next-texts.json holds what i18next rendered,
 * written down before the catalogs were converted to ICU MessageFormat, for every plural key (counts 0, 1, 2 and 5),
 * every text with an apostrophe or a `#`, a sample of texts with values, and texts with markup as Trans drew them
 * (each tag given as `<i data-tag="name">`). Lingui, with the catalogs compiled at build time, must render the same.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Trans } from "../components/i18n/Trans";
import { setLanguage, t } from "../lib/i18n";
import enStaff from "./en/staff";
import hiCore from "./hi/core";
import expected from "./test/i18next-texts.json";

interface Rendered {
  key: string;
  values: Record<string, string | number>;
  count?: number;
  text?: string;
  markup?: string;
}

const LANGUAGES = ["en", "hi"] as const;

it("reads the catalogs compiled by the build (plugins/compile-catalogs.ts), not as written", () => {
  expect(enStaff.rider?.itemCount).toEqual([
    ["count", "plural", { offset: undefined, one: [["count"], " item"], other: [["count"], " items"] }],
  ]);
  // A plain text is tokens as well: @lingui/core reads a string as uncompiled and, without a compiler, warns.
  expect(hiCore.common?.language).toEqual(["भाषा"]);
});

describe.each(LANGUAGES)("in %s", (language) => {
  const entries = (expected as unknown as Record<string, Rendered[]>)[language] ?? [];

  it("has every plural key at 0, 1, 2 and 5 in the fixture", () => {
    expect(
      entries.filter((entry) => entry.text !== undefined && "count" in entry.values).length,
    ).toBeGreaterThanOrEqual(29 * 4);
  });

  it.each(entries.filter((entry) => entry.text !== undefined))("$key $values", async ({ key, values, text }) => {
    await setLanguage(language);
    expect(t(key, values)).toBe(text);
  });

  it.each(entries.filter((entry) => entry.markup !== undefined))(
    "$key with markup, count $count",
    async ({ key, values, count, markup = "" }) => {
      await setLanguage(language);
      const tags = [...new Set([...markup.matchAll(/data-tag="(\w+)"/g)].map((match) => match[1] ?? ""))];
      const components: Record<string, ReactElement> = {};
      for (const tag of tags) components[tag] = <i data-tag={tag} />;
      expect(renderToStaticMarkup(<Trans i18nKey={key} values={values} count={count} components={components} />)).toBe(
        markup,
      );
    },
  );
});
