/** The build plugin that compiles the catalogs for Lingui: plugins/compile-catalogs.ts. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { CATALOG_FILE, compileCatalog, compileCatalogs, compileText } from "./compile-catalogs";

const LOCALES = path.resolve(__dirname, "../src/locales");

function transform(plugin: Plugin, code: string, id: string): unknown {
  const hook = plugin.transform;
  const handler = typeof hook === "function" ? hook : hook?.handler;
  return (handler as (code: string, id: string) => unknown).call({}, code, id);
}

describe("compileText", () => {
  it("keeps a text with nothing to fill in as tokens too, markup and # included (a string would be read as uncompiled)", () => {
    expect(compileText("Order #12 is <strong>on its way</strong>")).toEqual([
      "Order #12 is <strong>on its way</strong>",
    ]);
  });

  it("reads apostrophes as ICU does: literal, unless doubled or before a brace", () => {
    expect(compileText("Ravi's review")).toEqual(["Ravi's review"]);
    expect(compileText("It''s '{'literal'}'").join("")).toBe("It's {literal}");
  });

  it("compiles placeholders and plural cases into Lingui's tokens", () => {
    expect(compileText("Call {name}")).toEqual(["Call ", ["name"]]);
    expect(compileText("{count, plural, one {{count} item} other {# items}}")).toEqual([
      ["count", "plural", { offset: undefined, one: [["count"], " item"], other: ["#", " items"] }],
    ]);
  });

  it("refuses a text that is not ICU MessageFormat", () => {
    expect(() => compileText("Call {name")).toThrow();
  });
});

describe("compileCatalog", () => {
  it("compiles every text of a catalog file and keeps it JSON", () => {
    const json = compileCatalog('{"a": "Hi", "b": "Hi {name}"}', "x.json");
    expect(JSON.parse(json)).toEqual({ a: ["Hi"], b: ["Hi ", ["name"]] });
  });

  it("names the file and the key of a text that does not parse", () => {
    expect(() => compileCatalog('{"ok": "fine", "bad": "{count, plural, one {x}"}', "en/cart.json")).toThrow(
      /en\/cart\.json: "bad" is not valid ICU MessageFormat/,
    );
    expect(() => compileCatalog('{"n": 3}', "en/cart.json")).toThrow(/"n" is not a text/);
  });

  it("compiles every catalog the app has, in both languages, each text to tokens", () => {
    for (const language of ["en", "hi"]) {
      const dir = path.join(LOCALES, language);
      for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
        const compiled = JSON.parse(compileCatalog(readFileSync(path.join(dir, file), "utf8"), `${language}/${file}`));
        for (const [key, tokens] of Object.entries(compiled))
          expect(Array.isArray(tokens), `${file} ${key}`).toBe(true);
      }
    }
  });
});

describe("compileCatalogs", () => {
  const plugin = compileCatalogs();

  it("runs before Vite's JSON plugin, on catalog files only", () => {
    expect(plugin.enforce).toBe("pre");
    expect(CATALOG_FILE.test("/repo/apps/web/src/locales/hi/cart.json")).toBe(true);
    expect(transform(plugin, '{"a": 1}', "/repo/apps/web/package.json")).toBeNull();
    expect(transform(plugin, "{}", "/repo/apps/web/src/locales/catalog-of.ts")).toBeNull();
    expect(transform(plugin, 'export default "{}"', "/repo/apps/web/src/locales/en/cart.json?raw")).toBeNull();
  });

  it("hands on the compiled JSON of a catalog, whatever the query", () => {
    const result = transform(plugin, '{"a": "Hi {name}"}', "/repo/apps/web/src/locales/en/cart.json?import");
    expect(result).toEqual({ code: '{"a":["Hi ",["name"]]}', map: null });
  });
});
